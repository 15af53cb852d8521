import Foundation
import HabitCore
import StreakEngine  // the result vocabulary only (HabitStatus, PeriodOutcome)

/// A plain, day-by-day reading of docs/streaks.md, "Goals that change", used only as the
/// oracle of `engineAgreesWithTimelineReference`. It shares no code with StreakEngine
/// (nor with `Reference`): one slot per calendar day, each day's goal found by walking the
/// former goals, every period listed and judged straight from the rules. Slow and obvious
/// on purpose.
struct TimelineReference {
    /// One goal's stretch: its days `start...end`, its schedule and goal.
    struct Stretch {
        var start: Day
        var end: Day
        var schedule: Schedule
        var goal: Goal
    }

    struct Outcome: Equatable {
        var current = 0
        var longest = 0
        var status = HabitStatus.unstarted
        var met = 0
        var failed = 0
        var excused = 0
        var total: Int64 = 0
        var bestWeekday: Weekday? = nil
        var periods: [String] = []  // "start…end outcome", `N days` stretches left out
    }

    let habit: Habit
    let today: Day
    let weekStart: Weekday
    private let base: Int
    private var amounts: [Int64?]  // nil: nothing recorded
    private var skips: [Bool]

    init(habit: Habit, entries: [Entry], today: Day, weekStart: Weekday) {
        self.habit = habit
        self.today = today
        self.weekStart = weekStart
        let numbers = entries.map { $0.day.number } + [habit.since.number, today.number]
        base = numbers.min()! - 40
        let count = numbers.max()! - base + 80
        amounts = Array(repeating: nil, count: count)
        skips = Array(repeating: false, count: count)
        for entry in entries.enumerated().sorted(by: { ($0.1.day, $0.0) < ($1.1.day, $1.0) }).map(\.1) {
            let slot = entry.day.number - base
            let goal = TimelineReference.goal(of: habit, on: entry.day).1
            switch entry.action {
            case .done:
                skips[slot] = false
                switch goal {
                case .check: amounts[slot] = 1000
                case .atLeast(let target, _): amounts[slot] = target.thousandths
                case .atMost: amounts[slot] = 0
                }
            case .skip:
                skips[slot] = true
                amounts[slot] = nil
            case .clear, .no:
                skips[slot] = false
                amounts[slot] = nil
            case .set(let n):
                skips[slot] = false
                amounts[slot] = n.thousandths
            case .add(let n):
                amounts[slot] = (skips[slot] ? 0 : amounts[slot] ?? 0) + n.thousandths
                skips[slot] = false
            }
        }
        // A check goal's day at amount 0 is no entry.
        for slot in amounts.indices where amounts[slot] == 0 {
            if case .check = TimelineReference.goal(of: habit, on: Day(number: slot + base)).1 { amounts[slot] = nil }
        }
    }

    /// The schedule and goal in force on `day`: the first former goal that lasts to it.
    static func goal(of habit: Habit, on day: Day) -> (Schedule, Goal) {
        for former in habit.formerGoals where day <= former.until { return (former.schedule, former.goal) }
        return (habit.schedule, habit.goal)
    }

    func skipped(_ d: Day) -> Bool { skips[d.number - base] }
    func amount(_ d: Day) -> Int64 { amounts[d.number - base] ?? 0 }
    func done(_ d: Day) -> Bool { amount(d) > 0 }
    func days(_ a: Day, _ b: Day) -> [Day] { a > b ? [] : (a.number...b.number).map { Day(number: $0) } }

    /// Each goal's stretch of `since...today`, oldest first.
    func stretches() -> [Stretch] {
        var list: [Stretch] = []
        var start = habit.since
        for former in habit.formerGoals {
            let end = min(former.until, today)
            if start <= end {
                list.append(Stretch(start: start, end: end, schedule: former.schedule, goal: former.goal))
            }
            start = max(start, former.until.adding(1))
        }
        if start <= today { list.append(Stretch(start: start, end: today, schedule: habit.schedule, goal: habit.goal)) }
        return list
    }

    static func unit(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily, .weekdays, .rolling: "days"
        case .perWeek: "weeks"
        case .perMonth: "months"
        case .everyNDays: "checkins"
        case .anytime: "none"
        }
    }

    func run() -> Outcome {
        var out = Outcome()
        totals(&out)
        guard today >= habit.since else {
            out.status = TimelineReference.goal(of: habit, on: habit.since).0 == .anytime ? .tracking : .unstarted
            return out
        }
        var run = 0
        var carried = false
        var previousUnit: String? = nil
        var current: (PeriodOutcome, Day)? = nil  // today's period: outcome and end
        for stretch in stretches() {
            let unit = TimelineReference.unit(stretch.schedule)
            if let previousUnit, previousUnit != unit {
                carried = run > 0 || carried
                run = 0
                out.longest = 0
            }
            previousUnit = unit
            for (period, isCurrent) in periods(of: stretch, into: &out) {
                switch period.outcome {
                case .met:
                    run += 1
                    out.met += 1
                    out.longest = max(out.longest, run)
                case .failed:
                    run = 0
                    carried = false
                    out.failed += 1
                case .excused: if !isCurrent { out.excused += 1 }
                case .open: break
                }
                if isCurrent { current = (period.outcome, period.end) }
            }
        }
        out.current = run
        let (schedule, _) = TimelineReference.goal(of: habit, on: today)
        if schedule == .anytime {
            out.status = .tracking
        } else if current?.0 == .met {
            out.status = .active
        } else if skipped(today) {
            out.status = .skipping
        } else if current?.0 != .open {
            out.status = run > 0 || carried ? .active : out.longest > 0 ? .broken : .unstarted
        } else if run == 0, !carried {
            out.status = out.longest > 0 ? .broken : .unstarted
        } else {
            out.status = current?.1 == today ? .atRisk : .pending
        }
        return out
    }

    struct Period {
        var start: Day
        var end: Day
        var outcome: PeriodOutcome
    }

    /// The periods of one stretch, each with whether it is today's.
    private func periods(of s: Stretch, into out: inout Outcome) -> [(Period, Bool)] {
        var list: [(Period, Bool)] = []
        let cutOff = s.end < today  // a later goal follows
        switch s.schedule {
        case .daily, .weekdays:
            for d in days(s.start, s.end) where s.schedule == .daily || s.schedule.isDueDay(d) {
                list.append((Period(start: d, end: d, outcome: judge(s, d, d, d, quota: 1)), d == today))
            }
        case .perWeek(let n), .perMonth(let n):
            let months: Bool
            if case .perMonth = s.schedule { months = true } else { months = false }
            var start = months ? Day(year: s.start.year, month: s.start.month, day: 1)! : s.start
            while !months && start.weekday != weekStart { start = start.adding(-1) }
            while start <= s.end {
                let end =
                    months
                    ? Day(
                        year: start.year, month: start.month, day: Day.daysInMonth(year: start.year, month: start.month)
                    )!
                    : start.adding(6)
                let last = cutOff && end > s.end ? s.end : end
                list.append(
                    (
                        Period(start: start, end: last, outcome: judge(s, start, end, last, quota: n)),
                        start <= today && today <= last && !(cutOff && end > s.end)
                    ))
                start = end.adding(1)
            }
        case .rolling(let times, let length):
            for d in days(s.start, s.end) {
                let window = days(max(s.start, d.adding(1 - length)), d)
                let doneDays = window.filter { done($0) }.count
                let skippedDays = window.filter { skipped($0) }.count
                let outcome: PeriodOutcome
                if doneDays >= times {
                    outcome = .met
                } else if skipped(d) || doneDays + skippedDays >= times || d.adding(1 - length) < s.start {
                    outcome = .excused
                } else {
                    outcome = d == today ? .open : .failed
                }
                list.append((Period(start: d, end: d, outcome: outcome), d == today))
            }
        case .everyNDays(let n):
            out.excused += days(s.start, s.end).filter { skipped($0) }.count
            func unskipped(_ a: Day, _ b: Day) -> Int { days(a, b).filter { !skipped($0) }.count }
            var previous = s.start.adding(-1)
            var result: [(Period, Bool)] = []
            for d in days(s.start, s.end) where done(d) {
                if unskipped(previous.adding(1), d.adding(-1)) >= n {
                    result.append((Period(start: d, end: d, outcome: .failed), false))
                }
                result.append((Period(start: d, end: d, outcome: .met), d == today))
                previous = d
            }
            let waiting = unskipped(previous.adding(1), s.end)
            if previous != s.end, cutOff ? waiting >= n : waiting > n {
                result.append((Period(start: s.end, end: s.end, outcome: .failed), false))
            }
            if !cutOff, previous != today {
                // The open gap ends on its deadline while alive, today once broken.
                let end =
                    waiting > n
                    ? today : previous.adding(n + days(previous.adding(1), today).filter { skipped($0) }.count)
                result.append((Period(start: today, end: end, outcome: .open), true))
            }
            return result  // not listed among `periods`: their bounds are the engine's own
        case .anytime:
            return []
        }
        out.periods += list.map { "\($0.0.start)…\($0.0.end) \($0.0.outcome.rawValue)" }
        return list
    }

    /// The period `start...end` of stretch `s`, its days counted through `last` (a cut
    /// period's last day is the stretch's).
    private func judge(_ s: Stretch, _ start: Day, _ end: Day, _ last: Day, quota: Int) -> PeriodOutcome {
        let counted = days(max(start, s.start), last)
        let length = end - start + 1
        let skippedDays = counted.filter { skipped($0) }.count
        let doneDays = counted.filter { done($0) }.count
        let sum = counted.reduce(Int64(0)) { $0 + amount($1) }
        let isCut = last < end && last < today
        let isCurrent = start <= today && today <= end && !isCut
        let isFirstPartial = start < s.start
        if skippedDays == counted.count { return .excused }
        switch s.goal {
        case .check:
            if doneDays >= quota { return .met }
            if doneDays + skippedDays >= quota { return .excused }
        case .atLeast(let target, _):
            if sum >= target.thousandths { return .met }
            if skippedDays > 0, sum * Int64(length) >= target.thousandths * Int64(length - skippedDays) {
                return .excused
            }
        case .atMost(let max, _):
            if sum <= max.thousandths { return .met }
            return isFirstPartial ? .excused : .failed
        }
        if isCurrent || isCut { return isCut ? .excused : .open }
        return isFirstPartial ? .excused : .failed
    }

    private func totals(_ out: inout Outcome) {
        var good = [0, 0, 0, 0, 0, 0, 0]
        for d in days(habit.since, today) {
            let weekday = d.weekday.rawValue - 1
            switch TimelineReference.goal(of: habit, on: d).1 {
            case .check:
                if done(d) {
                    out.total += 1000
                    good[weekday] += 1
                }
            case .atLeast:
                out.total += amount(d)
                if amount(d) > 0 { good[weekday] += 1 }
            case .atMost(let max, _):
                out.total += amount(d)
                if !skipped(d), amount(d) <= max.thousandths { good[weekday] += 1 }
            }
        }
        var best = 0
        for weekday in 0..<7 where good[weekday] > best {
            best = good[weekday]
            out.bestWeekday = Weekday(rawValue: weekday + 1)
        }
    }
}
