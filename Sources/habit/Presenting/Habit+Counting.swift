import HabitCore

extension Habit {
    /// Whether an entry on `day` counts for the habit: the day lies in one of its periods
    /// — any day from `since` on (a quota's week or month, an `N days` gap, a `T in I days`
    /// window, an `anytime` habit's tracking), but a weekday list's days off. The one rule
    /// of what `check @TAG` records and what `ask --date D` asks about (docs/cli.md, "Tags"
    /// and "Writing commands").
    func countsEntry(on day: Day) -> Bool {
        guard day >= since else { return false }
        if case .weekdays = schedule { return schedule.isDueDay(day) }
        return true
    }
}
