import Testing

@testable import HabitCore
@testable import StreakEngine

/// Streaks computed from imported data equal the streaks the source history implies: the
/// same analysis as a habit written by hand from reading the source files.
@Suite struct ImportStreakTests {
    func imported(_ batch: ImportBatch, today: Day) -> ([Habit], [HabitID: History]) {
        let plan = ImportPlan(merging: batch, into: [], entries: [], today: today)
        var histories: [HabitID: History] = [:]
        for habit in plan.newHabits {
            histories[habit.id] = History(folding: plan.newEntries.filter { $0.habit == habit.id }, goal: habit.goal)
        }
        return (plan.newHabits, histories)
    }

    /// A hand-written habit: done on `done`, skipped on `skipped`.
    func expected(
        _ id: String, schedule: Schedule = .daily, goal: Goal = .check, since: String, done: [String] = [],
        skipped: [String] = [], amounts: [(String, Int64)] = []
    ) -> (Habit, History) {
        let habit = Habit(id: ImportFixture.id(id), schedule: schedule, goal: goal, since: ImportFixture.day(since))
        let entries =
            done.map { Entry(day: ImportFixture.day($0), habit: habit.id) }
            + skipped.map { Entry(day: ImportFixture.day($0), habit: habit.id, action: .skip) }
            + amounts.map {
                Entry(day: ImportFixture.day($0.0), habit: habit.id, action: .set(Amount(thousandths: $0.1)))
            }
        return (habit, History(folding: entries, goal: goal))
    }

    func check(
        _ habits: [Habit], _ histories: [HabitID: History], against hand: (Habit, History), today: Day,
        current: Int, longest: Int
    ) {
        guard let habit = habits.first(where: { $0.id == hand.0.id }), let history = histories[habit.id] else {
            Issue.record("habit '\(hand.0.id)' was not imported")
            return
        }
        let got = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
        let want = Engine.analyze(hand.0, history: hand.1, today: today, weekStart: .monday)
        #expect(got.streak == want.streak, "\(habit.id)")
        #expect(got.statistics == want.statistics, "\(habit.id)")
        #expect(got.streak.current == current, "\(habit.id)")
        #expect(got.streak.longest == longest, "\(habit.id)")
    }

    @Test func harshStreaks() throws {
        let today = ImportFixture.day("2026-03-10")
        let (habits, histories) = imported(try HarshImporter.read(directory: ImportFixture.path("harsh")), today: today)
        check(
            habits, histories,
            against: expected(
                "meditated", since: "2026-03-01",
                done: [
                    "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-05", "2026-03-06", "2026-03-07",
                    "2026-03-08", "2026-03-09", "2026-03-10",
                ], skipped: ["2026-03-04"]),
            today: today, current: 9, longest: 9)
        check(
            habits, histories,
            against: expected(
                "gym", schedule: .rolling(times: 3, days: 7), since: "2026-03-02",
                done: ["2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09"]),
            today: today, current: 5, longest: 5)
        check(
            habits, histories,
            against: expected("called-mom", schedule: .everyNDays(7), since: "2026-03-08", done: ["2026-03-08"]),
            today: today, current: 1, longest: 1)
        check(
            habits, histories, against: expected("old-habit", since: "2026-02-01", done: ["2026-02-01"]),
            today: today, current: 0, longest: 1)
    }

    @Test func habitctlStreaks() throws {
        let today = ImportFixture.day("2026-03-07")
        let (habits, histories) = imported(
            try HabitctlImporter.read(directory: ImportFixture.path("habitctl")), today: today)
        check(
            habits, histories,
            against: expected(
                "meditated", since: "2026-03-01",
                done: ["2026-03-01", "2026-03-02", "2026-03-04", "2026-03-06", "2026-03-07"],
                skipped: ["2026-03-05"]),
            today: today, current: 3, longest: 3)
    }

    @Test func loopStreaks() throws {
        let today = ImportFixture.day("2026-03-07")
        let (habits, histories) = imported(try LoopImporter.read(directory: ImportFixture.path("loop")), today: today)
        check(
            habits, histories,
            against: expected(
                "meditate", since: "2026-03-02", done: ["2026-03-02", "2026-03-04", "2026-03-06", "2026-03-07"],
                skipped: ["2026-03-05"]),
            today: today, current: 3, longest: 3)
        check(
            habits, histories,
            against: expected(
                "water", goal: .atLeast(Amount(8), unit: "glasses"), since: "2026-03-04",
                amounts: [("2026-03-04", 10_000), ("2026-03-06", 6_500), ("2026-03-07", 8_000)]),
            today: today, current: 1, longest: 1)
    }
}
