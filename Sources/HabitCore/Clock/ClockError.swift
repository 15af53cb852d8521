/// Why "today" or a date argument could not be worked out.
package enum ClockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `HABIT_NOW` is not an ISO 8601 date and time.
    case invalidNow(String)
    /// The config's `timezone` names no zone the system knows.
    case unknownTimeZone(String)
    /// A date (`--today`, `HABIT_TODAY`, `--date`, `--from`, `--to`, `--since`) in none of
    /// the accepted forms; one message wherever it came from (docs/cli.md, "Dates").
    case invalidDate(String)
    /// `HABIT_TODAY` in none of the accepted forms: the date message, naming the variable,
    /// which the person did not type on this command line.
    case invalidTodayVariable(String)
    /// A date argument that names a day outside 0001-01-01…9999-12-31 (`yesterday` on
    /// 0001-01-01).
    case dayOutOfRange(String)
    /// The clock (or `HABIT_NOW`) gives a today outside 0001-01-01…9999-12-31.
    case todayOutOfRange(Day)

    /// The message, lower-case, with the offending text in single quotes.
    package var description: String {
        switch self {
        case .invalidNow(let text):
            "invalid HABIT_NOW '\(Echo.token(text))': expected ISO 8601 like 2026-11-22T02:30:00+01:00"
        case .unknownTimeZone(let text):
            "unknown time zone '\(Echo.token(text))' in config: expected a name like Europe/Berlin"
        case .invalidDate(let text):
            "invalid date '\(Echo.token(text))': " + ClockError.expected(near: text)
        case .invalidTodayVariable(let text):
            "invalid HABIT_TODAY '\(Echo.token(text))': " + ClockError.expected(near: text)
        case .dayOutOfRange(let text):
            "date '\(Echo.token(text))' is out of range: days run from 0001-01-01 to 9999-12-31"
        case .todayOutOfRange(let day):
            "today would be '\(Echo.token(day))', out of range: days run from 0001-01-01 to 9999-12-31; "
                + "check the clock, HABIT_NOW or the time zone, or give --today"
        }
    }
}

extension ClockError {
    /// What a date argument may be, after a "did you mean" when `text` is a slip of a word.
    private static func expected(near text: String) -> String {
        (ClockError.dateWord(near: text).map { "did you mean '\($0)'? " } ?? "")
            + "expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"
    }

    /// The date word (`today`, `yesterday`, a weekday) `text` is a slip of — at most one
    /// edit for short words, two for long ones (a swap counts as one) — or `nil`.
    static func dateWord(near text: String) -> String? {
        let typed = Array(text.lowercased())
        guard typed.count >= 3, typed.count <= 12 else { return nil }
        let words = [
            "today", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        ]
        var best: (word: String, distance: Int)?
        for word in words {
            let distance = editDistance(typed, Array(word))
            let limit = word.count >= 7 ? 2 : 1
            if distance > 0, distance <= limit, distance < (best?.distance ?? Int.max) { best = (word, distance) }
        }
        return best?.word
    }

    /// Insertions, deletions, substitutions and swaps of neighbours between `a` and `b`.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
