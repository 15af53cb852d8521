import Foundation

@testable import HabitCore

/// The code under test: habit's "today" for an instant, zone and day-start, both through
/// `Clock.today(at:in:dayStart:)` and through the whole `HABIT_NOW` path of
/// `Clock.resolveToday`.
enum HabitToday {
    static func today(at instant: Int64, zone: LocalZone, dayStart: Int) -> Day {
        Clock.today(
            at: Date(timeIntervalSince1970: TimeInterval(instant)), in: zone,
            dayStart: DayStart(minutes: dayStart / 60) ?? .midnight)
    }

    /// Today from `HABIT_NOW` = `text` with the config naming `zone`.
    static func today(habitNow text: String, zone: String, dayStart: Int) throws -> Day {
        try Clock.resolveToday(
            option: nil, environment: ["HABIT_NOW": text],
            config: Config(timezone: zone, dayStart: DayStart(minutes: dayStart / 60) ?? .midnight),
            now: Date(timeIntervalSince1970: 0), systemZone: .utc)
    }

    /// `YYYY-MM-DDTHH:MM:SS` for a reading, with `±HH:MM` when `withOffset`.
    static func iso8601(_ reading: ZoneReference.Reading, withOffset: Bool) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let s = reading.secondOfDay
        var text = "\(Day(number: reading.day))T\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))"
        if withOffset {
            let magnitude = abs(reading.offset)
            text += (reading.offset < 0 ? "-" : "+") + "\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
        }
        return text
    }
}
