import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport
@testable import StreakEngine

/// Imported data is the history the source files hold, and its streaks are the ones
/// counted by hand from those files: each habit's schedule, goal, `since`, recorded days
/// and their states are written out here from reading the fixtures, and so are the
/// current and longest streaks (docs/streaks.md).
@Suite struct ImportStreakTests {
    func imported(_ batch: ImportBatch, today: Day) -> ([Habit], [HabitID: History]) {
        let plan = ImportPlan(merging: batch, into: [], entries: [], today: today)
        var histories: [HabitID: History] = [:]
        for habit in plan.newHabits {
            histories[habit.id] = History(folding: plan.newEntries.filter { $0.habit == habit.id }, goal: habit.goal)
        }
        return (plan.newHabits, histories)
    }

    /// A habit as read by hand from the source files: done on `done` (a check habit's
    /// done day holds 1), skipped on `skipped`, `amounts` in thousandths.
    struct Hand {
        var id: HabitID
        var schedule: Schedule = .daily
        var goal: Goal = .check
        var since: Day
        var states: [Day: DayState] = [:]

        init(
            _ id: String, schedule: Schedule = .daily, goal: Goal = .check, since: String, done: [String] = [],
            skipped: [String] = [], amounts: [(String, Int64)] = []
        ) {
            self.id = ImportFixture.id(id)
            self.schedule = schedule
            self.goal = goal
            self.since = day(since)
            for text in done { states[day(text)] = .amount(Amount(1)) }
            for text in skipped { states[day(text)] = .skipped }
            for (text, thousandths) in amounts {
                states[day(text)] = .amount(Amount(thousandths: thousandths))
            }
        }
    }

    func check(
        _ habits: [Habit], _ histories: [HabitID: History], against hand: Hand, today: Day, current: Int,
        longest: Int
    ) {
        guard let habit = habits.first(where: { $0.id == hand.id }), let history = histories[habit.id] else {
            Issue.record("habit '\(hand.id)' was not imported")
            return
        }
        #expect(habit.schedule == hand.schedule, "\(habit.id)")
        #expect(habit.goal == hand.goal, "\(habit.id)")
        #expect(habit.since == hand.since, "\(habit.id)")
        let days = hand.states.keys.sorted()
        #expect(history.days == days, "\(habit.id)")
        #expect(history.states == days.map { hand.states[$0]! }, "\(habit.id)")
        let analysis = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
        #expect(analysis.streak.current == current, "\(habit.id)")
        #expect(analysis.streak.longest == longest, "\(habit.id)")
    }

    @Test func harshStreaks() throws {
        let today = day("2026-03-10")
        let (habits, histories) = imported(try HarshImporter.read(directory: ImportFixture.path("harsh")), today: today)
        check(
            habits, histories,
            against: Hand(
                "meditated", since: "2026-03-01",
                done: [
                    "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-05", "2026-03-06", "2026-03-07",
                    "2026-03-08", "2026-03-09", "2026-03-10",
                ], skipped: ["2026-03-04"]),
            // 9: Mar 1–3 and 5–10 done, the skip on Mar 4 excused (it neither breaks nor counts).
            today: today, current: 9, longest: 9)
        check(
            habits, histories,
            against: Hand(
                "gym", schedule: .rolling(times: 3, days: 7), since: "2026-03-02",
                done: ["2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09"]),
            // 5: Mar 6–10, each window holding 3 done days; Mar 2–5 are excused (no full window yet).
            today: today, current: 5, longest: 5)
        check(
            habits, histories,
            against: Hand("called-mom", schedule: .everyNDays(7), since: "2026-03-08", done: ["2026-03-08"]),
            // 1: one check-in, Mar 8, and its 7 days have not run out by Mar 10.
            today: today, current: 1, longest: 1)
        check(
            habits, histories, against: Hand("old-habit", since: "2026-02-01", done: ["2026-02-01"]),
            // 0 now (nothing since Feb 1), 1 the longest (Feb 1 alone).
            today: today, current: 0, longest: 1)
    }

    @Test func habitctlStreaks() throws {
        let today = day("2026-03-07")
        let (habits, histories) = imported(
            try HabitctlImporter.read(directory: ImportFixture.path("habitctl")), today: today)
        check(
            habits, histories,
            against: Hand(
                "meditated", since: "2026-03-01",
                done: ["2026-03-01", "2026-03-02", "2026-03-04", "2026-03-06", "2026-03-07"],
                skipped: ["2026-03-05"]),
            // 3: Mar 4, 6 and 7 (the skip on Mar 5 excused); Mar 3 was missed, so Mar 1–2 make only 2.
            today: today, current: 3, longest: 3)
    }

    @Test func loopStreaks() throws {
        let today = day("2026-03-07")
        let (habits, histories) = imported(try LoopImporter.read(directory: ImportFixture.path("loop")), today: today)
        check(
            habits, histories,
            against: Hand(
                "meditate", since: "2026-03-02", done: ["2026-03-02", "2026-03-04", "2026-03-06", "2026-03-07"],
                skipped: ["2026-03-05"]),
            // 3: Mar 4, 6 and 7 (the skip on Mar 5 excused); Mar 3 was missed, so Mar 2 alone is 1.
            today: today, current: 3, longest: 3)
        check(
            habits, histories,
            against: Hand(
                "water", goal: .atLeast(Amount(8), unit: "glasses"), since: "2026-03-04",
                amounts: [("2026-03-04", 10_000), ("2026-03-06", 6_500), ("2026-03-07", 8_000)]),
            // 1: Mar 7 reached 8 glasses; Mar 6 (6.5) and Mar 5 (nothing) fell short, Mar 4 alone is 1.
            today: today, current: 1, longest: 1)
    }
}
