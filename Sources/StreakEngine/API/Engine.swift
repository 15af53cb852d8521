import HabitCore

/// The streak engine (docs/streaks.md): pure functions from a habit, its folded history, today
/// and the first day of the week to period outcomes, streaks, status, statistics,
/// strength and series.
///
/// No I/O, no clock, no global state: `today` and `weekStart` are parameters and all
/// arithmetic is on integer civil days, with no `Calendar`. `analyze` walks the habit's
/// recorded days (its periods, then its statistics and strength), handling a stretch of
/// days with nothing recorded in O(1): the cost is linear in entries (plus one step per
/// week or month for quota schedules), with no allocation.
public enum Engine {
    /// Everything the engine derives about `habit` for `today`: current and longest streak
    /// with unit, status and `due_by`, statistics, strength score and today's state. A
    /// habit whose goal changed has each period judged under the goal then in force, and
    /// today's period, unit and status under today's (docs/streaks.md, "Goals that change").
    ///
    /// - Parameters:
    ///   - habit: the habit, with its schedule, goals and `since`.
    ///   - history: the habit's entries folded per day (`History(folding:goal:)`).
    ///   - today: the civil day that counts as today (already shifted by the day-start).
    ///   - weekStart: the first day of calendar weeks, for `N/week` and `week` schedules.
    /// - Returns: the streaks, statistics, strength and today's state, as of `today`.
    public static func analyze(_ habit: Habit, history: History, today: Day, weekStart: Weekday) -> Analysis {
        analysis(
            habit, history: history, today: today,
            tally: scanTally(habit, history: history, today: today, weekStart: weekStart))
    }

    /// The streak, today's state and the current period of `habit`: the members of
    /// `analyze` that need no statistics or strength score, at a fraction of the cost
    /// (still one pass over the entries, for the longest streak).
    /// - Parameters:
    ///   - habit: the habit, with its schedule, goals and `since`.
    ///   - history: its entries folded per day (`Snapshot.history(of:)`).
    ///   - today: the civil day that counts as today (already shifted by the day-start).
    ///   - weekStart: the first day of calendar weeks, for `N/week` and `week` schedules.
    /// - Returns: the same streak, today's state and period `analyze` gives.
    public static func standing(_ habit: Habit, history: History, today: Day, weekStart: Weekday) -> Standing {
        standing(
            habit, history: history, today: today,
            tally: scanTally(habit, history: history, today: today, weekStart: weekStart))
    }

    /// The scan of every period of `habit` through today, tallied: what `standing` and
    /// `analyze` are made from.
    static func scanTally(_ habit: Habit, history: History, today: Day, weekStart: Weekday) -> StreakTally {
        var tally = StreakTally()
        PeriodScan(habit: habit, history: history, today: today, weekStart: weekStart).scan(into: &tally)
        return tally
    }

    /// `analyze` from the scan's `tally`.
    static func analysis(_ habit: Habit, history: History, today: Day, tally: StreakTally) -> Analysis {
        Analysis(
            standing: standing(habit, history: history, today: today, tally: tally),
            statistics: statistics(habit, history: history, today: today, tally: tally),
            strength: strength(habit, history: history, today: today))
    }

    /// `standing` from the scan's `tally`.
    static func standing(_ habit: Habit, history: History, today: Day, tally: StreakTally) -> Standing {
        let todayState = history.state(on: today)
        return habit.withJudged(on: today) { Standing(habit: $0, tally: tally, todayState: todayState, today: today) }
    }
}
