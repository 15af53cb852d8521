import Foundation
import HabitCore
import Testing

@testable import StreakEngine

/// The due rule of reminders (docs/reminders.md): a reminder is due once its slot today
/// has come by the wall clock and the habit still has something left today
/// (`Standing.hasSomethingLeftToday`, the rule of `status --exit-code`). Today is Sat
/// 2026-11-21; minutes count from the midnight that begins today.
@Suite struct ReminderRuleTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    static func time(_ text: String) -> TimeOfDay { TimeOfDay(text)! }

    /// `id`'s reminders due at `minute`, with `entries` (`(day offset from today, action)`).
    static func due(
        schedule: Schedule = .daily, goal: Goal = .check, reminders: [String] = ["07:30"],
        entries: [(Int, Action)] = [], minute: Int, dayStart: String = "00:00", since: Int = -30
    ) -> [String] {
        let id = HabitID("h")!
        let habit = Habit(
            id: id, schedule: schedule, goal: goal, since: today.adding(since), reminders: reminders.map(time))
        let history = History(
            folding: entries.map { Entry(day: today.adding($0.0), habit: id, action: $0.1) }, goal: goal)
        return Engine.dueReminders(
            habit, history: history, today: today, weekStart: .monday, minuteOfToday: minute,
            dayStart: time(dayStart)
        ).map(\.description)
    }

    @Test func aDailyCheckIsDueFromItsTimeUntilDone() {
        #expect(Self.due(minute: 7 * 60 + 29) == [])
        #expect(Self.due(minute: 7 * 60 + 30) == ["07:30"])
        #expect(Self.due(minute: 23 * 60 + 59) == ["07:30"])
        #expect(Self.due(entries: [(0, .done)], minute: 8 * 60) == [])
        #expect(Self.due(entries: [(0, .done), (0, .clear)], minute: 8 * 60) == ["07:30"])
        #expect(Self.due(reminders: ["20:30", "08:00"], minute: 21 * 60) == ["08:00", "20:30"])
        #expect(Self.due(reminders: ["20:30", "08:00"], minute: 12 * 60) == ["08:00"])
    }

    @Test func aSkippedDayALimitAndAnAnytimeHabitNeverNag() {
        #expect(Self.due(entries: [(0, .skip)], minute: 12 * 60) == [])
        #expect(Self.due(goal: .atMost(Amount(2), unit: "cups"), minute: 12 * 60) == [])
        #expect(Self.due(goal: .atMost(Amount(0), unit: nil), minute: 12 * 60) == [])
        #expect(Self.due(schedule: .anytime, minute: 12 * 60) == [])
    }

    @Test func aHabitNotDueTodayNeverNags() {
        // Saturday: a weekday list without it, and a habit that starts tomorrow.
        #expect(Self.due(schedule: .weekdays([.monday, .wednesday, .friday]), minute: 12 * 60) == [])
        #expect(Self.due(schedule: .weekdays([.saturday]), minute: 12 * 60) == ["07:30"])
        #expect(Self.due(minute: 12 * 60, since: 1) == [])
        // An `N days` habit checked in yesterday is not due before its interval ends.
        #expect(Self.due(schedule: .everyNDays(3), entries: [(-1, .done)], minute: 12 * 60) == [])
        #expect(Self.due(schedule: .everyNDays(3), entries: [(-3, .done)], minute: 12 * 60) == ["07:30"])
    }

    @Test func aWeeklyQuotaNagsOnlyWhenItsWeekEndsTodayUnmet() {
        // Week Mon 16 – Sun 22: on Saturday the week does not end today.
        #expect(Self.due(schedule: .perWeek(3), minute: 12 * 60) == [])
        let sunday = Day(year: 2026, month: 11, day: 22)!
        let id = HabitID("gym")!
        var habit = Habit(id: id, schedule: .perWeek(3), since: sunday.adding(-30), reminders: [Self.time("18:00")])
        let two = History(
            folding: [-5, -3].map { Entry(day: sunday.adding($0), habit: id, action: .done) }, goal: .check)
        #expect(
            Engine.dueReminders(habit, history: two, today: sunday, weekStart: .monday, minuteOfToday: 19 * 60)
                == [Self.time("18:00")])
        let three = History(
            folding: [-5, -3, -1].map { Entry(day: sunday.adding($0), habit: id, action: .done) }, goal: .check)
        #expect(
            Engine.dueReminders(habit, history: three, today: sunday, weekStart: .monday, minuteOfToday: 19 * 60)
                == [])
        habit.archived = true
        #expect(
            Engine.dueReminders(habit, history: two, today: sunday, weekStart: .monday, minuteOfToday: 19 * 60) == [])
    }

    @Test func aNumericGoalNagsUntilItsTargetIsReached() {
        let water = Goal.atLeast(Amount(8), unit: "glasses")
        #expect(Self.due(goal: water, entries: [(0, .add(Amount(3)))], minute: 12 * 60) == ["07:30"])
        #expect(Self.due(goal: water, entries: [(0, .add(Amount(8)))], minute: 12 * 60) == [])
    }

    @Test func aTimeBeforeTheDayStartBelongsToTheNightAfter() {
        // day-start 04:00: a 01:00 reminder of Nov 21 comes at 01:00 on Nov 22 (minute 1500).
        #expect(Engine.slot(of: Self.time("01:00"), dayStart: Self.time("04:00")) == 1500)
        #expect(Engine.slot(of: Self.time("04:00"), dayStart: Self.time("04:00")) == 240)
        #expect(Self.due(reminders: ["01:00"], minute: 23 * 60, dayStart: "04:00") == [])
        #expect(Self.due(reminders: ["01:00"], minute: 1440 + 59, dayStart: "04:00") == [])
        #expect(Self.due(reminders: ["01:00"], minute: 1440 + 60, dayStart: "04:00") == ["01:00"])
        // Earliest first by the wall clock: 23:00, then 01:00 after midnight.
        #expect(Self.due(reminders: ["01:00", "23:00"], minute: 1440 + 120, dayStart: "04:00") == ["23:00", "01:00"])
    }

    @Test func somethingLeftTodayIsTheRuleOfStatusExitCode() {
        let id = HabitID("h")!
        let habit = Habit(id: id, since: Self.today.adding(-3))
        let open = Engine.standing(
            habit, history: History(folding: [], goal: .check), today: Self.today, weekStart: .monday)
        #expect(open.hasSomethingLeftToday)
        let done = Engine.standing(
            habit, history: History(folding: [Entry(day: Self.today, habit: id, action: .done)], goal: .check),
            today: Self.today, weekStart: .monday)
        #expect(!done.hasSomethingLeftToday)
    }

    /// The `Date` API, on the DST days of Europe/Berlin in 2026: Mar 29 has no 02:30
    /// (02:00 becomes 03:00), Oct 25 has it twice.
    @Test func theDateAPIReadsTheWallClockAcrossDSTChanges() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let since = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00Z
        func due(_ utc: String) throws -> [String] {
            let now = try #require(ISO8601DateFormatter().date(from: utc))
            return try Engine.dueReminders(
                at: [Self.time("02:30")], schedule: .daily, since: since, records: [], calendar: calendar, now: now
            ).map(\.description)
        }
        #expect(try due("2026-03-29T00:59:00Z") == [])  // 01:59 CET
        #expect(try due("2026-03-29T01:00:00Z") == ["02:30"])  // 03:00 CEST: 02:30 was skipped, so it has passed
        #expect(try due("2026-10-25T00:29:00Z") == [])  // 02:29 CEST
        #expect(try due("2026-10-25T00:30:00Z") == ["02:30"])  // the first 02:30
        #expect(try due("2026-10-25T01:30:00Z") == ["02:30"])  // the second: the caller's record keeps it once
        let done = [
            (date: try #require(ISO8601DateFormatter().date(from: "2026-03-29T08:00:00Z")), action: Action.done)
        ]
        let later = try #require(ISO8601DateFormatter().date(from: "2026-03-29T09:00:00Z"))
        #expect(
            try Engine.dueReminders(
                at: [Self.time("02:30")], schedule: .daily, since: since, records: done, calendar: calendar, now: later)
                == [])
    }
}
