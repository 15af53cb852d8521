/// A wall-clock time of day, `HH:MM` (docs/reminders.md): a habit's reminder time, or the
/// time a day starts. It names no zone and no day; the caller's zone and day-start place it.
public struct TimeOfDay: Sendable, Hashable, Comparable, Codable {
    /// Minutes after midnight, 0…1439.
    public let minutes: Int

    /// Midnight, `00:00`.
    public static let midnight = TimeOfDay(validMinutes: 0)

    /// The time `minutes` after midnight; `nil` outside 0…1439.
    /// - Parameter minutes: minutes after midnight, 0…1439.
    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    private init(validMinutes: Int) {
        self.minutes = validMinutes
    }

    /// Whether `lhs` comes earlier in the day.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

extension TimeOfDay: CustomStringConvertible, LosslessStringConvertible {
    /// Parses `HH:MM` on the 24-hour clock, `00:00`…`23:59`; a one-digit hour (`7:30`) is
    /// accepted too. `nil` for anything else.
    /// - Parameter text: the time as typed, no spaces around it (`7:30`, `20:05`).
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
        else { return nil }
        self.init(validMinutes: hours * 60 + minutes)
    }

    /// Parses a comma-separated list of times (`08:00,20:30`, as `remind=` and `--remind`
    /// take them): sorted, each time once.
    ///
    /// - Parameter text: the times, separated by commas without spaces; an empty piece
    ///   (`08:00,`, or an empty text) is no time.
    /// - Returns: the times, earliest first, none twice.
    /// - Throws: `ValueError.invalidTime` naming the first piece that is not a time.
    public static func list(_ text: String) throws(ValueError) -> [TimeOfDay] {
        var times: [TimeOfDay] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let time = TimeOfDay(String(piece)) else { throw .invalidTime(String(piece)) }
            times.append(time)
        }
        return Array(Set(times)).sorted()
    }

    /// `HH:MM`, zero-padded.
    public var description: String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
