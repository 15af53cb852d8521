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
    ///
    /// A habit whose goal changed is scored goal by goal, each with its own f and p and its
    /// window starting on its first day, the score going on from one to the next; the days
    /// of a former `anytime` goal leave it unchanged, and the score starts on the first
    /// entry or the first day of an at-most goal, whichever comes first (docs/streaks.md,
    /// "Goals that change"). `nil` when the goal in force today is `anytime`.
    /// - Parameters:
    ///   - habit: the habit, with its goals and `since`.
    ///   - history: its entries folded per day (`Snapshot.history(of:)`).
    ///   - today: the last day scored (already shifted by the day-start).
    /// - Returns: the score in 0…1 as of the end of `today`; `nil` for an `anytime` goal today.
    public static func strength(_ habit: Habit, history: History, today: Day) -> Double? {
        guard StrengthRule(habit: habit.judged(on: today)) != nil else { return nil }
        var score: Double? = nil
        history.withColumns { days, states in
            habit.forEachGoal(through: today) { stretch, last in
                guard let rule = StrengthRule(habit: stretch) else { return }
                var start = stretch.since
                if score == nil {
                    guard let first = rule.firstDay(stretch, history: history), first <= last else { return }
                    start = first
                }
                score = rule.score(
                    days: days, states: states, from: history.firstIndex(onOrAfter: stretch.since),
                    start: start.number, last: last.number, initial: score)
            }
        }
        return score ?? 0
    }
}
