import Foundation
import HabitCore
import Testing
@testable import StreakEngine

/// Zones with DST changes at midnight (Havana, Santiago, São Paulo, Beirut, Asunción,
/// Tehran, Cairo, Amman, Damascus, Azores, Scoresbysund), odd offsets and both ends of the
/// date line.
let zoneIDs = [
    "America/Havana", "America/Santiago", "America/Sao_Paulo", "Asia/Beirut", "America/Asuncion",
    "Asia/Tehran", "Africa/Cairo", "Asia/Amman", "Asia/Damascus", "Atlantic/Azores",
    "America/Scoresbysund", "Europe/Chisinau", "America/New_York", "Europe/London", "Europe/Berlin",
    "Australia/Lord_Howe", "Australia/Sydney", "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Pago_Pago",
    "Asia/Kathmandu", "Asia/Kolkata", "Asia/Tokyo", "America/St_Johns", "UTC",
]

/// Runs of completed days around DST changes: São Paulo 2018-11-04, Havana 2024-03-10,
/// Beirut 2024-03-31, Santiago 2024-04-07 and 2024-09-08, Asunción 2024-10-06,
/// Beirut 2024-10-27, Havana 2024-11-03.
let runs: [(String, Int)] = [
    ("2018-11-02", 4), ("2024-03-08", 5), ("2024-03-29", 11), ("2024-09-06", 4), ("2024-10-05", 3),
    ("2024-10-26", 3), ("2024-10-31", 5),
]

let completedDays: [Day] = runs.flatMap { start, length in (0..<length).map { day(start).adding($0) } }

private func calendar(_ zoneID: String, firstWeekday: Int) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zoneID), "unknown zone \(zoneID)")
    calendar.firstWeekday = firstWeekday
    return calendar
}

/// `day` at `hour:minute:second` local time in `calendar`.
private func date(_ day: Day, _ hour: Int, _ minute: Int, _ second: Int, in calendar: Calendar) throws -> Date {
    let (y, m, d) = day.components
    return try #require(calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour, minute: minute, second: second)))
}

struct ZoneCase: Sendable, CustomTestStringConvertible {
    let zone: String
    let firstWeekday: Int
    var testDescription: String { "\(zone), weeks from \(firstWeekday == 1 ? "Sunday" : "Monday")" }
}

let zoneCases = zoneIDs.flatMap { [ZoneCase(zone: $0, firstWeekday: 1), ZoneCase(zone: $0, firstWeekday: 2)] }

@Test(arguments: zoneCases)
func dateAPIGivesTheSameAnswerInEveryZone(_ zoneCase: ZoneCase) throws {
    let cal = try calendar(zoneCase.zone, firstWeekday: zoneCase.firstWeekday)
    var dates: [Date] = []
    for completed in completedDays {
        dates.append(try date(completed, 0, 0, 30, in: cal))
        dates.append(try date(completed, 23, 59, 30, in: cal))
    }
    var random = FixedRandom(seed: 7)
    let log = CompletionCalendar(dates.shuffled(using: &random), calendar: cal)
    #expect(log.days == completedDays)
    #expect(log.counts == Array(repeating: 2, count: completedDays.count))

    let today = day("2024-11-04")  // a Monday
    let now = try date(today, 23, 59, 30, in: cal)
    #expect(log.currentStreak(asOf: now) == 5)
    #expect(log.currentStreak(asOf: try date(today, 0, 0, 30, in: cal)) == 5)
    #expect(log.currentStreak(asOf: try date(today.adding(1), 12, 0, 0, in: cal)) == 5)  // grace day
    #expect(log.currentStreak(asOf: try date(today.adding(2), 0, 0, 30, in: cal)) == 0)
    #expect(log.currentStreak(asOf: try date(day("2024-04-08"), 23, 59, 30, in: cal)) == 11)
    #expect(log.longestStreak == 11)

    let counts = log.dailyCounts(weeks: 2, asOf: now)
    let firstDay = zoneCase.firstWeekday == 2 ? day("2024-10-28") : day("2024-10-27")
    #expect(counts.first?.day == firstDay)
    #expect(counts.last?.day == today)
    let expected = (0...(today - firstDay)).map { offset -> DayCount in
        let d = firstDay.adding(offset)
        return DayCount(day: d, count: completedDays.contains(d) ? 2 : 0)
    }
    #expect(counts == expected)

    let months = log.monthlyCompletion(months: 2, asOf: now)
    #expect(months.map { $0.start } == [day("2024-10-01"), day("2024-11-01")])
    #expect(months.map { $0.completed.count } == [31, 30])
    let october = (1...31).filter { months[0].completed[$0 - 1] }
    let november = (1...30).filter { months[1].completed[$0 - 1] }
    #expect(october == [5, 6, 7, 26, 27, 28, 31])
    #expect(november == [1, 2, 3, 4])
}

@Test(arguments: zoneIDs)
func startOfDayRoundTrips(_ zoneID: String) throws {
    let cal = try calendar(zoneID, firstWeekday: 2)
    let log = CompletionCalendar([], calendar: cal)
    for completed in completedDays {
        let start = try #require(log.date(of: completed))
        #expect(CompletionCalendar.day(of: start, in: cal) == completed)
        #expect(cal.startOfDay(for: start) == start)
    }
}

@Test(arguments: [Calendar.Identifier.buddhist, .japanese, .hebrew, .islamicUmmAlQura])
func otherCalendarsStillCountGregorianDays(_ identifier: Calendar.Identifier) throws {
    var cal = Calendar(identifier: identifier)
    cal.timeZone = try #require(TimeZone(identifier: "America/Havana"))
    cal.firstWeekday = 2
    let gregorian = try calendar("America/Havana", firstWeekday: 2)
    let dates = try completedDays.map { try date($0, 0, 0, 30, in: gregorian) }
    let log = CompletionCalendar(dates, calendar: cal)
    #expect(log.days == completedDays)
    let now = try date(day("2024-11-04"), 23, 59, 30, in: gregorian)
    #expect(log.currentStreak(asOf: now) == 5)
    #expect(log.dailyCounts(weeks: 1, asOf: now).map { $0.day } == [day("2024-11-04")])
    #expect(log.monthlyCompletion(months: 1, asOf: now).first?.start == day("2024-11-01"))
    #expect(log.date(of: day("2024-11-04")).map { CompletionCalendar.day(of: $0, in: gregorian) } == day("2024-11-04"))
}

@Test func emptyLogHasNoStreak() throws {
    let cal = try calendar("UTC", firstWeekday: 2)
    let log = CompletionCalendar([], calendar: cal)
    let now = try date(day("2024-11-04"), 12, 0, 0, in: cal)
    #expect(log.currentStreak(asOf: now) == 0)
    #expect(log.longestStreak == 0)
    #expect(log.dailyCounts(weeks: 1, asOf: now).map(\.count) == [0])
    #expect(log.monthlyCompletion(months: 0, asOf: now).isEmpty)
}

/// A small deterministic generator (SplitMix64) so that tests never depend on chance.
struct FixedRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
