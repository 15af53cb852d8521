/// Why "today" or a date argument could not be worked out.
public enum ClockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--today` is not `YYYY-MM-DD`.
    case invalidTodayOption(String)
    /// `HABIT_TODAY` is not `YYYY-MM-DD`.
    case invalidTodayEnvironment(String)
    /// `HABIT_NOW` is not an ISO 8601 date and time.
    case invalidNow(String)
    /// The config's `timezone` names no zone the system knows.
    case unknownTimeZone(String)
    /// A `--date`/`--from`/`--to`/`--since` value is none of the accepted words.
    case invalidDateArgument(String)
    /// A date argument that names a day outside 0001-01-01…9999-12-31 (`yesterday` on
    /// 0001-01-01).
    case dayOutOfRange(String)
    /// The clock (or `HABIT_NOW`) gives a today outside 0001-01-01…9999-12-31.
    case todayOutOfRange(Day)

    /// The message, lower-case, with the offending text in single quotes.
    public var description: String {
        switch self {
        case .invalidTodayOption(let text):
            "invalid --today '\(Echo.token(text))': expected YYYY-MM-DD"
        case .invalidTodayEnvironment(let text):
            "invalid HABIT_TODAY '\(Echo.token(text))': expected YYYY-MM-DD"
        case .invalidNow(let text):
            "invalid HABIT_NOW '\(Echo.token(text))': expected ISO 8601 like 2026-11-22T02:30:00+01:00"
        case .unknownTimeZone(let text):
            "unknown time zone '\(Echo.token(text))' in config: expected a name like Europe/Berlin"
        case .invalidDateArgument(let text):
            "invalid date '\(Echo.token(text))': expected YYYY-MM-DD, MM-DD, today, yesterday, "
                + "'N days ago' or mon...sun"
        case .dayOutOfRange(let text):
            "date '\(Echo.token(text))' is out of range: days run from 0001-01-01 to 9999-12-31"
        case .todayOutOfRange(let day):
            "today would be '\(Echo.token(day))', out of range: days run from 0001-01-01 to 9999-12-31; "
                + "check the clock, HABIT_NOW or the time zone, or give --today"
        }
    }
}
