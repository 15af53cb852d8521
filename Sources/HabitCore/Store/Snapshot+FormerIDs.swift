/// Histories that follow renames (docs/data-format.md, `habits`, `was=`).
extension Snapshot {
    /// For a read that folded histories by id: the histories where an id on a `was=` list
    /// counts for the habit that lists it, from `all` (the log read with every entry):
    /// those ids' histories taken out, and each listing habit (of `ids`, when given)
    /// folded again from its entries; with one habit named and `notesSince`, its notes.
    mutating func follow(renames all: LogFile, only ids: Set<HabitID>?, notesSince: Day?) {
        var whole = self
        whole.log = all
        whole.folded = false
        whole.histories = [:]
        let former = habitsFile.formerIDs
        for id in former.keys { histories[id] = nil }
        let listing = Set(former.values)
        for habit in habits where listing.contains(habit.id) && ids?.contains(habit.id) ?? true {
            histories[habit.id] = whole.history(of: habit)
        }
        notes = []
        if let ids, ids.count == 1, let id = ids.first, let notesSince, let habit = habit(id) {
            notes = all.entries.filter { $0.note != nil && $0.day >= notesSince && counts($0, for: habit) }
        }
    }
}
