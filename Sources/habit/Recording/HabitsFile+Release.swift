import HabitCore

extension HabitsFile {
    /// Lets habit `id` go from the habits made of it before `command` (`remove`,
    /// `archive`) takes it away: refused while one names it, unless `force`, which takes
    /// it out of their members — refused still when a composite would be left with fewer
    /// than two (docs/streaks.md, "Habits made of others").
    mutating func release(_ id: HabitID, force: Bool, command: String) throws(HabitError) {
        let composites = composites(naming: id)
        guard !composites.isEmpty else { return }
        guard force else {
            throw .memberOfComposite(
                habit: id.rawValue, composites: composites.map { $0.id.rawValue }, command: command)
        }
        for composite in composites where composite.members.count - 1 < Habit.minimumMembers {
            throw .compositeTooSmall(
                habit: id.rawValue, composite: composite.id.rawValue,
                left: composite.members.filter { $0 != id }.map { $0.rawValue }, command: command)
        }
        dropMember(id)
    }
}
