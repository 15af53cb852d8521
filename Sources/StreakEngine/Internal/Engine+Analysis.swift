import HabitCore

extension Engine {
    /// `analyze` for every schedule: the periods, then the statistics, then the strength
    /// score, each in its own pass over the entries.
    static func analyzeByPeriods(_ habit: Habit, history: History, today: Day, weekStart: Weekday) -> Analysis {
        var tally = StreakTally()
        PeriodScan(habit: habit, history: history, today: today, weekStart: weekStart).scan(into: &tally)
        return Analysis(
            standing: Standing(habit: habit, tally: tally, todayState: history.state(on: today), today: today),
            statistics: statistics(habit, history: history, today: today, tally: tally),
            strength: strength(habit, history: history, today: today))
    }

    /// The one-pass analysis of daily and weekday-list habits; `nil` for other schedules,
    /// which go through the general period scan.
    static func perDay(_ habit: Habit, history: History, today: Day) -> PerDayAnalysis? {
        switch habit.schedule {
        case .daily: PerDayAnalysis(habit: habit, history: history, today: today, mask: DueMask.all)
        case .weekdays(let set): PerDayAnalysis(habit: habit, history: history, today: today, mask: DueMask.of(set))
        case .perWeek, .perMonth, .everyNDays, .rolling, .anytime: nil
        }
    }
}
