/// The text forms of a schedule (docs/data-format.md, `every=`), as typed after `--every` and stored in the
/// `habits` file. `description` prints the canonical form, which parses back to the same
/// value.
extension Schedule: CustomStringConvertible, LosslessStringConvertible {
    /// Parses any accepted form, case-insensitively, ignoring surrounding spaces:
    /// `daily`, `weekdays`, `weekends`, a comma list of weekday names (`mon,wed,fri`),
    /// `N/week`, `week`, `N/month`, `month`, `N days`, `N day`, `Nd`, `T in I days` (also
    /// `T times in I days` and the short form `T/Id`, e.g. `3/7d`), `anytime`.
    /// - Parameter text: a schedule as typed; a count out of range (`8/week`, `32/month`,
    ///   `3661 days`) or an unknown word gives `nil`.
    public init?(_ text: String) {
        let lower = Schedule.folded(text)
        switch lower {
        case "daily", "day", "1/day", "1d", "1 day", "1 days": self = .daily
        case "weekdays": self = .weekdays(Schedule.workWeek)
        case "weekends": self = .weekdays(Schedule.weekend)
        case "week", "weekly": self = .perWeek(1)
        case "month", "monthly": self = .perMonth(1)
        case "anytime": self = .anytime
        default:
            if let (times, days) = Schedule.rolling(lower) {
                self = .rolling(times: times, days: days)
            } else if let n = Schedule.count(before: "/week", in: lower), (1...7).contains(n) {
                self = .perWeek(n)
            } else if let n = Schedule.count(before: "/month", in: lower), (1...31).contains(n) {
                self = .perMonth(n)
            } else if let n = Schedule.count(before: " days", in: lower) ?? Schedule.count(before: "d", in: lower)
                ?? Schedule.count(before: " day", in: lower), (1...3660).contains(n)
            {
                self = n == 1 ? .daily : .everyNDays(n)
            } else if let days = Schedule.weekdayList(lower) {
                self = days.count == 7 ? .daily : .weekdays(days)
            } else {
                return nil
            }
        }
    }

    /// The canonical text: `daily`, `weekdays`, `weekends`, `mon,wed,fri` (Monday first),
    /// `3/week`, `week`, `2/month`, `month`, `3d`, `3 in 7 days`, `anytime`. Only the
    /// rolling form contains spaces (the `habits` file quotes it).
    public var description: String {
        switch self {
        case .daily: "daily"
        case .weekdays(let days):
            if days == Schedule.workWeek {
                "weekdays"
            } else if days == Schedule.weekend {
                "weekends"
            } else {
                days.sorted().map(\.shortName).joinedText(separator: ",")
            }
        case .perWeek(let n): n == 1 ? "week" : "\(n)/week"
        case .perMonth(let n): n == 1 ? "month" : "\(n)/month"
        case .everyNDays(let n): "\(n)d"
        case .rolling(let times, let days): "\(times) in \(days) days"
        case .anytime: "anytime"
        }
    }

    /// The accepted form nearest to a refused `text`, for "did you mean": a rolling window
    /// written without `days` (`3 in 7`), as harsh writes it (`3/7`), or with another word
    /// (`3 per 7 days`, `3 of 7 days`, `3 out of 7 days`) becomes `3 in 7 days`; `nil` when
    /// nothing is near.
    package static func suggestion(for text: String) -> String? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var candidate: String?
        if words.count == 1 {
            let halves = words[0].split(separator: "/", omittingEmptySubsequences: false)
            if halves.count == 2 { candidate = "\(halves[0]) in \(halves[1]) days" }
        } else if words.count == 3, words[1] == "in" {
            candidate = "\(words[0]) in \(words[2]) days"
        } else if words.count >= 4, ["per", "of", "out", "every", "times"].contains(words[1]),
            let last = words.last, last == "days" || last == "day"
        {
            candidate = "\(words[0]) in \(words[words.count - 2]) days"
        }
        guard let candidate, Schedule(candidate) != nil else { return nil }
        return candidate
    }

    /// `T in I days`, `T times in I days`, `T in I day` or `T/Id` with 1 ≤ T ≤ I ≤ 3660,
    /// spaces between the words of any width; `nil` for anything else.
    private static func rolling(_ text: String) -> (Int, Int)? {
        // Every form has words apart, or is the one word `T/Id`: any other text is none,
        // told without splitting it.
        let bytes = text.utf8
        guard
            bytes.contains(where: { $0 == 32 || $0 == 9 })
                || (bytes.last == UInt8(ascii: "d") && bytes.contains(UInt8(ascii: "/")))
        else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var parts: (String, String)
        switch words.count {
        case 1:
            // The short form: `3/7d`.
            let halves = text.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count == 2, halves[1].hasSuffix("d") else { return nil }
            parts = (String(halves[0]), String(halves[1].dropLast()))
        case 4 where words[1] == "in" && (words[3] == "days" || words[3] == "day"):
            parts = (words[0], words[2])
        case 5 where words[1] == "times" && words[2] == "in" && (words[4] == "days" || words[4] == "day"):
            parts = (words[0], words[3])
        default:
            return nil
        }
        guard let times = number(parts.0), let days = number(parts.1), times >= 1, times <= days, days <= 3660
        else { return nil }
        return (times, days)
    }

    /// `text` in lower case without leading and trailing spaces and tabs; `text` itself
    /// when it has none to fold or trim, as the canonical text the `habits` file holds.
    private static func folded(_ text: String) -> String {
        let bytes = text.utf8
        let blank = { (byte: UInt8?) in byte == 32 || byte == 9 }
        if !blank(bytes.first), !blank(bytes.last), !bytes.contains(where: { $0 >= 0x80 || (65...90).contains($0) }) {
            return text
        }
        return text.lowercased().trimmingSpaces()
    }

    /// A count of 1 to 4 ASCII digits.
    private static func number(_ text: String) -> Int? { number(text.utf8[...]) }

    /// The count of 1 to 4 ASCII digits `bytes` spell.
    private static func number(_ bytes: Substring.UTF8View) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 4 else { return nil }
        var value = 0
        for byte in bytes {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func count(before suffix: String, in text: String) -> Int? {
        guard text.utf8.count > suffix.utf8.count, text.utf8.reversed().starts(with: suffix.utf8.reversed()) else {
            return nil
        }
        return number(text.utf8.dropLast(suffix.utf8.count))
    }

    private static func weekdayList(_ text: String) -> Set<Weekday>? {
        var days = Set<Weekday>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = Weekday(name: String(part).trimmingSpaces()), !days.contains(day) else { return nil }
            days.insert(day)
        }
        return days.isEmpty ? nil : days
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    package func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
