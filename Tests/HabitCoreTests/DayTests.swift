import Testing
@testable import HabitCore

@Test func epochIsThursday() {
    #expect(Day(number: 0).weekday == .thursday)
    #expect(Day("1970-01-01") == Day(number: 0))
}
