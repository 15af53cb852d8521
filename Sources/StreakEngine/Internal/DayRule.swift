import HabitCore

/// The outcome of a one-day period (daily and weekday-list habits, and the check-in of an
/// `N days` or `T in I days` habit), taken from `PeriodTally.outcome` once per habit so
/// that the per-day loops test a range instead of switching over the goal: a past day is
/// met when its amount (in thousandths) is within `low...high`, excused when skipped, else
/// failed.
///
/// The bounds are `GoalKind.metBounds` for a quota of 1. For check habits they bound the
/// done count (0 or 1), and a day's done count is 1 exactly when its amount is at least
/// 1 thousandth: the same bounds hold for the amount itself.
struct DayRule {
    let low: Int64
    let high: Int64
    /// A past due day with nothing recorded: failed, or met for at-most (and a target of 0).
    let empty: PeriodOutcome

    /// A past due day that was skipped: excused.
    let skipped: PeriodOutcome

    init(_ goal: GoalKind) {
        (low, high) = goal.metBounds(quota: 1)
        empty = DayRule.outcome(PeriodTally(), goal, isCurrent: false)
        var skip = PeriodTally()
        skip.add(.skipped)
        skipped = DayRule.outcome(skip, goal, isCurrent: false)
    }

    /// The outcome of a past day holding `state`, as `outcome` gives it for that day's
    /// tally: excused when skipped, met within the bounds, else failed (a past day is not
    /// open, and a one-day period is never a partial first one).
    @inline(__always)
    func pastOutcome(_ state: DayState) -> PeriodOutcome {
        switch state {
        case .skipped: skipped
        case .amount(let amount): isMet(amount) ? .met : .failed
        }
    }

    /// Whether a recorded amount of `thousandths` meets the day.
    @inline(__always)
    func isMet(thousandths: Int64) -> Bool {
        thousandths >= low && thousandths <= high
    }

    /// Whether a day with `amount` is met (a check-in, for `N days` and `T in I days`).
    @inline(__always)
    func isMet(_ amount: Amount) -> Bool {
        isMet(thousandths: amount.thousandths)
    }

    /// Whether a day's state is a check-in (`N days`, `T in I days`): a met day.
    @inline(__always)
    func isCheckIn(_ state: DayState?) -> Bool {
        guard case .amount(let amount)? = state else { return false }
        return isMet(amount)
    }

    /// Whether a day counts towards a window's T, met or excused: a check-in or a skip
    /// (`PeriodTally.outcome`: done + skipped ≥ the quota).
    @inline(__always)
    func countsTowardsQuota(_ state: DayState) -> Bool {
        if case .skipped = state { return true }
        return isCheckIn(state)
    }

    /// The outcome of the one-day period holding `tally`.
    @inline(__always)
    static func outcome(_ tally: PeriodTally, _ goal: GoalKind, isCurrent: Bool) -> PeriodOutcome {
        tally.outcome(goal: goal, quota: 1, length: 1, existing: 1, isCurrent: isCurrent, isFirstPartial: false)
    }

    /// The one-day period of day `number` holding `tally`.
    @inline(__always)
    static func period(_ number: Int, _ tally: PeriodTally, _ goal: GoalKind, isCurrent: Bool) -> Period {
        let day = Day(number: number)
        return Period(
            start: day, end: day, outcome: outcome(tally, goal, isCurrent: isCurrent), value: goal.value(of: tally))
    }
}
