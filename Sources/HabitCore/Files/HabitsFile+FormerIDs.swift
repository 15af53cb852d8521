/// The ids habits were renamed from (docs/data-format.md, `habits`, `was=`).
extension HabitsFile {
    /// Each id on a `was=` list, mapped to the habit that lists it. An id that a current
    /// habit has is left out (that habit wins: `add read` after `rename read books` is a
    /// new habit), and an id two habits list goes to the first in the file.
    package var formerIDs: [HabitID: HabitID] {
        let habits = self.habits
        let current = Set(habits.map(\.id))
        var map: [HabitID: HabitID] = [:]
        for habit in habits {
            for former in habit.formerIDs where !current.contains(former) && map[former] == nil {
                map[former] = habit.id
            }
        }
        return map
    }
}
