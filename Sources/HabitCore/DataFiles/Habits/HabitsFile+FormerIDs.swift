/// The ids habits were renamed from (docs/data-format.md, `habits`, `was=`).
extension HabitsFile {
    /// Each id on a `was=` list, mapped to the habit that lists it. An id that a current
    /// habit has is left out (that habit wins: `add read` after `rename read books` is a
    /// new habit), and an id two habits list goes to the first in the file.
    package var formerIDs: [HabitID: HabitID] {
        var map: [HabitID: HabitID] = [:]
        // Most files have no `was=` list: the current ids are gathered only for one that has.
        var current: Set<HabitID>?
        for case .habit(let habit) in lines where !habit.formerIDs.isEmpty {
            let ids = current ?? Set(habitIDs)
            current = ids
            for former in habit.formerIDs where !ids.contains(former) && map[former] == nil {
                map[former] = habit.id
            }
        }
        return map
    }

    /// The ids of the habits, in sort order: `habits` without copying each habit.
    var habitIDs: [HabitID] {
        lines.compactMap { if case .habit(let habit) = $0 { habit.id } else { nil } }
    }
}
