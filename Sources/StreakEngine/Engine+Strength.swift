import Foundation
import HabitCore

extension Engine {
    /// The strength score in 0…1 (SPEC §5): Loop Habit Tracker's exponential smoothing.
    /// `nil` for `anytime` habits.
    ///
    /// With frequency f = num/den and m = 0.5^(√f / 13), the score is 0 before its first
    /// day and then, for every day up to and including today, unchanged on a skipped day
    /// and `score·m + p·(1 − m)` otherwise (see `StrengthRule` for p).
    ///
    /// The first day is the habit's first recorded entry (any action; at-most habits:
    /// `since`), but never before `since`: entries before `since` are outside the habit's
    /// history everywhere in the engine. Without entries the score is 0. Today is updated
    /// like any other day, so an unchecked today lowers the score until it is checked.
    /// One pass over the days with a sliding window over the entries: O(days + entries).
    public static func strength(_ habit: Habit, history: History, today: Day) -> Double? {
        guard let rule = StrengthRule(habit: habit) else { return nil }
        let since = habit.since
        let start: Day
        if case .atMost = habit.goal {
            start = since
        } else {
            guard let first = history.firstEntryDay else { return 0 }
            start = max(first, since)
        }
        guard start <= today else { return 0 }
        let days = history.days
        let states = history.states
        let first = history.firstIndex(onOrAfter: since)
        var lead = first
        var trail = first
        var window: Int64 = 0  // done days or thousandths within the last `rule.window` days
        var score = 0.0
        let m = rule.multiplier
        for number in start.number...today.number {
            var skippedToday = false
            while lead < days.count, days[lead].number <= number {
                window += rule.contribution(states[lead])
                if days[lead].number == number, case .skipped = states[lead] { skippedToday = true }
                lead += 1
            }
            let oldest = number - rule.window  // days up to here have left the window
            while trail < lead, days[trail].number <= oldest {
                window -= rule.contribution(states[trail])
                trail += 1
            }
            if skippedToday { continue }
            score = score * m + rule.p(window) * (1 - m)
        }
        return score
    }
}

/// The per-habit constants of the strength score and its daily value p (SPEC §5).
struct StrengthRule {
    /// 0.5^(√f / 13).
    let multiplier: Double
    /// The number of days p looks back over.
    let window: Int
    private let goal: Goal
    /// Done days needed in the window (check habits), after doubling when f < 1.
    private let needed: Int64

    /// `nil` for `anytime` habits.
    init?(habit: Habit) {
        let num: Int
        let den: Int
        let period: Int
        switch habit.schedule {
        case .daily: (num, den, period) = (1, 1, 1)
        case .weekdays(let set): (num, den, period) = (set.count, 7, 1)
        case .perWeek(let n): (num, den, period) = (n, 7, 7)
        case .perMonth(let n): (num, den, period) = (n, 30, 30)
        case .everyNDays(let n): (num, den, period) = (1, n, n)
        case .anytime: return nil
        }
        multiplier = pow(0.5, (Double(num) / Double(den)).squareRoot() / 13)
        goal = habit.goal
        if habit.goal.isNumeric {
            window = period
            needed = 1
        } else {
            let doubled = num < den
            window = doubled ? den * 2 : den
            needed = Int64(doubled ? num * 2 : num)
        }
    }

    /// What a recorded day adds to the window: 1 per done day (check habits), its amount
    /// in thousandths (numeric habits), 0 when skipped.
    @inline(__always)
    func contribution(_ state: DayState) -> Int64 {
        guard case .amount(let amount) = state else { return 0 }
        if goal.isNumeric { return amount.thousandths }
        return amount.isPositive ? 1 : 0
    }

    /// p for a window holding `value`.
    @inline(__always)
    func p(_ value: Int64) -> Double {
        switch goal {
        case .check:
            return min(1, Double(value) / Double(needed))
        case .atLeast(let target, _):
            guard target.isPositive else { return 1 }
            return min(1, Double(value) / Double(target.thousandths))
        case .atMost(let max, _):
            guard max.isPositive else { return value == 0 ? 1 : 0 }
            let over = Double(value - max.thousandths) / Double(max.thousandths)
            return Swift.min(1, Swift.max(0, 1 - over))
        }
    }
}
