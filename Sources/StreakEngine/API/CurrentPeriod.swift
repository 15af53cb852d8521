import HabitCore

/// The period that contains today, as views show it: "2 of 3 this week", "5/8 glasses",
/// "over". The engine decides every member; a view only renders them.
public struct CurrentPeriod: Sendable, Hashable {
    /// A day, week, month, interval or window.
    public let kind: PeriodKind
    /// The first day (a week's or month's first calendar day, which may be before `since`).
    public let start: Day
    /// The last day, inclusive (after today for a week or month not over yet).
    public let end: Day
    /// How the period stands so far: `open` while something is left to do in it, `met`,
    /// `excused` (say, its remaining days are skipped in advance) or `failed` (an at-most
    /// period over its max).
    public let outcome: PeriodOutcome
    /// What is done so far: done days (check habits; for `N days` 1 once checked in, for
    /// `T in I days` the done days of the window) or the summed amount (numeric habits).
    public let done: Amount
    /// What the period asks, in the unit of `done`: the done days needed (1 a day, the
    /// quota of a week or month, 1 check-in for `N days`, T for `T in I days`), the target
    /// (at-least habits) or the max (at-most habits, see `isLimit`).
    public let target: Amount
    /// Whether `target` is a max to stay within (`--max`) rather than a goal to reach.
    public let isLimit: Bool

    /// What is still to do to meet the period: `target` less `done`, `.zero` once it is
    /// reached, and always `.zero` for a limit (a limit asks for nothing).
    public var left: Amount {
        isLimit || done >= target ? .zero : Amount(thousandths: target.thousandths - done.thousandths)
    }

    /// Whether an at-most period is over its max.
    public var isOverLimit: Bool { isLimit && done > target }
}
