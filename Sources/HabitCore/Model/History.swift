/// The state of one habit on one day once its entries are applied.
public enum DayState: Sendable, Hashable {
    /// Excused.
    case skipped
    /// Done with an amount. Check habits: done when the amount is above zero.
    case amount(Amount)
}

/// A habit's per-day states, folded from its entries in file order (SPEC §4.3), with
/// days in ascending order. Days with nothing recorded (or cleared) are absent.
public struct History: Sendable, Hashable {
    /// Recorded days, ascending, each once.
    public private(set) var days: [Day]
    /// `states[i]` is the state on `days[i]`.
    public private(set) var states: [DayState]
    /// The earliest day of any entry, including `clear` entries; `nil` with no entries.
    public private(set) var firstEntryDay: Day?

    /// An empty history.
    public init() {
        days = []
        states = []
        firstEntryDay = nil
    }

    /// Folds `entries` — all for one habit, in file order — under `goal`.
    ///
    /// Entries are applied per day in file order. `done` sets the amount to 1 for check
    /// habits, to the target for at-least habits and to 0 for at-most habits; `+N` adds
    /// (from 0 when the day was empty, skipped or cleared); `=N` sets; `skip` excuses;
    /// `clear` removes. A check habit left at amount 0 counts as cleared.
    /// O(n) when entries arrive in day order, O(n log n) otherwise.
    public init(folding entries: some Collection<Entry>, goal: Goal) {
        self.init()
        guard !entries.isEmpty else { return }
        var ordered = Array(entries)
        if !ordered.isSortedByDay {
            // Stable by construction: ties keep file order through the index.
            ordered = ordered.enumerated()
                .sorted { $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset }
                .map(\.element)
        }
        days.reserveCapacity(ordered.count)
        states.reserveCapacity(ordered.count)
        firstEntryDay = ordered[0].day
        var index = 0
        while index < ordered.count {
            let day = ordered[index].day
            var state: DayState? = nil
            while index < ordered.count, ordered[index].day == day {
                state = History.apply(ordered[index].action, to: state, goal: goal)
                index += 1
            }
            if case .amount(let amount)? = state, !goal.isNumeric, !amount.isPositive { state = nil }
            if let state {
                days.append(day)
                states.append(state)
            }
        }
    }

    /// The state after applying `action` to `state`.
    public static func apply(_ action: Action, to state: DayState?, goal: Goal) -> DayState? {
        switch action {
        case .done:
            switch goal {
            case .check: return .amount(Amount(1))
            case .atLeast(let target, _): return .amount(target)
            case .atMost: return .amount(.zero)
            }
        case .skip: return .skipped
        case .clear: return nil
        case .set(let amount): return .amount(amount)
        case .add(let amount):
            if case .amount(let current)? = state { return .amount(current + amount) }
            return .amount(amount)
        }
    }

    /// The state on `day`, or `nil` when nothing is recorded. O(log n).
    public func state(on day: Day) -> DayState? {
        var low = 0
        var high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low < days.count && days[low] == day ? states[low] : nil
    }
}

extension Array where Element == Entry {
    fileprivate var isSortedByDay: Bool {
        var previous = Day(number: Int.min)
        for entry in self {
            if entry.day < previous { return false }
            previous = entry.day
        }
        return true
    }
}
