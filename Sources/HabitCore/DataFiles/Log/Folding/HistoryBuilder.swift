/// One habit's history under construction: the fold of docs/data-format.md (`log`) applied
/// entry by entry in file order. The one implementation of the fold: `History(folding:goal:)`
/// puts the entries in day order and applies them here too.
///
/// The latest day is kept open (`openDay`, `openState`) while its entries arrive; a later
/// day closes it into `stage`, which moves closed days to `days`/`states` sixty-four at
/// a time (`DayStage`). An entry for an earlier day (logged late) moves the stage's days
/// first and is applied to that day's closed state in place. Closed states drop what
/// folds the same as nothing — a cleared day, and a check habit's day at amount 0 —
/// because `+N`, `=N`, `done`, `skip` and `clear` give the same result after either.
struct HistoryBuilder {
    // The fields every line reads come first, next to the stage's count, so that they
    // share a cache line or two: a line's step waits on loading them. `firstDay` is read
    // on every new day.
    private var openDay = Day(number: Int.min)
    private var firstDay: Day?
    /// Whether the open day's last entry so far is `no`.
    private var openNo = false
    private var numeric: Bool
    private var openState = FoldState.none
    /// The amount `done` sets on the open day: 1 for check habits, the target for
    /// at-least, 0 for at-most.
    private var doneAmount: Amount
    /// Whether the goal changed in a way that folds differently (`FoldRules.changes`):
    /// only then is each new day's rule looked up.
    private let changes: Bool
    /// Closed days not yet in `days` and `states`.
    private var stage = DayStage()
    private var days: [Day] = []
    private var states = DayStates()
    /// Closed days whose last entry is `no`, ascending (`History.noDays`).
    private var noDays: [Day] = []
    /// The goal of each day, read only when `changes`.
    private let rules: FoldRules

    /// A builder folding each day under the goal `rules` give it, with room for
    /// `capacity` days at once.
    init(rules: FoldRules, capacity: Int) {
        days.reserveCapacity(capacity)
        states.reserveCapacity(capacity)
        doneAmount = rules.last.doneAmount
        numeric = rules.last.numeric
        changes = !rules.changes.isEmpty
        self.rules = rules
    }

    /// A builder that folds on from `point` exactly as the builder that folded it would
    /// have folded the lines after it (a checkpoint, docs/performance.md): the latest day
    /// it met is open again, with its state and whether its last entry is `no` — a closed
    /// state folds on as the open one would (a dropped day as nothing).
    init(resuming point: FoldPoint, rules: FoldRules) {
        self.init(rules: rules, capacity: 0)
        days = point.history.days
        states = point.history.dayStates
        noDays = point.history.noDays
        firstDay = point.history.firstEntryDay
        guard let last = point.lastDay else { return }
        openDay = last
        if changes { select(rules.rule(on: last)) }
        if days.last == last {
            openState = FoldState(states[states.count - 1])
            days.removeLast()
            states.remove(at: states.count - 1)
        }
        if noDays.last == last {
            openNo = true
            noDays.removeLast()
        }
    }

    /// The latest day an entry was applied to; `nil` before the first.
    var lastDay: Day? { openDay == Day(number: Int.min) ? nil : openDay }

    @inline(__always)
    mutating func apply(_ action: Action, on day: Day) {
        if day == openDay {
            openState.apply(action, doneAmount: doneAmount)
            openNo = action == .no
        } else if day > openDay {
            close()
            if firstDay == nil { firstDay = day }
            if changes { select(rules.rule(on: day)) }
            openDay = day
            openState = .none
            openState.apply(action, doneAmount: doneAmount)
            openNo = action == .no
        } else {
            applyLate(action, on: day)
        }
    }

    /// The history folded so far (closing the open day, without copying the arrays).
    mutating func finish() -> History {
        close()
        stage.move(to: &days, &states)
        openDay = Day(number: Int.min)
        return History(days: days, states: states, firstEntryDay: firstDay, noDays: noDays)
    }

    /// Folds the days from here on under `rule`. Out of line: only a habit whose goal
    /// changed calls it.
    @inline(never)
    private mutating func select(_ rule: FoldRule) {
        doneAmount = rule.doneAmount
        numeric = rule.numeric
    }

    @inline(__always)
    private mutating func close() {
        if openNo, openDay != Day(number: Int.min) { noDays.append(openDay) }
        openNo = false
        if openState.isKept(numeric: numeric), let state = openState.state {
            if let word = DayStates.word(state) {
                if stage.isFull { stage.move(to: &days, &states) }
                stage.store(openDay, word)
            } else {
                // An amount too large for a word goes through the states' own table.
                stage.move(to: &days, &states)
                days.append(openDay)
                states.append(state)
            }
        }
        openState = .none
    }

    /// An entry for a day before the open one: every day in `days` is earlier than it.
    /// Out of line: logs are mostly in day order.
    @inline(never)
    private mutating func applyLate(_ action: Action, on day: Day) {
        stage.move(to: &days, &states)
        if let first = firstDay, day < first { firstDay = day }
        let noIndex = noDays.insertionIndex(of: day)
        let wasNo = noIndex < noDays.count && noDays[noIndex] == day
        if action == .no, !wasNo { noDays.insert(day, at: noIndex) }
        if action != .no, wasNo { noDays.remove(at: noIndex) }
        let rule = changes ? rules.rule(on: day) : FoldRule(doneAmount: doneAmount, numeric: numeric)
        let step = { (state: DayState?) in
            History.kept(History.apply(action, to: state, doneAmount: rule.doneAmount), numeric: rule.numeric)
        }
        let low = days.insertionIndex(of: day)
        if low < days.count, days[low] == day {
            if let state = step(states[low]) {
                states.replace(at: low, with: state)
            } else {
                days.remove(at: low)
                states.remove(at: low)
            }
        } else if let state = step(nil) {
            days.insert(day, at: low)
            states.insert(state, at: low)
        }
    }
}

/// One day's state while its entries are folded, as two plain fields rather than an
/// optional enum, so that a step of the fold and its `isKept` test are a few integer
/// operations per log line. The one implementation of the step: `History.apply` and
/// `History.kept` go through it (docs/data-format.md, `log`).
struct FoldState {
    enum Kind: UInt8 {
        /// Nothing recorded, or cleared.
        case none
        case skipped
        case amount
    }

    var kind: Kind
    /// The day's amount when `kind` is `.amount` (else not read).
    var amount: Amount

    static let none = FoldState(kind: .none, amount: .zero)

    init(kind: Kind, amount: Amount) {
        self.kind = kind
        self.amount = amount
    }

    init(_ state: DayState?) {
        switch state {
        case nil: self = .none
        case .skipped?: self.init(kind: .skipped, amount: .zero)
        case .amount(let amount)?: self.init(kind: .amount, amount: amount)
        }
    }

    /// The state as a history holds it.
    var state: DayState? {
        switch kind {
        case .none: nil
        case .skipped: .skipped
        case .amount: .amount(amount)
        }
    }

    /// `action` applied: `done` sets `doneAmount`, `+N` adds (from 0 when the day was
    /// empty, skipped or cleared), `=N` sets, `skip` excuses, `clear` and `no` clear.
    @inline(__always)
    mutating func apply(_ action: Action, doneAmount: Amount) {
        switch action {
        case .done: self = FoldState(kind: .amount, amount: doneAmount)
        case .skip: kind = .skipped
        case .clear, .no: kind = .none
        case .set(let value): self = FoldState(kind: .amount, amount: value)
        case .add(let value): self = FoldState(kind: .amount, amount: kind == .amount ? amount + value : value)
        }
    }

    /// Whether a history keeps the day: not when cleared, nor a check habit's day at
    /// amount 0 (`+N`, `=N`, `done`, `skip` and `clear` give the same after either).
    @inline(__always)
    func isKept(numeric: Bool) -> Bool {
        kind == .skipped || (kind == .amount && (numeric || amount.isPositive))
    }
}
