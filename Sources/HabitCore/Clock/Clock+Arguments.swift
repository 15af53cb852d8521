/// Reading the date arguments of the command line (docs/cli.md, "Dates").
extension Clock {
    /// Reads a date argument (`--date`, `--from`, `--to`, `--since`, and `--today` or
    /// `HABIT_TODAY` against the clock's today) against `today`:
    ///
    /// - `YYYY-MM-DD`;
    /// - `MM-DD`: the most recent such day, today included (`02-29`: the last leap day);
    /// - `today`, `yesterday`;
    /// - `N days ago` (`1 day ago`; `0 days ago` is today);
    /// - a weekday name `mon`…`sun` (also `monday`…`sunday`): the most recent such day,
    ///   today included.
    ///
    /// Words are read in any case. Every answer lies in 0001-01-01…9999-12-31: a form that
    /// would leave that range (`yesterday` on 0001-01-01) throws `dayOutOfRange`.
    package static func day(fromArgument text: String, today: Day) throws(ClockError) -> Day {
        if let day = Day(text) { return day }
        guard today.isValid else { throw .dayOutOfRange(text) }
        let lower = text.lowercased()
        let back: Int
        switch lower {
        case "today": back = 0
        case "yesterday": back = 1
        default:
            if let weekday = Weekday(name: lower) {
                back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            } else if let count = daysAgo(lower) {
                back = count
            } else if let (month, day) = monthAndDay(lower) {
                return try mostRecent(month: month, day: day, onOrBefore: today, text: text)
            } else {
                throw .invalidDate(text)
            }
        }
        guard let day = today.offset(by: -back) else { throw .dayOutOfRange(text) }
        return day
    }

    /// `N days ago` or `1 day ago`: N, a whole number of at most nine digits.
    private static func daysAgo(_ text: String) -> Int? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 3, words[2] == "ago", words[1] == "days" || words[1] == "day",
            (1...9).contains(words[0].count), words[0].utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let count = Int(words[0])
        else { return nil }
        return words[1] == "day" && count != 1 ? nil : count
    }

    /// `MM-DD` with a month 1–12 and a day that exists in some year (`02-29` does).
    private static func monthAndDay(_ text: String) -> (Int, Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "-") else { return nil }
        let digits = [bytes[0], bytes[1], bytes[3], bytes[4]].map { Int($0) &- 48 }
        guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let month = digits[0] * 10 + digits[1]
        let day = digits[2] * 10 + digits[3]
        guard (1...12).contains(month), day >= 1, day <= (month == 2 ? 29 : Day.daysInMonth(year: 1, month: month))
        else { return nil }
        return (month, day)
    }

    /// The latest day on or before `today` that falls on `month`/`day`.
    private static func mostRecent(month: Int, day: Int, onOrBefore today: Day, text: String) throws(ClockError)
        -> Day
    {
        var year = today.year
        // A leap day recurs within eight years; any other date within one.
        while year >= 1, year >= today.year - 8 {
            if let candidate = Day(year: year, month: month, day: day), candidate <= today { return candidate }
            year -= 1
        }
        throw .dayOutOfRange(text)
    }
}
