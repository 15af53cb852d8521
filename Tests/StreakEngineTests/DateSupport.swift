import Foundation
import HabitCore
import Testing

@testable import StreakEngine

/// A zone and a pinned today near one of its awkward days, with a week start: one run of
/// the `Date` API tests. America/Havana, America/Sao_Paulo (2018) and Asia/Tehran (2022)
/// skip midnight when DST starts and repeat the hour before it when DST ends;
/// Asia/Kolkata, Asia/Kathmandu and Australia/Eucla are half- and quarter-hour offsets;
/// Pacific/Apia skipped 2011-12-30 altogether.
struct ZoneCase: Sendable, CustomTestStringConvertible {
    let zone: String
    let today: String
    let firstWeekday: Int
    var testDescription: String { "\(zone) on \(today), weeks from \(firstWeekday == 1 ? "Sunday" : "Monday")" }

    static let zoneDays: [(String, String)] = [
        ("America/Havana", "2024-03-12"), ("America/Havana", "2024-11-05"), ("America/Sao_Paulo", "2018-11-06"),
        ("America/Sao_Paulo", "2018-02-19"), ("Asia/Tehran", "2022-03-23"), ("Asia/Tehran", "2022-09-23"),
        ("Asia/Kolkata", "2024-03-12"), ("Asia/Kathmandu", "2024-03-12"), ("Australia/Eucla", "2024-04-08"),
        ("Pacific/Apia", "2012-01-02"), ("UTC", "2024-03-31"),
    ]
    static let all = zoneDays.flatMap { zone, today in
        [ZoneCase(zone: zone, today: today, firstWeekday: 1), ZoneCase(zone: zone, today: today, firstWeekday: 2)]
    }

    func calendar() throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone), "unknown zone \(zone)")
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    var weekStart: Weekday { firstWeekday == 1 ? .sunday : .monday }
}

/// The civil day of `date` as Foundation's Gregorian calendar in `calendar`'s zone
/// names it: the oracle the `Date` API is checked against.
func foundationDay(_ date: Date, _ calendar: Calendar) throws -> Day {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    let parts = gregorian.dateComponents([.year, .month, .day], from: date)
    return try #require(Day(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
}

/// Instants one hour apart (each at a different minute and second) from a day before
/// `first` through a day after `last`: every hour of every day in between, on the time
/// line, whatever the zone's changes of offset.
func hourlyInstants(from first: Day, through last: Day) -> [Date] {
    let start = (first.number - 2) * 86_400
    let end = (last.number + 2) * 86_400
    return stride(from: start, to: end, by: 3600).enumerated().map { index, seconds in
        Date(timeIntervalSince1970: Double(seconds + (index * 7919) % 3600))
    }
}

/// The instants of `hourlyInstants` that fall on `day` in `calendar`'s zone (oracle days).
func hoursOf(_ day: Day, _ calendar: Calendar) throws -> [Date] {
    try hourlyInstants(from: day, through: day).filter { try foundationDay($0, calendar) == day }
}
