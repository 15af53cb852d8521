import Testing

@testable import HabitCore

/// The schedule words (`--every`, `every=`, docs/data-format.md): each form read as
/// written, in any case, with spaces and tabs around it; counts of one to four ASCII
/// digits only.
struct ScheduleWordsTests {
    @Test(arguments: [
        ("daily", Schedule.daily), ("DAILY", .daily), (" daily\t", .daily), ("weekdays", .weekdays(Schedule.workWeek)),
        ("Weekends", .weekdays(Schedule.weekend)), ("week", .perWeek(1)), ("3/week", .perWeek(3)),
        ("3/WEEK", .perWeek(3)), ("  3/week ", .perWeek(3)), ("month", .perMonth(1)), ("2/month", .perMonth(2)),
        ("31/month", .perMonth(31)), ("3d", .everyNDays(3)), ("3D", .everyNDays(3)), ("1d", .daily),
        ("3660d", .everyNDays(3660)), ("10 days", .everyNDays(10)), ("2 day", .everyNDays(2)), ("anytime", .anytime),
        ("mon,wed,fri", .weekdays([.monday, .wednesday, .friday])), ("3 in 7 days", .rolling(times: 3, days: 7)),
        ("3/7d", .rolling(times: 3, days: 7)), ("3 times in 7 days", .rolling(times: 3, days: 7)),
    ])
    func aFormReadsAsItsSchedule(text: String, schedule: Schedule) {
        #expect(Schedule(text) == schedule)
    }

    @Test(arguments: [
        "", " ", "0/week", "8/week", "32/month", "0d", "3661d", "12345d", "d", "/week", "３d", "3/week!", "3\u{301}d",
        "3 in 7", "8 in 7 days", "x/week", "3 /week", "-3d", "+3d", "3/weeks",
    ])
    func anythingElseIsNone(text: String) {
        #expect(Schedule(text) == nil)
    }

    /// What a schedule writes reads back as the same schedule.
    @Test(arguments: [
        Schedule.daily, .weekdays(Schedule.workWeek), .weekdays([.tuesday, .sunday]), .perWeek(1), .perWeek(5),
        .perMonth(1), .perMonth(12), .everyNDays(2), .everyNDays(3660), .rolling(times: 2, days: 5), .anytime,
    ])
    func itsTextReadsBack(schedule: Schedule) {
        #expect(Schedule(schedule.description) == schedule)
    }
}
