import HabitCore
import StreakEngine

/// Words for schedules, goals, streaks and dates, shared by the views. English, no
/// locale: the output must be the same everywhere (and in the golden files).
enum Describe {
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `Saturday, November 21, 2026`.
    static func longDate(_ day: Day) -> String {
        "\(weekdayNames[day.weekday.rawValue - 1]), \(monthNames[day.month - 1]) \(day.day), \(day.year)"
    }

    /// `Mon, Nov 23`.
    static func shortDate(_ day: Day) -> String {
        "\(weekdayNames[day.weekday.rawValue - 1].prefix(3)), \(monthNames[day.month - 1].prefix(3)) \(day.day)"
    }

    /// `Mon, Nov 23`, with the year (`Wed, Nov 19, 2025`) when it is not `today`'s.
    static func shortDate(_ day: Day, today: Day) -> String {
        shortDate(day) + (day.year == today.year ? "" : ", \(day.year)")
    }

    /// `Nov`.
    static func monthAbbreviation(_ month: Int) -> String { String(monthNames[month - 1].prefix(3)) }

    /// `check`, `at least 8 glasses`, `at most 2 cups` (per period).
    static func goal(_ goal: Goal, schedule: Schedule) -> String {
        let period: String
        switch schedule {
        case .perWeek: period = " a week"
        case .perMonth: period = " a month"
        default: period = " a day"
        }
        switch goal {
        case .check: return "check"
        case .atLeast(let target, let unit): return "at least \(quantity(target, unit))" + period
        case .atMost(let max, let unit): return "at most \(quantity(max, unit))" + period
        }
    }

    /// `8 glasses`, `2.5 km`, `3`.
    static func quantity(_ amount: Amount, _ unit: String?) -> String {
        unit.map { "\(amount) \($0)" } ?? "\(amount)"
    }

    /// `12 days`, `1 week`, `3 check-ins`; just the number without a unit.
    static func streak(_ count: Int, unit: StreakUnit?) -> String {
        guard let unit else { return "\(count)" }
        let word: String
        switch unit {
        case .days: word = count == 1 ? "day" : "days"
        case .weeks: word = count == 1 ? "week" : "weeks"
        case .months: word = count == 1 ? "month" : "months"
        case .checkins: word = count == 1 ? "check-in" : "check-ins"
        }
        return "\(count) \(word)"
    }

    /// `12d`, `3w`, `2mo`, `5x` (check-ins): the streak in few columns.
    static func shortStreak(_ count: Int, unit: StreakUnit?) -> String {
        switch unit {
        case .days?: "\(count)d"
        case .weeks?: "\(count)w"
        case .months?: "\(count)mo"
        case .checkins?: "\(count)x"
        case nil: "\(count)"
        }
    }

    /// Status words for people: `at risk`, `not started`, …
    static func status(_ status: HabitStatus) -> String {
        switch status {
        case .tracking: "tracking"
        case .active: "active"
        case .skipping: "skipping today"
        case .broken: "broken"
        case .unstarted: "not started"
        case .atRisk: "at risk"
        case .pending: "pending"
        }
    }

    /// `87%`, or `—` when there is no value.
    static func percent(_ value: Double?, style: Style) -> String {
        guard let value else { return style.unicode ? "—" : "-" }
        return "\(Int((value * 100).rounded()))%"
    }

    /// Plural helper: `1 habit`, `2 habits`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
