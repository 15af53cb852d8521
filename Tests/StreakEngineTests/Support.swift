import HabitCore
@testable import StreakEngine

/// The day named `text` (`YYYY-MM-DD`); traps on a typo in a test table.
func day(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("bad day \(text) in a test table") }
    return day
}

/// Parses a day table: one token per day starting at `from`, separated by spaces.
/// `x` done, `.` nothing, `s` skip, `c` clear, a number `=N`, `+N` adds.
/// Several actions on one day are joined with `/` (`3/+2`, `x/c`).
func entries(_ table: String, from start: Day, id: HabitID = HabitID("h")!) -> [Entry] {
    var result: [Entry] = []
    for (offset, token) in table.split(separator: " ").enumerated() {
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
                    action = Amount(String(part)).map { .set($0) }
                }
                precondition(action != nil, "bad token \(part)")
            }
            if let action { result.append(Entry(day: start.adding(offset), habit: id, action: action)) }
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
