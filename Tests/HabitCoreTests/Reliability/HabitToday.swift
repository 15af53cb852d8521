import Foundation

@testable import HabitCore

/// The function under test: habit's "today" for an instant, zone and day-start.
enum HabitToday {
    static func today(at instant: Int64, zone: TimeZone, dayStart: Int) -> Day {
        let date = Date(timeIntervalSince1970: TimeInterval(instant))
        let wall = instant + Int64(zone.secondsFromGMT(for: date)) - Int64(dayStart)
        return Day(number: Int(floorDivide(wall, 86_400)))
    }
}
