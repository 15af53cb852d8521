/// When a habit is due (docs/streaks.md, "Periods").
public enum Schedule: Sendable, Hashable {
    /// Due every day; the streak counts days.
    case daily
    /// Due on the listed weekdays only; other days are neutral. The set is never empty.
    case weekdays(Set<Weekday>)
    /// At least `n` done days (1…7) in each calendar week; the streak counts weeks.
    case perWeek(Int)
    /// At least `n` done days (1…31) in each calendar month; the streak counts months.
    case perMonth(Int)
    /// A done day at least every `n` days (n ≥ 1); the streak counts check-ins.
    case everyNDays(Int)
    /// At least `times` done days in every window of `days` consecutive days, a rolling
    /// window rather than a calendar week (1 ≤ times ≤ days ≤ 3660): `3 in 7 days`,
    /// harsh's `T/I`, Loop Habit Tracker's "T times in I days". Every day is judged by
    /// the window that ends on it; the streak counts days (docs/streaks.md).
    case rolling(times: Int, days: Int)
    /// Never due: tracking only, no streak.
    case anytime

    /// Monday to Friday.
    public static let workWeek: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    /// Saturday and Sunday.
    static let weekend: Set<Weekday> = [.saturday, .sunday]

    /// Whether `day` is due under a per-day schedule (daily or a weekday list).
    /// Quota and interval schedules have no due days of their own and answer `false`.
    /// - Parameter day: any day; `since` is not looked at (a day before it is due as any other).
    /// - Returns: `true` for every day under `daily`, for a listed weekday under a weekday
    ///   list; `false` under every other schedule.
    public func isDueDay(_ day: Day) -> Bool {
        switch self {
        case .daily: true
        case .weekdays(let days): days.contains(day.weekday)
        case .perWeek, .perMonth, .everyNDays, .rolling, .anytime: false
        }
    }
}

extension Schedule {
    /// About how many days a history kept under this schedule from `since` through `end`
    /// holds at most when kept as scheduled (more when days beyond the schedule are
    /// logged): to size the arrays a history is folded into, never to decide anything.
    func expectedDays(from since: Day, through end: Day) -> Int {
        let span = max(end.number - since.number + 1, 0)
        let perWeek: Int
        switch self {
        case .daily, .anytime: perWeek = 7
        case .weekdays(let days): perWeek = days.count
        case .perWeek(let count): perWeek = min(count + 1, 7)
        case .perMonth(let count): perWeek = min(count / 4 + 1, 7)
        case .everyNDays(let interval): perWeek = max(7 / interval, 1)
        case .rolling(let times, let days): perWeek = min(7 * times / days + 1, 7)
        }
        return span * perWeek / 7 + 16
    }
}
