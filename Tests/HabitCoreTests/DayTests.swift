import Foundation
import Testing

@testable import HabitCore

/// Reference civil dates for every day of 2000–2040 from Foundation's Gregorian calendar
/// in UTC, computed once, apart from the code under test.
private let reference: [(year: Int, month: Int, day: Int, weekday: Int)] = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    var result: [(Int, Int, Int, Int)] = []
    var date = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1)) ?? Date()
    while true {
        let c = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        guard let y = c.year, y <= 2040, let m = c.month, let d = c.day, let w = c.weekday else { break }
        result.append((y, m, d, w == 1 ? 7 : w - 1))
        date = calendar.date(byAdding: .day, value: 1, to: date) ?? date
    }
    return result
}()

@Test func everyDayFrom2000To2040MatchesTheGregorianCalendar() throws {
    #expect(reference.count == 14_976)
    let first = try #require(Day(year: 2000, month: 1, day: 1))
    #expect(first.number == 10_957)
    for (offset, expected) in reference.enumerated() {
        let day = first.adding(offset)
        let (y, m, d) = day.components
        #expect(y == expected.year && m == expected.month && d == expected.day, "\(day.number)")
        #expect(day.weekday.rawValue == expected.weekday)
        #expect(Day(year: y, month: m, day: d) == day)
        #expect(Day(day.description) == day)
    }
}

@Test func textFormIsZeroPaddedAndExact() {
    #expect(Day("1970-01-01")?.number == 0)
    #expect(Day("1969-12-31")?.number == -1)
    #expect(Day("0001-01-01") == Day.minimum)
    #expect(Day("9999-12-31") == Day.maximum)
    #expect(Day.minimum.description == "0001-01-01")
    #expect(Day(number: 20_413).description == "2025-11-21")
}

@Test(arguments: [
    "2026-02-29", "2026-02-30", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
    "0000-01-01", "2026-1-01", "2026/01/01", "26-01-01", "2026-01-011", " 2026-01-01", "2026-01-0a", "",
])
func invalidDatesAreRejected(_ text: String) {
    #expect(Day(text) == nil)
}

@Test func leapDaysAndYearEnds() throws {
    #expect(Day("2000-02-29") != nil)
    #expect(Day("2024-02-29") != nil)
    #expect(Day("1900-02-29") == nil)
    let leap = try #require(Day("2024-02-28"))
    #expect(leap.adding(1).description == "2024-02-29")
    #expect(leap.adding(2).description == "2024-03-01")
    #expect(try #require(Day("2023-02-28")).adding(1).description == "2023-03-01")
    let newYearsEve = try #require(Day("2026-12-31"))
    #expect(newYearsEve.adding(1).description == "2027-01-01")
    #expect(try #require(Day("2027-01-01")) - newYearsEve == 1)
    #expect(try #require(Day("2024-02-10")).endOfMonth.description == "2024-02-29")
    #expect(try #require(Day("2100-02-10")).endOfMonth.description == "2100-02-28")
    #expect(try #require(Day("2026-12-15")).startOfMonth.description == "2026-12-01")
    #expect(try #require(Day("2026-12-15")).daysInMonth == 31)
}

@Test func startOfWeekHonoursTheFirstWeekday() throws {
    // 2026-11-21 is a Saturday.
    let saturday = try #require(Day("2026-11-21"))
    #expect(saturday.weekday == .saturday)
    #expect(saturday.startOfWeek(firstWeekday: .monday).description == "2026-11-16")
    #expect(saturday.startOfWeek(firstWeekday: .sunday).description == "2026-11-15")
    #expect(saturday.startOfWeek(firstWeekday: .saturday) == saturday)
    // Weeks across a year end.
    let friday = try #require(Day("2027-01-01"))
    #expect(friday.startOfWeek(firstWeekday: .monday).description == "2026-12-28")
    #expect(friday.startOfWeek(firstWeekday: .sunday).description == "2026-12-27")
}

@Test func epochIsThursday() {
    #expect(Day(number: 0).weekday == .thursday)
    #expect(Day(number: -1).weekday == .wednesday)
    #expect(Day("1970-01-01") == Day(number: 0))
}

@Test func offsetRefusesToLeaveTheValidRange() {
    #expect(Day.minimum.offset(by: -1) == nil)
    #expect(Day.maximum.offset(by: 1) == nil)
    #expect(Day.minimum.offset(by: Int.max) == nil)
    #expect(Day.maximum.offset(by: Int.min) == nil)
    #expect(Day.maximum.offset(by: -(Day.maximum - Day.minimum)) == Day.minimum)
    #expect(Day("2026-11-21")?.offset(by: -1)?.description == "2026-11-20")
}

@Test func outOfRangeDaysPrintTheirRealYear() {
    #expect(Day.minimum.adding(-1).description == "0000-12-31")
    #expect(Day.maximum.adding(1).description == "10000-01-01")
    #expect(Day.minimum.adding(-367).description == "-0001-12-31")
    #expect(!Day.maximum.adding(1).isValid)
    #expect(Day(Day.maximum.adding(1).description) == nil)
}

/// A day number beyond ±2³¹ is clamped: it names no valid day, and arithmetic on any day
/// stays far from overflow.
@Test func aDayNumberIsClampedAndStillNamesEveryDayArithmeticReaches() {
    #expect(Day(number: Int.max).number == Int(Int32.max))
    #expect(Day(number: Int.min).number == Int(Int32.min))
    #expect(!Day(number: Int.max).isValid && !Day(number: Int.min).isValid)
    #expect(Day.maximum.offset(by: Int.max) == nil)
}
