import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// Parses a day table: one token per day starting at `from`, separated by spaces.
/// `x` done, `.` nothing, `s` skip, `c` clear, a number `=N`, `+N` adds.
/// Several actions on one day are joined with `/` (`3/+2`, `x/c`). `@YYYY-MM-DD` moves
/// the cursor to that day without using one up.
func entries(_ table: String, from start: Day, id: HabitID = HabitID("h")!) -> [Entry] {
    var result: [Entry] = []
    var cursor = start
    for token in table.split(separator: " ") {
        if token.hasPrefix("@") {
            cursor = day(String(token.dropFirst()))
            continue
        }
        defer { cursor = cursor.adding(1) }
        for part in token.split(separator: "/") {
            let action: Action?
            switch part {
            case ".": action = nil
            case "x": action = .done
            case "s": action = .skip
            case "c": action = .clear
            default:
                if part.hasPrefix("+") {
                    action = Amount(String(part.dropFirst())).map { .add($0) }
                } else {
                    action = Amount(String(part.drop { $0 == "=" })).map { .set($0) }
                }
                precondition(action != nil, "bad token \(part)")
            }
            if let action { result.append(Entry(day: cursor, habit: id, action: action)) }
        }
    }
    return result
}

/// A habit for tests.
func habit(_ schedule: String = "daily", goal: Goal = .check, since: String) -> Habit {
    guard let parsed = Schedule(schedule) else { preconditionFailure("bad schedule \(schedule)") }
    return Habit(id: HabitID("h")!, schedule: parsed, goal: goal, since: day(since))
}

/// Analyses a day table that starts on `since`.
func analyze(
    _ schedule: String = "daily", goal: Goal = .check, since: String, _ table: String, today: String,
    weekStart: Weekday = .monday
) -> Analysis {
    let h = habit(schedule, goal: goal, since: since)
    let history = History(folding: entries(table, from: h.since), goal: goal)
    return Engine.analyze(h, history: history, today: day(today), weekStart: weekStart)
}

/// The outcomes of a day table's periods, as one letter each: m met, e excused, o open,
/// f failed.
func outcomes(
    _ schedule: String = "daily", goal: Goal = .check, since: String, _ table: String, today: String,
    weekStart: Weekday = .monday
) -> String {
    let h = habit(schedule, goal: goal, since: since)
    let history = History(folding: entries(table, from: h.since), goal: goal)
    return Engine.periods(h, history: history, today: day(today), weekStart: weekStart)
        .map { String($0.outcome.rawValue.prefix(1)) }.joined()
}

/// At least `n` per period, with a unit.
func atLeast(_ n: Int) -> Goal { .atLeast(Amount(n), unit: "u") }
/// At most `n` per period, with a unit.
func atMost(_ n: Int) -> Goal { .atMost(Amount(n), unit: "u") }

/// One day-table case: a habit, its log from `since`, today, and what the engine must say.
struct Row: Sendable, CustomTestStringConvertible {
    let label: String
    let schedule: String
    let goal: Goal
    let since: String
    let log: String
    let today: String
    let weekStart: Weekday
    /// One letter per period (m met, e excused, o open, f failed).
    let periods: String
    let current: Int
    let longest: Int
    let status: HabitStatus
    let dueBy: String?

    var testDescription: String { label }

    init(
        _ label: String, every schedule: String = "daily", goal: Goal = .check, since: String = "2026-11-02",
        _ log: String, today: String, weekStart: Weekday = .monday, periods: String, current: Int,
        longest: Int, _ status: HabitStatus, due: String? = nil
    ) {
        self.label = label
        self.schedule = schedule
        self.goal = goal
        self.since = since
        self.log = log
        self.today = today
        self.weekStart = weekStart
        self.periods = periods
        self.current = current
        self.longest = longest
        self.status = status
        self.dueBy = due
    }

    /// Checks every expectation of the row against the engine.
    func verify() {
        let a = analyze(schedule, goal: goal, since: since, log, today: today, weekStart: weekStart)
        let p = outcomes(schedule, goal: goal, since: since, log, today: today, weekStart: weekStart)
        #expect(p == periods, "periods of \(label)")
        #expect(a.streak.current == current, "current of \(label)")
        #expect(a.streak.longest == longest, "longest of \(label)")
        #expect(a.streak.status == status, "status of \(label)")
        #expect(a.streak.dueBy?.description == dueBy, "due_by of \(label)")
        // The badge, from the row's current streak as docs/streaks.md states it: none at
        // 0, active below 7, a milestone from 7 on.
        let badge: Badge = current == 0 ? .zero : current < 7 ? .active : .milestone
        #expect(a.streak.badge == badge, "badge of \(label)")
    }
}
