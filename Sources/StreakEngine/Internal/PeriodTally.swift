import HabitCore

/// What one period holds once its days are counted, and the rule that turns it into an
/// outcome (docs/streaks.md). Shared by every schedule so that the rules live in one place.
struct PeriodTally {
    /// Days with a done entry (a positive amount).
    var done = 0
    /// Skipped days.
    var skipped = 0
    /// The summed amount of the period's non-skipped days.
    var sum = Amount(thousandths: 0)  // not `.zero`: a global of another module, read through a call

    /// Counts one recorded day.
    @inline(__always)
    mutating func add(_ state: DayState) {
        switch state {
        case .skipped:
            skipped += 1
        case .amount(let amount):
            if amount.isPositive { done += 1 }
            sum = sum + amount
        }
    }

    /// The outcome of a period.
    ///
    /// - Parameters:
    ///   - quota: done days needed by a check habit (1 for per-day periods).
    ///   - length: days in the whole period (1, 7, or the month's length).
    ///   - existing: days of the period on or after `since` (all of them but in the first,
    ///     partial period).
    ///   - isCurrent: the period contains today.
    ///   - isFirstPartial: the period contains `since`, which is not its first day.
    ///
    /// Decisions where docs/streaks.md leaves room:
    /// - A period whose existing days are all skipped is excused for every goal, before the
    ///   met test: otherwise an at-most period of skipped days would be met (its sum, 0, is
    ///   within the max) and a skip would count towards the streak.
    /// - An at-most period is met while its sum stays within the max, the current one
    ///   included: "no more than 2 coffees today" holds until the third. So an at-most
    ///   habit is `active` rather than `at_risk` on a day it keeps to its limit.
    /// - A current period that is excused (say, the rest of the week is skipped in
    ///   advance) is excused rather than open: nothing is left to do in it.
    /// - The first, partial period never fails, not even an at-most period that is
    ///   exceeded: it is excused instead.
    func outcome(
        goal: GoalKind, quota: Int, length: Int, existing: Int, isCurrent: Bool, isFirstPartial: Bool
    ) -> PeriodOutcome {
        if skipped >= existing { return .excused }
        let (low, high) = goal.metBounds(quota: quota)
        let value = goal.isNumeric ? sum.thousandths : Int64(done)
        if value >= low, value <= high { return .met }
        switch goal {
        case .check:
            if done + skipped >= quota { return .excused }
        case .atLeast(let target):
            // sum ≥ target × (unskipped ÷ length), kept in integers.
            let unskipped = Int64(length - skipped)
            if skipped > 0, sum.thousandths * Int64(length) >= target * unskipped {
                return .excused
            }
        case .atMost:
            // Over the max: failed at once, the current period too.
            return .unmet(isCurrent: false, isFirstPartial: isFirstPartial)
        }
        return .unmet(isCurrent: isCurrent, isFirstPartial: isFirstPartial)
    }
}

extension PeriodOutcome {
    /// A period neither met nor excused: the current one is open, as today is a grace day;
    /// a past one failed, but for the first, partial period, which never fails and is
    /// excused (docs/streaks.md).
    @inline(__always)
    static func unmet(isCurrent: Bool, isFirstPartial: Bool = false) -> PeriodOutcome {
        isCurrent ? .open : isFirstPartial ? .excused : .failed
    }
}
