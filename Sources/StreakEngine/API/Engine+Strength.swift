import HabitCore

extension Engine {
    /// The strength score in 0…1 (docs/streaks.md): Loop Habit Tracker's exponential smoothing.
    /// `nil` for `anytime` habits.
    ///
    /// With frequency f = num/den (1/1 when num ≥ den) and m = 0.5^(√f / 13), the score
    /// starts at 0 (at-most habits: at 1, nothing over the limit yet, as in Loop Habit
    /// Tracker) and then, for every day up to and including today, is unchanged on a
    /// skipped day and `score·m + p·(1 − m)` otherwise (see `StrengthRule` for p).
    ///
    /// The first day is the habit's first recorded entry (any action; at-most habits:
    /// `since`), but never before `since`: entries before `since` are outside the habit's
    /// history everywhere in the engine. Without entries the score is 0 (at-most: 1).
    /// Today is updated like any other day, so an unchecked today lowers the score until
    /// it is checked.
    /// A sliding window over the entries, updated only on days an entry enters or leaves
    /// it: O(entries), with no per-day work.
    public static func strength(_ habit: Habit, history: History, today: Day) -> Double? {
        guard let rule = StrengthRule(habit: habit) else { return nil }
        let since = habit.since
        guard let start = rule.firstDay(habit, history: history), start <= today else { return 0 }
        let first = history.firstIndex(onOrAfter: since)
        return history.days.withUnsafeBufferPointer { days in
            rule.score(days: days, states: history.dayStates, from: first, start: start.number, last: today.number)
        }
    }
}
