import Foundation
import HabitCore
import StreakEngine  // the result vocabulary only (HabitStatus, PeriodOutcome)

/// A plain, day-by-day reading of docs/streaks.md, used
/// only as the oracle of the property test. It shares no code with StreakEngine: it
/// folds the entries itself into one slot per calendar day and looks every day up
/// again whenever it needs it. Slow and obvious on purpose.
struct Reference {
    enum Mark: Equatable {
        case none, skipped
        case amount(Int64)  // thousandths
    }

    struct Outcome: Equatable {
        var current = 0
        var longest = 0
        var status = HabitStatus.unstarted
        var dueBy: Day? = nil
        var met = 0
        var failed = 0
        var excused = 0
        var total: Int64 = 0
        var bestWeekday: Weekday? = nil
        var periods: [String]? = nil  // "start…end outcome" per period; nil for `N days`, anytime
    }

    let habit: Habit
    let today: Day
    let weekStart: Weekday
    let entries: [Entry]
    private let base: Int
    private var marks: [Mark]

    init(habit: Habit, entries: [Entry], today: Day, weekStart: Weekday) {
        self.habit = habit
        self.today = today
        self.weekStart = weekStart
        self.entries = entries
        let numbers = entries.map { $0.day.number } + [habit.since.number, today.number]
        base = numbers.min()! - 400
        marks = Array(repeating: .none, count: numbers.max()! - base + 800)
        for entry in entries {
            let slot = entry.day.number - base
            marks[slot] = Reference.apply(entry.action, to: marks[slot], goal: habit.goal)
        }
        if !habit.goal.isNumeric {
            for slot in marks.indices where marks[slot] == .amount(0) { marks[slot] = .none }
        }
    }

    private static func apply(_ action: Action, to mark: Mark, goal: Goal) -> Mark {
        switch action {
        case .done:
            switch goal {
            case .check: return .amount(1000)
            case .atLeast(let target, _): return .amount(target.thousandths)
            case .atMost: return .amount(0)
            }
        case .skip: return .skipped
        case .clear, .no: return .none
        case .set(let n): return .amount(n.thousandths)
        case .add(let n):
            if case .amount(let old) = mark { return .amount(old + n.thousandths) }
            return .amount(n.thousandths)
        }
    }

    func mark(_ day: Day) -> Mark { marks[day.number - base] }
    func isSkipped(_ day: Day) -> Bool { mark(day) == .skipped }
    func amount(_ day: Day) -> Int64 {
        if case .amount(let a) = mark(day) { return a }
        return 0
    }
    func isDone(_ day: Day) -> Bool { amount(day) > 0 }

    /// Every day from `a` to `b`, inclusive.
    func days(_ a: Day, _ b: Day) -> [Day] {
        a > b ? [] : (a.number...b.number).map { Day(number: $0) }
    }

    // MARK: the whole reading

    func run() -> Outcome {
        var out = Outcome()
        totals(into: &out)
        switch habit.schedule {
        case .anytime:
            out.status = .tracking
            return out
        case .everyNDays(let n):
            interval(n, into: &out)
        default:
            calendarPeriods(into: &out)
        }
        return out
    }

    private func totals(into out: inout Outcome) {
        var good = [0, 0, 0, 0, 0, 0, 0]
        for d in days(habit.since, today) {
            let wd = d.weekday.rawValue - 1
            switch habit.goal {
            case .check:
                if isDone(d) {
                    out.total += 1000
                    good[wd] += 1
                }
            case .atLeast:
                out.total += amount(d)
                if amount(d) > 0 { good[wd] += 1 }
            case .atMost(let max, _):
                out.total += amount(d)
                if !isSkipped(d), amount(d) <= max.thousandths { good[wd] += 1 }
            }
        }
        var best = 0
        for wd in 0..<7 where good[wd] > best {
            best = good[wd]
            out.bestWeekday = Weekday(rawValue: wd + 1)
        }
    }
}
