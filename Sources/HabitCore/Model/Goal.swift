/// What counts as success for a period (docs/streaks.md, "Periods").
public enum Goal: Sendable, Hashable {
    /// A day is done when it has a done entry.
    case check
    /// A period is met when the sum of its amounts is at least `target`.
    case atLeast(Amount, unit: String?)
    /// A period is met when the sum of its (unskipped) amounts is at most `max`;
    /// an unlogged past period counts as zero.
    case atMost(Amount, unit: String?)

    /// Whether the goal sums amounts rather than checking days.
    public var isNumeric: Bool {
        if case .check = self { return false }
        return true
    }

    /// Whether the goal is a limit to stay within (`--max`) rather than a goal to reach.
    public var isLimit: Bool {
        if case .atMost = self { return true }
        return false
    }

    /// The unit for display (`km`), if any.
    public var unit: String? {
        switch self {
        case .check: nil
        case .atLeast(_, let unit), .atMost(_, let unit): unit
        }
    }
}

extension Goal {
    /// The same goal with `unit` as its unit (a check has none).
    package func withUnit(_ unit: String?) -> Goal {
        switch self {
        case .check: .check
        case .atLeast(let target, _): .atLeast(target, unit: unit)
        case .atMost(let max, _): .atMost(max, unit: unit)
        }
    }
}
