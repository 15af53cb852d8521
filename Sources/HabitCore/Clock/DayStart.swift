/// The time of day at which a new day begins for the user (docs/cli.md, "Time"): with `04:00`,
/// 02:30 on Nov 22 still belongs to Nov 21. The default is midnight.
package struct DayStart: Sendable, Hashable, Codable, Comparable {
    /// Minutes after midnight, 0…1439.
    let minutes: Int

    /// Midnight: days begin at 00:00.
    static let midnight = DayStart(validMinutes: 0)

    /// The day start `minutes` after midnight; `nil` outside 0…1439.
    init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    private init(validMinutes: Int) {
        self.minutes = validMinutes
    }

    /// Whether `lhs` is the earlier start of day.
    package static func < (lhs: DayStart, rhs: DayStart) -> Bool { lhs.minutes < rhs.minutes }
}

extension DayStart: CustomStringConvertible, LosslessStringConvertible {
    /// Parses `HH:MM` (24-hour clock, `00:00`…`23:59`; a one-digit hour like `4:00` is
    /// accepted too).
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
        else { return nil }
        self.init(validMinutes: hours * 60 + minutes)
    }

    /// `HH:MM`, zero-padded.
    package var description: String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
