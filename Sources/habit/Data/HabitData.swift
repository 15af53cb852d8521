import HabitCore

/// What the views read, whatever shape the data was read in: the habits, the settings,
/// today, and each habit's folded history. `Session` (entries) and `HistorySession`
/// (histories folded while reading) both give it; only `Session` has entries, so a view
/// that needs them cannot be handed histories alone.
protocol HabitData {
    /// All habits in the user's order, archived ones included.
    var habits: [Habit] { get }
    /// The settings.
    var config: Config { get }
    /// Today's civil date for this run.
    var today: Day { get }
    /// The folded history of `habit`.
    func history(of habit: Habit) -> History
}

extension HabitData {
    /// The habits views show: not archived, in the user's order.
    var activeHabits: [Habit] { habits.filter { !$0.archived } }
    /// The first day of the week from config.
    var weekStart: Weekday { config.weekStart }

    /// The habit with the id typed as `text`, or an error with a "did you mean".
    func habit(_ text: String) throws(HabitError) -> Habit {
        try Session.find(text, in: habits)
    }

    /// A date argument (`--date`, `--from`, `--to`, `--since`) read against today.
    func day(_ text: String) throws(ClockError) -> Day { try Clock.day(fromArgument: text, today: today) }
}
