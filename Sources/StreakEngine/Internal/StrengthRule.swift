import Foundation
import HabitCore

/// The per-habit constants of the strength score and its daily value p (docs/streaks.md,
/// docs/streaks.md).
struct StrengthRule {
    /// 0.5^(√f / 13).
    let multiplier: Double
    /// The number of days p looks back over.
    let window: Int
    /// The goal p measures against; for a numeric weekday list with k due days, its
    /// target or max times k (the window sums k due days).
    let goal: GoalKind
    /// The score before the first day: 1 for at-most habits (nothing over the limit yet,
    /// as in Loop Habit Tracker), else 0.
    let initial: Double
    /// The weekdays whose amounts count (`DueMask`): a numeric weekday list sums only its
    /// due days, so days that are not due never lower a habit kept perfectly. Every day
    /// for other habits.
    let counted: Int
    /// Done days needed in the window (check habits), after doubling when f < 1.
    private let needed: Int64

    /// `nil` for `anytime` habits.
    init?(habit: Habit) {
        var num: Int
        var den: Int
        var period: Int
        var counted = DueMask.all
        var scale: Int64 = 1
        switch habit.schedule {
        case .daily: (num, den, period) = (1, 1, 1)
        case .weekdays(let set):
            (num, den, period) = (set.count, 7, 7)
            if habit.goal.isNumeric {
                counted = DueMask.of(set)
                scale = Int64(set.count)
            }
        case .perWeek(let n): (num, den, period) = (n, 7, 7)
        case .perMonth(let n): (num, den, period) = (n, 30, 30)
        case .everyNDays(let n): (num, den, period) = (1, n, n)
        case .rolling(let times, let days): (num, den, period) = (times, days, days)
        case .anytime: return nil
        }
        // As in Loop Habit Tracker, a frequency of num ≥ den is scored as 1/1: 7/week,
        // 30/month and 31/month like `daily`.
        if num >= den { (num, den, period) = (1, 1, 1) }
        multiplier = pow(0.5, (Double(num) / Double(den)).squareRoot() / 13)
        self.counted = counted
        switch GoalKind(habit.goal) {
        case .check:
            goal = .check
            initial = 0
        case .atLeast(let target):
            goal = .atLeast(target * scale)
            initial = 0
        case .atMost(let max):
            goal = .atMost(max * scale)
            initial = 1
        }
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

    /// `contribution` of a recorded day `number`: 0 on a day whose amount does not count
    /// (a numeric weekday list's days that are not due).
    @inline(__always)
    func contribution(_ state: DayState, on number: Int) -> Int64 {
        if counted != DueMask.all, counted & (1 << DueMask.weekdayIndex(number)) == 0 { return 0 }
        return contribution(state)
    }

    /// mᵏ: by squaring for the short gaps that dominate, `pow` for long ones.
    @inline(__always)
    func power(_ k: Int) -> Double {
        guard k < 64 else { return pow(multiplier, Double(k)) }
        var result = 1.0
        var base = multiplier
        var exponent = k
        while exponent > 0 {
            if exponent & 1 == 1 { result *= base }
            base *= base
            exponent >>= 1
        }
        return result
    }

    /// The strength step (docs/streaks.md): one day's update of the score towards p,
    /// `score·m + p·(1 − m)`, written `p + (score − p)·m`; with `factor` mᵏ, k days with the
    /// same p at once. Every score in the engine is made of these steps, in this order of
    /// floating-point operations.
    @inline(__always)
    func step(_ score: Double, toward p: Double, factor: Double) -> Double {
        p + (score - p) * factor
    }

    /// The score after the recorded day `number`: the days from `next` before it, without
    /// entries, at p `empty` (`p(0)`), then the day itself unless it is skipped.
    @inline(__always)
    func score(_ score: Double, after state: DayState, on number: Int, from next: Int, empty: Double) -> Double {
        var score = score
        if number > next { score = step(score, toward: empty, factor: power(number - next)) }
        if case .amount = state { score = step(score, toward: p(contribution(state)), factor: multiplier) }
        return score
    }

    /// p for a window holding `value`.
    @inline(__always)
    func p(_ value: Int64) -> Double {
        switch goal {
        case .check:
            return min(1, Double(value) / Double(needed))
        case .atLeast(let target):
            guard target > 0 else { return 1 }
            return min(1, Double(value) / Double(target))
        case .atMost(let max):
            guard max > 0 else { return value == 0 ? 1 : 0 }
            let over = Double(value - max) / Double(max)
            return Swift.min(1, Swift.max(0, 1 - over))
        }
    }
}
