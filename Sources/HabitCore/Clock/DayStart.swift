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
    /// Parses `HH:MM` as every time of day is parsed (`TimeOfDay`, docs/reminders.md).
    package init?(_ text: String) {
        guard let time = TimeOfDay(text) else { return nil }
        self.init(validMinutes: time.minutes)
    }

    /// The time of day this start is: `HH:MM`, zero-padded, as `TimeOfDay` writes it.
    package var time: TimeOfDay { TimeOfDay(minutes: minutes) ?? .midnight }

    /// `HH:MM`, zero-padded.
    package var description: String { time.description }
}
