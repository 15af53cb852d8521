import HabitTestSupport
import Testing

@testable import HabitCore

/// The `goals=` field of a `habits` line (docs/data-format.md): read, written back as it
/// was, and absent on a line whose goal never changed.
@Suite struct FormerGoalLineTests {
    static let line =
        "water every=daily target=10 unit=glasses since=2026-11-01 "
        + "goals=\"daily target 8 until 2026-11-17; weekdays until 2026-11-20\" name=Water"

    @Test func aLineWithFormerGoalsReadsAndWritesBack() throws {
        let parsed = HabitsFile.parse(Array((Self.line + "\n").utf8))
        #expect(parsed.issues.isEmpty)
        let habit = try #require(parsed.file.habits.first)
        #expect(
            habit.formerGoals == [
                FormerGoal(schedule: .daily, goal: .atLeast(Amount(8), unit: "glasses"), until: Day("2026-11-17")!),
                FormerGoal(schedule: .weekdays(Schedule.workWeek), until: Day("2026-11-20")!),
            ])
        #expect(HabitsFile.line(for: habit) == Self.line)
        #expect(habit.goal(on: Day("2026-11-17")!).goal == .atLeast(Amount(8), unit: "glasses"))
        #expect(habit.goal(on: Day("2026-11-18")!).schedule == .weekdays(Schedule.workWeek))
        #expect(habit.goal(on: Day("2026-11-21")!).goal == .atLeast(Amount(10), unit: "glasses"))
        #expect(habit.goalStart(on: Day("2026-11-19")!) == Day("2026-11-18")!)
    }

    @Test func aLineWithoutThemHasNone() throws {
        let text = "water every=daily target=10 unit=glasses since=2026-11-01 name=Water"
        let habit = try #require(HabitsFile.parse(Array((text + "\n").utf8)).file.habits.first)
        #expect(habit.formerGoals.isEmpty)
        #expect(HabitsFile.line(for: habit) == text)
    }
}
