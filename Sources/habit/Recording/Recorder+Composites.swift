import HabitCore

extension Recorder {
    /// Refuses a habit made of others: its days are its members', and it has no entries
    /// of its own (docs/streaks.md, "Habits made of others").
    func refuseComposite(_ habit: Habit) throws(HabitError) {
        guard habit.isComposite else { return }
        throw .compositeHasNoEntries(habit: habit.id.rawValue, members: habit.membersInWords, command: command)
    }
}
