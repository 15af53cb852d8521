import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

// Properties of `T in I days` (docs/streaks.md) over random histories. The day-by-day
// reference (PropertyTests.swift) checks every figure; these check what people rely on.

/// A random check-habit history around `since`: done, skipped or nothing on each day.
private func randomLog(_ random: inout SeededRandom, since: Day, today: Day, skips: Bool) -> [Entry] {
    let density = Double.random(in: 0.1...0.9, using: &random)
    var entries: [Entry] = []
    for number in since.number...today.number {
        let roll = Double.random(in: 0..<1, using: &random)
        if skips, roll < 0.08 {
            entries.append(Entry(day: Day(number: number), habit: HabitID("h")!, action: .skip))
        } else if roll < density {
            entries.append(Entry(day: Day(number: number), habit: HabitID("h")!, action: .done))
        }
    }
    return entries
}

private func analysis(_ schedule: Schedule, since: Day, _ entries: [Entry], today: Day, weekStart: Weekday = .monday)
    -> Analysis
{
    let habit = Habit(id: HabitID("h")!, schedule: schedule, since: since)
    return Engine.analyze(habit, history: History(folding: entries, goal: .check), today: today, weekStart: weekStart)
}

@Test func steadyRhythmNeverBreaks() {
    // Mon, Wed, Fri on `3 in 7 days`, from any first day, up to any day: never a failed day.
    let schedule = Schedule.rolling(times: 3, days: 7)
    for offset in 0..<7 {
        let since = day("2026-01-05").adding(offset)
        let entries = (since.number...since.number + 410).map { Day(number: $0) }
            .filter { [.monday, .wednesday, .friday].contains($0.weekday) }
            .map { Entry(day: $0, habit: HabitID("h")!, action: .done) }
        for length in stride(from: 0, through: 400, by: 7) {
            let today = since.adding(length + offset % 3)
            let a = analysis(schedule, since: since, entries, today: today)
            #expect(a.statistics.failed == 0, "since \(since) today \(today)")
            #expect(a.streak.status != .broken && a.streak.status != .atRisk, "since \(since) today \(today)")
        }
    }
}

@Test func doneDaysMoveStreaksOneWay() {
    // Removing a done day never lengthens a streak; adding one never shortens it.
    var random = SeededRandom(seed: 0x524F_4C4C)
    for _ in 0..<600 {
        let days = Int.random(in: 1...14, using: &random)
        let schedule = Schedule.rolling(times: Int.random(in: 1...days, using: &random), days: days)
        let since = day("2025-03-01").adding(Int.random(in: 0..<60, using: &random))
        let today = since.adding(Int.random(in: 0..<120, using: &random))
        let entries = randomLog(&random, since: since, today: today, skips: true)
        let base = analysis(schedule, since: since, entries, today: today)
        guard let doneIndex = entries.indices.filter({ entries[$0].action == .done }).randomElement(using: &random)
        else { continue }
        var fewer = entries
        fewer.remove(at: doneIndex)
        let less = analysis(schedule, since: since, fewer, today: today)
        #expect(less.streak.current <= base.streak.current, "removing from \(schedule) since \(since) today \(today)")
        #expect(less.streak.longest <= base.streak.longest)
        let free = (since.number...today.number).filter { n in !entries.contains { $0.day.number == n } }
        guard let added = free.randomElement(using: &random) else { continue }
        let more = analysis(
            schedule, since: since, entries + [Entry(day: Day(number: added), habit: HabitID("h")!, action: .done)],
            today: today)
        #expect(more.streak.current >= base.streak.current, "adding to \(schedule) since \(since) today \(today)")
        #expect(more.streak.longest >= base.streak.longest)
    }
}

@Test func oneInOneIsDaily() {
    // Same periods, streaks and status; the same due_by whenever today is open (a met or
    // excused `T in I days` day still names when its window next falls short; daily has no
    // open period then).
    var random = SeededRandom(seed: 0x3131_4441)
    for _ in 0..<500 {
        let since = day("2025-06-01").adding(Int.random(in: 0..<30, using: &random))
        let today = since.adding(Int.random(in: 0..<90, using: &random))
        let entries = randomLog(&random, since: since, today: today, skips: true)
        let rolling = analysis(.rolling(times: 1, days: 1), since: since, entries, today: today)
        let daily = analysis(.daily, since: since, entries, today: today)
        #expect(rolling.streak.current == daily.streak.current)
        #expect(rolling.streak.longest == daily.streak.longest)
        #expect(rolling.streak.status == daily.streak.status)
        #expect(rolling.streak.unit == daily.streak.unit)
        #expect(rolling.statistics == daily.statistics)
        if rolling.currentPeriod?.outcome == .open { #expect(rolling.streak.dueBy == daily.streak.dueBy) }
    }
}

@Test func oneInNBreaksWhenNDaysBreaks() {
    // `1 in N days` and `N days`, on histories without skips (a skip stretches an `N days`
    // gap by one day but counts for every window of `1 in N days`): alive and broken on the
    // same days, the same due_by whenever today has no check-in, and the same status but
    // that a day inside the window reads `active` where `N days` waits (`pending`).
    var random = SeededRandom(seed: 0x314E_4444)
    for _ in 0..<800 {
        let n = Int.random(in: 2...10, using: &random)
        let since = day("2025-06-01").adding(Int.random(in: 0..<30, using: &random))
        let today = since.adding(Int.random(in: 0..<90, using: &random))
        let entries = randomLog(&random, since: since, today: today, skips: false)
        let rolling = analysis(.rolling(times: 1, days: n), since: since, entries, today: today)
        let interval = analysis(.everyNDays(n), since: since, entries, today: today)
        let label = "\(n) days since \(since) today \(today)"
        #expect((rolling.streak.current > 0) == (interval.streak.current > 0), "\(label)")
        #expect((rolling.streak.longest > 0) == (interval.streak.longest > 0), "\(label)")
        let expected = interval.streak.status == .pending ? HabitStatus.active : interval.streak.status
        #expect(rolling.streak.status == expected, "\(label)")
        if !entries.contains(where: { $0.day == today }) {
            #expect(rolling.streak.dueBy == interval.streak.dueBy, "\(label)")
        }
    }
}

@Test func rollingIgnoresTheWeekStart() {
    var random = SeededRandom(seed: 0x5745_454B)
    for _ in 0..<200 {
        let days = Int.random(in: 1...14, using: &random)
        let schedule = Schedule.rolling(times: Int.random(in: 1...days, using: &random), days: days)
        let since = day("2025-03-01").adding(Int.random(in: 0..<60, using: &random))
        let today = since.adding(Int.random(in: 0..<120, using: &random))
        let entries = randomLog(&random, since: since, today: today, skips: true)
        let monday = analysis(schedule, since: since, entries, today: today, weekStart: .monday)
        let sunday = analysis(schedule, since: since, entries, today: today, weekStart: .sunday)
        #expect(monday == sunday)
    }
}

@Test func rollingSeriesAgreesWithPeriods() {
    // A day is missed exactly when its period failed and it was not done; pending exactly
    // when it is today, not done and open.
    var random = SeededRandom(seed: 0x5345_5249)
    for _ in 0..<300 {
        let days = Int.random(in: 1...14, using: &random)
        let habit = Habit(
            id: HabitID("h")!, schedule: .rolling(times: Int.random(in: 1...days, using: &random), days: days),
            since: day("2025-03-01").adding(Int.random(in: 0..<60, using: &random)))
        let today = habit.since.adding(Int.random(in: 0..<120, using: &random))
        let history = History(folding: randomLog(&random, since: habit.since, today: today, skips: true), goal: .check)
        let periods = Engine.periods(habit, history: history, today: today, weekStart: .monday)
        let series = Engine.series(habit, history: history, today: today, weekStart: .monday, span: .month)
        for point in series where point.date >= habit.since {
            guard let period = periods.first(where: { $0.start == point.date }) else {
                Issue.record("no period for \(point.date)")
                continue
            }
            let done = point.value != nil
            #expect((point.status == .missed) == (period.outcome == .failed && !done && point.status != .skipped))
            #expect((point.status == .pending) == (period.outcome == .open && !done && point.status != .skipped))
            #expect((point.status == .done) == done)
        }
    }
}

@Test func spanStatisticsCountTheAllTimeDaysOfTheSpan() {
    // `stats --week|--month|--year`: the met, failed and excused days of a span are those
    // of the all-time periods that fall in it (a window reaching back before the span is
    // judged whole), the current day only once met or failed; `since` stays the habit's.
    var random = SeededRandom(seed: 0x5350_414E)
    for _ in 0..<600 {
        let days = Int.random(in: 1...14, using: &random)
        let schedule = Schedule.rolling(times: Int.random(in: 1...days, using: &random), days: days)
        let since = day("2025-03-01").adding(Int.random(in: 0..<60, using: &random))
        let today = since.adding(Int.random(in: 0..<120, using: &random))
        let from = since.adding(Int.random(in: -10...130, using: &random))
        let entries = randomLog(&random, since: since, today: today, skips: true)
        let habit = Habit(id: HabitID("h")!, schedule: schedule, since: since)
        let history = History(folding: entries, goal: .check)
        let span = Engine.statistics(habit, history: history, today: today, weekStart: .monday, from: from)
        let periods = Engine.periods(habit, history: history, today: today, weekStart: .monday)
            .filter { $0.start >= from }
        func count(_ outcome: PeriodOutcome) -> Int {
            periods.filter { $0.outcome == outcome && !($0.end == today && outcome == .excused) }.count
        }
        let label = "\(schedule) since \(since) from \(from) today \(today)"
        #expect(span.met == count(.met), "\(label)")
        #expect(span.failed == count(.failed), "\(label)")
        #expect(span.excused == count(.excused), "\(label)")
        #expect(span.since == since, "\(label)")
        let done = entries.filter { $0.action == .done && $0.day >= from && $0.day <= today }.count
        #expect(span.total == Amount(done), "\(label)")
    }
}
