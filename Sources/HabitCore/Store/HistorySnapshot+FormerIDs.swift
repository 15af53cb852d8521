/// Histories that follow renames (docs/data-format.md, `habits`, `was=`).
extension HistorySnapshot {
    /// The histories of `snapshot` (read with every entry) where an id on a `was=` list
    /// counts for the habit that lists it: `histories` (folded by id) with those ids taken
    /// out and each listing habit (with `only`, that one) folded again from its entries.
    init(following snapshot: Snapshot, histories: [HabitID: History], only: HabitID?, notesSince: Day?) {
        var histories = histories
        let former = snapshot.habitsFile.formerIDs
        for id in former.keys { histories[id] = nil }
        let listing = Set(former.values)
        for habit in snapshot.habits where listing.contains(habit.id) && (only == nil || only == habit.id) {
            histories[habit.id] = snapshot.history(of: habit)
        }
        self.init(snapshot, histories: histories)
        notes = []
        if let only, let notesSince, let habit = snapshot.habit(only) {
            notes = snapshot.entries.filter {
                $0.note != nil && $0.day >= notesSince && snapshot.counts($0, for: habit)
            }
        }
    }
}
