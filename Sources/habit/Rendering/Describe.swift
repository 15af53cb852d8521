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

    /// `tags morning, health`, `tag morning`, or `no tags`.
    static func tags(_ tags: [HabitTag]) -> String {
        if tags.isEmpty { return "no tags" }
        return (tags.count == 1 ? "tag " : "tags ") + tags.map { $0.rawValue }.joinedText(separator: ", ")
    }

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

    /// `due today`, or `due by Mon, Nov 23`: the last day to meet the current period.
    static func due(_ day: Day, today: Day) -> String {
        day == today ? "due today" : "due by \(shortDate(day, today: today))"
    }

    /// How many check-ins an amount of a check habit counts (`3` of `3 of 5 this week`):
    /// each check-in records 1, so the amount is whole.
    static func checkIns(_ amount: Amount) -> Int { Int(amount.thousandths / 1000) }

    /// The name column beside an id: blank when the name is just the id, else the name as
    /// a terminal shows it (`TextWidth.display`).
    static func nameBesideID(_ name: String, id: String) -> String { name == id ? "" : TextWidth.display(name) }

    /// `8 glasses`, `1 glass`, `2.5 km`, `3`: the unit in the number's grammatical number
    /// (`unit(_:for:)`).
    static func quantity(_ amount: Amount, _ unit: String?) -> String {
        unit.map { "\(amount) " + Describe.unit($0, for: amount) } ?? "\(amount)"
    }

    /// A habit's unit as it reads after `amount`: as the habit names it, in the singular
    /// for exactly 1 (docs/cli.md, "Output"). A word of four or more lower-case letters
    /// ending in `s` loses it, and `es` too after `ss`, `x`, `ch` and `sh` (`cups` →
    /// `cup`, `glasses` → `glass`, `inches` → `inch`). Anything else stays as written:
    /// short units (`km`, `lbs`), words ending in `ss`, `us`, `is` or `ies` (which have no
    /// safe rule), and units of several words. Bytes are compared, not characters.
    static func unit(_ unit: String, for amount: Amount) -> String {
        guard amount == Amount(1) else { return unit }
        let bytes = Array(unit.utf8)
        let ends = { (suffix: String) in
            bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        guard bytes.count >= 4, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), ends("s"),
            !["ss", "us", "is", "ies"].contains(where: ends)
        else { return unit }
        let drop = ["sses", "xes", "ches", "shes"].contains(where: ends) ? 2 : 1
        return String(decoding: bytes.dropLast(drop), as: UTF8.self)
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

    /// `run`, `run and swim`, `run, bike and swim`.
    static func and(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joinedText(separator: ", ") + " and " + last
    }

    /// Plural helper: `1 habit`, `2 habits`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
