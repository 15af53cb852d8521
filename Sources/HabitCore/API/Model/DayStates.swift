/// A history's day states (`History.dayStates`; `History.states` makes them an array),
/// one `Int64` word a day where an array of `DayState` spends two (the payload, then the
/// tag padded to a word): the amount in thousandths, or `skippedWord` for an excused day.
/// Amounts are never negative (`Amount`), so the word cannot be mistaken. Half the memory
/// a reading command touches for its histories' states, and so half their page faults
/// (docs/performance.md, "Where the time goes").
public struct DayStates: RandomAccessCollection, Sendable, Hashable {
    /// Each day's word: its amount's thousandths, or `skippedWord`.
    private var words: [Int64]

    /// The word of a skipped day.
    static var skippedWord: Int64 { .min }

    /// No states.
    init() { words = [] }

    /// The states of `states`, in order.
    init(_ states: some Sequence<DayState>) { words = states.map(Self.word) }

    /// The word that stands for `state`.
    @inline(__always)
    static func word(_ state: DayState) -> Int64 {
        switch state {
        case .skipped: skippedWord
        case .amount(let amount): amount.thousandths
        }
    }

    /// The state a word stands for.
    @inline(__always)
    static func state(_ word: Int64) -> DayState {
        word == skippedWord ? .skipped : .amount(Amount(thousandths: word))
    }

    /// The first position: 0.
    public var startIndex: Int { 0 }
    /// One past the last position: the number of states.
    public var endIndex: Int { words.count }

    /// The state at `position`.
    public subscript(position: Int) -> DayState { Self.state(words[position]) }

    /// Sets the state at `position`.
    mutating func replace(at position: Int, with state: DayState) { words[position] = Self.word(state) }

    /// Room for `capacity` states without growing.
    mutating func reserveCapacity(_ capacity: Int) { words.reserveCapacity(capacity) }

    /// Adds the states that `newWords` stand for (`word(_:)`) at the end.
    mutating func append(words newWords: some Collection<Int64>) { words.append(contentsOf: newWords) }

    /// Adds `state` at `position`.
    mutating func insert(_ state: DayState, at position: Int) { words.insert(Self.word(state), at: position) }

    /// Removes the state at `position`.
    mutating func remove(at position: Int) { words.remove(at: position) }
}
