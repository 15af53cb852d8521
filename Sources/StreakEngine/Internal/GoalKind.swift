import HabitCore

/// A goal reduced to what the engine's loops need: no unit text, limits in thousandths.
/// A trivial value, so hot loops switch over it without reference counting.
enum GoalKind: Equatable {
    case check
    case atLeast(Int64)
    case atMost(Int64)

    init(_ goal: Goal) {
        switch goal {
        case .check: self = .check
        case .atLeast(let target, _): self = .atLeast(target.thousandths)
        case .atMost(let max, _): self = .atMost(max.thousandths)
        }
    }

    /// Whether the goal sums amounts.
    var isNumeric: Bool { self != .check }

    /// A period's value: done days for check habits, the sum for numeric ones.
    func value(of tally: PeriodTally) -> Amount {
        isNumeric ? tally.sum : Amount(tally.done)
    }

    /// The rule that meets a period (docs/streaks.md), as the bounds `low...high` of the
    /// period's value: done days for check habits (at least `quota`), the summed amount in
    /// thousandths for numeric ones (at least the target, or at most the max).
    @inline(__always)
    func metBounds(quota: Int) -> (low: Int64, high: Int64) {
        switch self {
        case .check: (Int64(quota), .max)
        case .atLeast(let target): (target, .max)
        case .atMost(let max): (.min, max)
        }
    }
}
