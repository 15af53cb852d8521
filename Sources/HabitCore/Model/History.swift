/// The state of one habit on one day once its entries are applied.
public enum DayState: Sendable, Hashable {
    /// Excused.
    case skipped
    /// Done with an amount. Check habits: done when the amount is above zero.
    case amount(Amount)
}

/// A habit's per-day states, folded from its entries in file order (docs/data-format.md, `log`), with
/// days in ascending order. Days with nothing recorded (or cleared) are absent.
public struct History: Sendable, Hashable {
    /// Recorded days, ascending, each once: made an array on each use (O(n)), as
    /// `states`; `state(on:)` and `isAnswered(on:)` look one day up.
    public var days: [Day] { dayColumn.array }
    /// The recorded days as the history keeps them — its own, or a view of a mapped fold
    /// checkpoint (docs/performance.md, "Histories read in place"): what the engine's
    /// loops read (`withColumns`), without making an array.
    @usableFromInline package private(set) var dayColumn: Column<Day>
    /// `states[i]` is the state on `days[i]`: the history's states made an array, on each
    /// use (O(n)); `state(on:)` reads one day's.
    public var states: [DayState] { Array(dayStates) }
    /// `dayStates[i]` is the state on `days[i]`, as the history keeps them (one word a
    /// day): what the engine's loops read, without making an array.
    @usableFromInline package private(set) var dayStates: DayStates
    /// The earliest day of any entry, including `clear` entries; `nil` with no entries.
    public private(set) var firstEntryDay: Day?
    /// Days answered "not done": days whose last entry is `no`, ascending. They are absent
    /// from `days` — for streaks, periods and amounts a `no` is a `clear` — but the day
    /// counts as answered (docs/data-format.md). Made an array on each use (O(n)).
    public var noDays: [Day] { noDayColumn.array }
    /// The `no` days as the history keeps them (`dayColumn`).
    package private(set) var noDayColumn: Column<Day>

    /// An empty history.
    init() {
        dayColumn = Column()
        dayStates = DayStates()
        firstEntryDay = nil
        noDayColumn = Column()
    }

    /// A history already folded: `days` ascending, each once, with their states.
    init(days: [Day], states: DayStates, firstEntryDay: Day?, noDays: [Day] = []) {
        self.init(days: Column(days), states: states, firstEntryDay: firstEntryDay, noDays: Column(noDays))
    }

    /// A history already folded, its columns its own or views of a mapped checkpoint.
    init(days: Column<Day>, states: DayStates, firstEntryDay: Day?, noDays: Column<Day>) {
        self.dayColumn = days
        self.dayStates = states
        self.firstEntryDay = firstEntryDay
        self.noDayColumn = noDays
    }

    /// `body` of the days and their states in memory (`Column.withUnsafeBufferPointer`,
    /// `DayStates.withWords`): the one path of the engine's per-day loops, whether the
    /// history's columns are its own or views of a mapped checkpoint. `@inlinable`, so
    /// that each loop is specialized for its body.
    @inlinable @inline(__always)
    package func withColumns<R>(_ body: (UnsafeBufferPointer<Day>, StateWords) throws -> R) rethrows -> R {
        try dayColumn.withUnsafeBufferPointer { days in try dayStates.withWords { states in try body(days, states) } }
    }

    /// Folds `entries` — all for one habit, in file order — under `goal`.
    ///
    /// Entries are applied per day in file order. `done` sets the amount to 1 for check
    /// habits, to the target for at-least habits and to 0 for at-most habits; `+N` adds
    /// (from 0 when the day was empty, skipped or cleared); `=N` sets; `skip` excuses;
    /// `clear` removes; `no` removes and marks the day answered (`noDays`). A check habit left at
    /// amount 0 counts as cleared (`kept`).
    /// O(n) when entries arrive in day order, O(n log n) otherwise.
    /// - Parameters:
    ///   - entries: one habit's entries in file order; the habit they name is not checked, so
    ///     pass no other habit's.
    ///   - goal: the goal that says what `done` records and whether amounts count.
    public init(folding entries: some Collection<Entry>, goal: Goal) {
        self.init(folding: entries, rules: FoldRules(goal))
    }

    /// Folds `entries` — all for `habit`, in file order — each day under the goal in force
    /// that day (`Habit.goal(on:)`, docs/streaks.md, "Goals that change"): a `done` of a
    /// former at-least goal sets that goal's target. The same as `init(folding:goal:)` for
    /// a habit without former goals.
    /// - Parameters:
    ///   - entries: `habit`'s entries in file order (those named by a former id too); the
    ///     habit they name is not checked.
    ///   - habit: its goals, former ones with their `until` days, choose each day's rules.
    public init(folding entries: some Collection<Entry>, for habit: Habit) {
        self.init(folding: entries, rules: FoldRules(habit))
    }

    private init(folding entries: some Collection<Entry>, rules: FoldRules) {
        self.init()
        guard !entries.isEmpty else { return }
        let ordered = Array(entries)
        fold(ordered.indices, of: ordered, rules: rules)
    }

    /// Folds the entries of `entries` at `positions` — one habit's entries, positions
    /// ascending (file order) — under `goal`. The same history as
    /// `init(folding: positions.map { entries[$0] }, goal:)`, without copying the entries
    /// (only their days and actions are read).
    package init(folding entries: [Entry], at positions: [Int], for habit: Habit) {
        self.init()
        guard !positions.isEmpty else { return }
        fold(positions, of: entries, rules: FoldRules(habit))
    }

    /// The fold of docs/data-format.md (`log`) over `entries[order[0]], entries[order[1]], …`, which must be
    /// in file order: put in day order (stably, so each day's entries keep their file
    /// order), then applied by `HistoryBuilder`, the one implementation of the fold.
    /// O(n) when they are in day order, O(n log n) otherwise.
    private mutating func fold<Order: RandomAccessCollection<Int>>(
        _ order: Order, of entries: [Entry], rules: FoldRules
    ) {
        var positions = Array(order)
        var previous = Day(number: Int.min)
        var sorted = true
        for position in positions {
            let day = entries[position].day
            if day < previous {
                sorted = false
                break
            }
            previous = day
        }
        if !sorted {
            // Stable: ties keep file order, as the positions ascend.
            positions.sort { a, b in
                let (x, y) = (entries[a].day, entries[b].day)
                return x != y ? x < y : a < b
            }
        }
        var builder = HistoryBuilder(rules: rules, capacity: positions.count)
        for position in positions { builder.apply(entries[position].action, on: entries[position].day) }
        self = builder.finish()
    }

    /// The state after applying `action` to `state`.
    package static func apply(_ action: Action, to state: DayState?, goal: Goal) -> DayState? {
        apply(action, to: state, doneAmount: goal.doneAmount)
    }

    /// The state after applying `action` to `state`, where `done` sets `doneAmount`.
    static func apply(_ action: Action, to state: DayState?, doneAmount: Amount) -> DayState? {
        var fold = FoldState(state)
        fold.apply(action, doneAmount: doneAmount)
        return fold.state
    }

    /// The state a day keeps once its entries are applied: a check habit's day left at
    /// amount 0 counts as cleared (docs/data-format.md, `log`), as `+N`, `=N`, `done`,
    /// `skip` and `clear` give the same result after either.
    package static func kept(_ state: DayState?, numeric: Bool) -> DayState? {
        FoldState(state).isKept(numeric: numeric) ? state : nil
    }

    /// Whether `day` was answered "not done" (its last entry is `no`). O(log n).
    /// - Parameter day: any day; one before the first entry or after the last is never one.
    /// - Returns: `true` when the day's last entry is `no`.
    public func answeredNo(on day: Day) -> Bool {
        let index = noDayColumn.insertionIndex(of: day)
        return index < noDayColumn.count && noDayColumn[index] == day
    }

    /// Whether `day` has an answer: a recorded state, or a `no`. O(log n).
    /// - Parameter day: any day.
    /// - Returns: `true` when the day holds a state or a `no`; `false` when nothing is recorded
    ///   or its entries were cleared.
    public func isAnswered(on day: Day) -> Bool { state(on: day) != nil || answeredNo(on: day) }

    /// The state on `day`, or `nil` when nothing is recorded. O(log n).
    /// - Parameter day: any day.
    /// - Returns: the state the day's entries left (skipped, or an amount: 1 for a done
    ///   check day); `nil` when there are none, they were cleared, or the last is `no`.
    public func state(on day: Day) -> DayState? {
        let index = dayColumn.insertionIndex(of: day)
        return index < dayColumn.count && dayColumn[index] == day ? dayStates[index] : nil
    }
}

extension Goal {
    /// The amount a `done` entry records: 1 for check habits, the target for at-least
    /// habits, 0 for at-most habits (docs/data-format.md, `log`).
    var doneAmount: Amount {
        switch self {
        case .check: Amount(1)
        case .atLeast(let target, _): target
        case .atMost: .zero
        }
    }
}
