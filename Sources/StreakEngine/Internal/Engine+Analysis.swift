import HabitCore

extension Engine {
    /// Every period of `habit` from the one containing `since` through the one containing
    /// today, oldest first (docs/streaks.md). Empty for `anytime` habits and when today is before
    /// `since`.
    ///
    /// Weeks and months are whole calendar periods: the first one may start before
    /// `since`. For `N days` habits the periods are the gaps between check-ins (see
    /// `IntervalScan`), ending with the open gap when today has no check-in.
    static func periods(_ habit: Habit, history: History, today: Day, weekStart: Weekday) -> [Period] {
        var list = PeriodList()
        PeriodScan(habit: habit, history: history, today: today, weekStart: weekStart).scan(into: &list)
        return list.periods
    }

    /// What a streak of `schedule` counts; `nil` for `anytime`, which has no streak.
    static func unit(of schedule: Schedule) -> StreakUnit? {
        switch schedule {
        case .daily, .weekdays, .rolling: .days
        case .perWeek: .weeks
        case .perMonth: .months
        case .everyNDays: .checkins
        case .anytime: nil
        }
    }
}
