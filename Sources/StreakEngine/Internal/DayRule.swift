import HabitCore

/// The outcome of a past one-day period with an amount, as a range test: met when the
/// amount (in thousandths) is within `low...high`, else failed (a skipped day is
/// excused). The same outcome as `PeriodTally.outcome` for one past day, without its
/// switch over the goal: check habits need more than 0, at-least habits the target,
/// at-most habits no more than the max.
struct DayRule {
    let low: Int64
    let high: Int64

    init(_ goal: GoalKind) {
        switch goal {
        case .check: (low, high) = (1, .max)
        case .atLeast(let target): (low, high) = (target, .max)
        case .atMost(let max): (low, high) = (.min, max)
        }
    }

    /// Whether a past day with `amount` is met.
    @inline(__always)
    func isMet(_ amount: Amount) -> Bool {
        amount.thousandths >= low && amount.thousandths <= high
    }
}
