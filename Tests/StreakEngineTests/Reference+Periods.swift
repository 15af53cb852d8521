import Foundation
import HabitCore
import StreakEngine  // the result vocabulary only (HabitStatus, PeriodOutcome)

extension Reference {
    /// A period as the reference sees it.
    struct RefPeriod {
        var start: Day
        var end: Day
        var outcome: PeriodOutcome
    }

    func weekStartOf(_ d: Day) -> Day {
        var s = d
        while s.weekday != weekStart { s = s.adding(-1) }
        return s
    }

    func monthStartOf(_ d: Day) -> Day { Day(year: d.year, month: d.month, day: 1)! }

    /// The periods of day, week and month schedules, listed one by one.
    func listPeriods() -> [RefPeriod] {
        var list: [RefPeriod] = []
        guard today >= habit.since else { return list }
        switch habit.schedule {
        case .daily, .weekdays:
            for d in days(habit.since, today) where habit.schedule.isDueDay(d) {
                list.append(RefPeriod(start: d, end: d, outcome: judge(d, d, quota: 1)))
            }
        case .perWeek(let n):
            var start = weekStartOf(habit.since)
            while start <= today {
                list.append(
                    RefPeriod(start: start, end: start.adding(6), outcome: judge(start, start.adding(6), quota: n)))
                start = start.adding(7)
            }
        case .perMonth(let n):
            var start = monthStartOf(habit.since)
            while start <= today {
                let end = Day(
                    year: start.year, month: start.month, day: Day.daysInMonth(year: start.year, month: start.month))!
                list.append(RefPeriod(start: start, end: end, outcome: judge(start, end, quota: n)))
                start = end.adding(1)
            }
        case .rolling(let times, let length):
            for d in days(habit.since, today) {
                let window = days(max(habit.since, d.adding(1 - length)), d)
                let done = window.filter { isDone($0) }.count
                let skipped = window.filter { isSkipped($0) }.count
                let outcome: PeriodOutcome
                if done >= times {
                    outcome = .met
                } else if isSkipped(d) || done + skipped >= times || d.adding(1 - length) < habit.since {
                    outcome = .excused
                } else {
                    outcome = d == today ? .open : .failed
                }
                list.append(RefPeriod(start: d, end: d, outcome: outcome))
            }
        case .everyNDays, .anytime:
            break
        }
        return list
    }

    /// `due_by` of a `T in I days` habit: today when open, else d_T + I (d_T the T-th most
    /// recent done-or-skipped day), else the end of the first window.
    func rollingDueBy(times: Int, length: Int, open: Bool) -> Day {
        if open { return today }
        var found = 0
        for d in days(habit.since, today).reversed() where isDone(d) || isSkipped(d) {
            found += 1
            // Today excused by its own skip, its window short: tomorrow falls short too.
            if found == times { return max(d.adding(length), today.adding(1)) }
        }
        return max(habit.since.adding(length - 1), today.adding(1))
    }

    /// The outcome of the period `start...end`, straight from the rules.
    func judge(_ start: Day, _ end: Day, quota: Int) -> PeriodOutcome {
        let counted = days(max(start, habit.since), end)
        let length = end - start + 1
        let skipped = counted.filter { isSkipped($0) }.count
        let done = counted.filter { isDone($0) }.count
        let sum = counted.reduce(Int64(0)) { $0 + amount($1) }
        let isCurrent = start <= today && today <= end
        let isFirstPartial = start < habit.since
        if skipped == counted.count { return .excused }
        switch habit.goal {
        case .check:
            if done >= quota { return .met }
            if done + skipped >= quota { return .excused }
        case .atLeast(let target, _):
            if sum >= target.thousandths { return .met }
            if sum * Int64(length) >= target.thousandths * Int64(length - skipped) { return .excused }
        case .atMost(let max, _):
            if sum <= max.thousandths { return .met }
            return isFirstPartial ? .excused : .failed
        }
        if isCurrent { return .open }
        return isFirstPartial ? .excused : .failed
    }

    func calendarPeriods(into out: inout Reference.Outcome) {
        let list = listPeriods()
        var run = 0
        for (i, p) in list.enumerated() {
            let isCurrent = p.start <= today && today <= p.end
            switch p.outcome {
            case .met:
                run += 1
                out.met += 1
            case .failed:
                run = 0
                out.failed += 1
            case .excused: if !isCurrent { out.excused += 1 }
            case .open: break
            }
            out.longest = max(out.longest, run)
            _ = i
        }
        out.current = run
        out.periods = list.map { "\($0.start)…\($0.end) \($0.outcome.rawValue)" }
        let current = list.first { $0.start <= today && today <= $0.end }
        let open = current?.outcome == .open ? current : nil
        out.dueBy = open?.end
        if case .rolling(let times, let length) = habit.schedule, today >= habit.since {
            out.dueBy = rollingDueBy(times: times, length: length, open: open != nil)
        }
        out.status = status(currentMet: current?.outcome == .met, open: open?.end, out)
    }

    /// The status rules of docs/streaks.md, first that applies.
    func status(currentMet: Bool, open: Day?, _ out: Reference.Outcome) -> HabitStatus {
        if today < habit.since { return .unstarted }
        if currentMet { return .active }
        if isSkipped(today) { return .skipping }
        if open == nil && out.current > 0 { return .active }
        if out.current == 0 { return out.longest > 0 ? .broken : .unstarted }
        return open == today ? .atRisk : .pending
    }

    /// `N days`: the chain rule, literally, with `since − 1` as an uncounted anchor.
    func interval(_ n: Int, into out: inout Reference.Outcome) {
        guard today >= habit.since else { return }
        func skippedBetween(_ a: Day, _ b: Day) -> Int {  // strictly between
            days(a.adding(1), b.adding(-1)).filter { isSkipped($0) }.count
        }
        var previous = habit.since.adding(-1)
        var chain = 0
        for d in days(habit.since, today) where isDone(d) {
            if d - previous <= n + skippedBetween(previous, d) {
                chain += 1
            } else {
                out.failed += 1
                chain = 1
            }
            out.met += 1
            out.longest = max(out.longest, chain)
            previous = d
        }
        let skippedAfter = skippedBetween(previous, today.adding(1))
        let alive = today - previous <= n + skippedAfter
        out.current = alive ? chain : 0
        if !alive { out.failed += 1 }
        out.excused = days(habit.since, today).filter { isSkipped($0) }.count
        let doneToday = previous == today
        out.dueBy = doneToday ? nil : alive ? previous.adding(n + skippedAfter) : today
        out.status = status(currentMet: doneToday, open: out.dueBy, out)
    }
}
