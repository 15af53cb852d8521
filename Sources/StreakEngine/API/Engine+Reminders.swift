import Foundation
import HabitCore

extension Engine {
    /// The reminder times of `habit` due at `minuteOfToday` (docs/reminders.md): each time
    /// whose slot today has come — by the wall clock, a time before `dayStart` falling after
    /// midnight, in the day before's night — while the habit still has something left today
    /// (`Standing.hasSomethingLeftToday`). Earliest first.
    ///
    /// Which slots were already sent is the caller's record, not this call's: `habit
    /// remind` keeps it in the data directory so each fires once. The parameters not
    /// listed are those of `analyze(_:history:today:weekStart:)`.
    ///
    /// - Parameters:
    ///   - minuteOfToday: minutes since the midnight that begins today, by the wall clock
    ///     (from `dayStart` up to one day later: 1590 is 02:30 after midnight).
    ///   - dayStart: when a day begins (the CLI's `day-start`; midnight for apps).
    /// - Returns: the due times of `habit.reminders`, earliest slot first; none for an
    ///   archived habit or one with nothing left to do today.
    public static func dueReminders(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, minuteOfToday: Int,
        dayStart: TimeOfDay = .midnight
    ) -> [TimeOfDay] {
        let passed = habit.reminders.filter { slot(of: $0, dayStart: dayStart) <= minuteOfToday }
        guard !passed.isEmpty, !habit.archived else { return [] }
        let standing = standing(habit, history: history, today: today, weekStart: weekStart)
        guard standing.hasSomethingLeftToday else { return [] }
        return passed.sorted { slot(of: $0, dayStart: dayStart) < slot(of: $1, dayStart: dayStart) }
    }

    /// Where the slot of reminder `time` lies in today, in minutes since the midnight that
    /// begins today: a time before `dayStart` belongs to the night after (a 01:00 reminder
    /// with `day-start = 04:00` is 1500).
    /// - Parameters:
    ///   - time: a reminder time, by the wall clock.
    ///   - dayStart: when a day begins; midnight: every slot is the time's own minute.
    /// - Returns: minutes since today's midnight, in `dayStart.minutes ..< dayStart.minutes + 1440`.
    public static func slot(of time: TimeOfDay, dayStart: TimeOfDay = .midnight) -> Int {
        time < dayStart ? time.minutes + 1440 : time.minutes
    }

    /// The reminder times due at `now` for a habit an app stores as `Date`s
    /// (docs/library.md): of `times`, those that have passed today by the wall clock of
    /// `calendar`'s time zone while the habit still has something left today — what
    /// `habit remind` says for the same days, without its once-a-slot record (an app
    /// keeps its own, or asks again at each reminder time).
    ///
    /// Today is the civil day of `now`, as in `analyze`; the CLI's `day-start` is the
    /// app's business. The other parameters are those of
    /// `analyze(schedule:goal:since:records:formerGoals:archived:calendar:now:)` (one
    /// goal, never archived).
    ///
    /// - Parameter times: the habit's reminder times; a time given twice counts once.
    /// - Returns: the due times, earliest first; none when the habit has nothing left today.
    /// - Throws: as `analyze`.
    public static func dueReminders(
        at times: [TimeOfDay], schedule: Schedule, goal: Goal = .check, since: Date? = nil,
        records: [(date: Date, action: Action)], calendar: Calendar, now: Date
    ) throws(EngineError) -> [TimeOfDay] {
        let input = try DatedHabit(
            schedule: schedule, goal: goal, since: since, records: records, calendar: calendar, now: now)
        var habit = input.habit
        habit.reminders = Array(Set(times)).sorted()
        let minute = CivilTime.minuteOfDay(of: now, in: calendar.timeZone, day: input.today)
        return dueReminders(
            habit, history: input.history, today: input.today, weekStart: input.weekStart, minuteOfToday: minute)
    }
}
