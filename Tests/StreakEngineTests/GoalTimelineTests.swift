import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// Goals that change (docs/streaks.md): each day judged under the goal in force that day,
/// the periods a change cuts by the documented rule. Weeks start on Monday unless a test
/// says otherwise; Mon Nov 2, 2026 is a Monday.
@Suite struct GoalTimelineTests {
    /// A habit on `current` from the day after the last former goal, `formers` before it.
    static func habit(
        _ current: String, goal: Goal = .check, since: String, _ formers: [(String, Goal, String)]
    ) -> Habit {
        Habit(
            id: HabitID("h")!, schedule: Schedule(current)!, goal: goal, since: day(since),
            formerGoals: formers.map { FormerGoal(schedule: Schedule($0.0)!, goal: $0.1, until: day($0.2)) })
    }

    static func analysis(_ habit: Habit, _ table: String, today: String, weekStart: Weekday = .monday) -> Analysis {
        let history = History(folding: entries(table, from: habit.since), for: habit)
        return Engine.analyze(habit, history: history, today: day(today), weekStart: weekStart)
    }

    /// Each period as `start…end outcome`.
    static func periods(_ habit: Habit, _ table: String, today: String, weekStart: Weekday = .monday) -> [String] {
        let history = History(folding: entries(table, from: habit.since), for: habit)
        return Engine.periods(habit, history: history, today: day(today), weekStart: weekStart)
            .map { "\($0.start)…\($0.end) \($0.outcome.rawValue)" }
    }

    /// mon,wed,fri until Tue Nov 10, then tue,thu: each day is due as its goal says.
    @Test func weekdaySets() {
        let h = Self.habit("tue,thu", since: "2026-11-02", [("mon,wed,fri", .check, "2026-11-10")])
        let result = Self.analysis(h, "x . x . x . . x . . x", today: "2026-11-12")
        #expect(result.streak.current == 5)
        #expect(result.statistics.met == 5)
        #expect(result.statistics.failed == 0)
        // Judged by tue,thu all along, Tue 3, Thu 5 and Tue 10 would have failed.
        let whole = Self.analysis(
            Self.habit("tue,thu", since: "2026-11-02", []), "x . x . x . . x . . x", today: "2026-11-12")
        #expect(whole.streak.current == 1)
    }

    /// daily until Tue Nov 10, then `2 in 4 days`: the new windows start on the change, as
    /// on `since` (excused while not whole), and the run of days goes on.
    @Test func rollingWindowsStartOnTheChange() {
        let h = Self.habit("2 in 4 days", since: "2026-11-02", [("daily", .check, "2026-11-10")])
        let table = "x x x x x x x x x . x . x ."
        #expect(
            Self.periods(h, table, today: "2026-11-15").suffix(5) == [
                "2026-11-11…2026-11-11 excused", "2026-11-12…2026-11-12 excused", "2026-11-13…2026-11-13 excused",
                "2026-11-14…2026-11-14 met", "2026-11-15…2026-11-15 met",
            ])
        let result = Self.analysis(h, table, today: "2026-11-15")
        #expect(result.streak.current == 11)
        #expect(result.streak.unit == .days)
    }

    /// 2/week until Tue Nov 10, then daily: the week the change cuts counts its days up
    /// to Tue only; which week that is depends on the week start.
    @Test(arguments: [(Weekday.monday, 4, "2026-11-09…2026-11-10 excused"), (.sunday, 5, "2026-11-08…2026-11-10 met")])
    func aCutWeekFollowsTheWeekStart(weekStart: Weekday, met: Int, cut: String) {
        let h = Self.habit("daily", since: "2026-11-02", [("2/week", .check, "2026-11-10")])
        let table = "x x . . . x x x . x x x"
        let periods = Self.periods(h, table, today: "2026-11-13", weekStart: weekStart)
        #expect(periods.contains(cut))
        let result = Self.analysis(h, table, today: "2026-11-13", weekStart: weekStart)
        #expect(result.statistics.met == met)
        // Weeks to days: the streak counts days from the change.
        #expect(result.streak.current == 3)
        #expect(result.streak.unit == .days)
        #expect(result.streak.status == .active)
    }

    /// A cut at-most month already over its max failed; the new goal's month starts from
    /// the change.
    @Test func aCutAtMostMonthOverItsMaxFails() {
        let h = Self.habit("month", goal: atMost(20), since: "2026-11-01", [("month", atMost(10), "2026-11-10")])
        let periods = Self.periods(h, "@2026-11-03 12", today: "2026-11-15")
        #expect(periods == ["2026-11-01…2026-11-10 failed", "2026-11-01…2026-11-30 met"])
    }

    /// An `N days` gap broken before the change failed; the new goal's first check-in is
    /// due within its N days of the change.
    @Test func anIntervalAcrossTheChange() {
        let h = Self.habit("5d", since: "2026-11-02", [("3d", .check, "2026-11-10")])
        let result = Self.analysis(h, "x . x", today: "2026-11-13")
        #expect(result.statistics.failed == 1)
        #expect(result.streak.dueBy == day("2026-11-15"))
        #expect(result.streak.status == .broken)
    }

    /// A `done` of a former at-least goal is that goal's target: at least 8, then at most 2.
    @Test func doneFoldsUnderTheGoalOfItsDay() {
        let h = Self.habit("daily", goal: atMost(2), since: "2026-11-02", [("daily", atLeast(8), "2026-11-04")])
        let history = History(folding: entries("x x x x", from: h.since), for: h)
        #expect(history.states == [.amount(Amount(8)), .amount(Amount(8)), .amount(Amount(8)), .amount(.zero)])
        let result = Engine.analyze(h, history: history, today: day("2026-11-05"), weekStart: .monday)
        #expect(result.streak.current == 4)
        #expect(result.statistics.total == Amount(24))
    }
}
