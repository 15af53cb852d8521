/// A history's day states (`History.dayStates`; `History.states` makes them an array),
/// one 32-bit word a day where an array of `DayState` spends sixteen bytes (the payload,
/// then the tag padded to a word): the amount in thousandths, `skippedWord` for an
/// excused day, or, for an amount above `Int32.max` thousandths (2,147,483.647), a
/// negative word that points into `large`. Amounts are never negative (`Amount`), so no
/// word can be mistaken. A quarter of the memory a reading command would touch for its
/// histories' states, and so of their page faults (docs/performance.md, "Where the time
/// goes"). The engine's loops read it; an app reads `History.states` or
/// `History.state(on:)` (docs/library.md, "What the libraries never do").
@usableFromInline package struct DayStates: RandomAccessCollection, Sendable, Hashable {
    /// Each day's word (`word(_:)`, `encode(_:)`).
    @usableFromInline var words: Column<Int32>
    /// The amounts, in thousandths, too large for a word: the word `-(k + 1)` stands for
    /// `large[k]`. An amount replaced or removed stays here unused; equality and hashing
    /// read the states, not the words.
    @usableFromInline var large = Column<Int64>()

    /// The word of a skipped day.
    static var skippedWord: Int32 { DayState.skippedWord }

    /// No states.
    init() { words = Column() }

    /// The states of `states`, in order.
    init(_ states: some Sequence<DayState>) {
        var words: [Int32] = []
        words.reserveCapacity(states.underestimatedCount)
        self.words = Column()
        for state in states { words.append(encode(state)) }
        self.words = Column(words)
    }

    /// The states `words` and `large` stand for, as a fold checkpoint gave them (its bytes
    /// copied or viewed in place, docs/performance.md); `nil` when a word points outside
    /// `large`.
    init?(words: Column<Int32>, large: Column<Int64>) {
        guard words.withUnsafeBufferPointer({ Self.pointInside($0, largeCount: large.count) }) else { return nil }
        self.words = words
        self.large = large
    }

    /// Whether every word of `words` is an amount, a skip, or points into a table of
    /// `largeCount` large amounts. One read-only pass without an early exit, comparing
    /// 32-bit integers, that the compiler makes vector code of.
    static func pointInside(_ words: UnsafeBufferPointer<Int32>, largeCount: Int) -> Bool {
        // A negative word other than a skip stands for `large[-(word + 1)]`: it is out of
        // range when `-(word + 1) >= largeCount`, that is, when `word <= lowest`.
        let lowest = -Int32(clamping: largeCount) &- 1
        // No word is below the lowest there is.
        guard lowest != .min else { return true }
        // A skip is `Int32.min`, the one word whose predecessor wraps to `Int32.max`: so a
        // word is out of range exactly when `word - 1 <= lowest - 1`, one comparison a word.
        precondition(DayState.skippedWord == .min)
        let bound = lowest &- 1
        var outside: Int32 = 0
        for word in words { outside |= word &- 1 <= bound ? 1 : 0 }
        return outside == 0
    }

    /// The words and the table of large amounts, as a fold checkpoint keeps them.
    var storage: (words: Column<Int32>, large: Column<Int64>) { (words, large) }

    /// `body` of the states as the engine's per-day loops read them (`StateWords`): one
    /// path, whether the words are the history's own or a view of a mapped checkpoint.
    @inlinable @inline(__always)
    package func withWords<R>(_ body: (StateWords) throws -> R) rethrows -> R {
        try words.withUnsafeBufferPointer { words in
            try large.withUnsafeBufferPointer { large in try body(StateWords(words: words, large: large)) }
        }
    }

    /// The word that stands for `state` on its own: `nil` for an amount too large for a
    /// word, which needs `large` (`encode(_:)`).
    @inline(__always)
    static func word(_ state: DayState) -> Int32? {
        switch state {
        case .skipped: skippedWord
        case .amount(let amount): amount.thousandths <= Int64(Int32.max) ? Int32(amount.thousandths) : nil
        }
    }

    /// The word for `state`, with a large amount put in `large`.
    private mutating func encode(_ state: DayState) -> Int32 {
        if let word = Self.word(state) { return word }
        guard case .amount(let amount) = state, large.count < Int(Int32.max) else {
            preconditionFailure("only an amount lacks a word of its own, and fewer than 2³¹ of them")
        }
        large.append(amount.thousandths)
        return -Int32(large.count)
    }

    /// The first position: 0.
    @usableFromInline package var startIndex: Int { 0 }
    /// One past the last position: the number of states.
    @usableFromInline package var endIndex: Int { words.count }

    /// The state at `position`.
    /// - Parameter position: `startIndex ..< endIndex`; any other traps.
    /// - Returns: the state stored there, as it was appended.
    @usableFromInline package subscript(position: Int) -> DayState {
        precondition(position >= 0 && position < words.count, "index out of range")
        return withWords { $0[position] }
    }

    /// Whether both hold the same states in the same order.
    @usableFromInline package static func == (lhs: DayStates, rhs: DayStates) -> Bool {
        (lhs.words == rhs.words && lhs.large == rhs.large) || lhs.elementsEqual(rhs)
    }

    /// Hashes the states, as `==` compares them.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for state in self { hasher.combine(state) }
    }

    /// Sets the state at `position`.
    mutating func replace(at position: Int, with state: DayState) {
        let word = encode(state)
        words.replace(at: position, with: word)
    }

    /// Room for `capacity` states without growing.
    mutating func reserveCapacity(_ capacity: Int) { words.reserveCapacity(capacity) }

    /// Adds `state` at the end.
    mutating func append(_ state: DayState) {
        let word = encode(state)
        words.append(word)
    }

    /// Adds the states that `newWords` stand for (`word(_:)`: none of them a large amount)
    /// at the end.
    mutating func append(words newWords: some Collection<Int32>) { words.append(contentsOf: newWords) }

    /// Adds `state` at `position`.
    mutating func insert(_ state: DayState, at position: Int) {
        let word = encode(state)
        words.insert(word, at: position)
    }

    /// Removes the state at `position`.
    mutating func remove(at position: Int) { words.remove(at: position) }
}

extension DayState {
    /// The word of a skipped day (`DayStates`).
    @inlinable static var skippedWord: Int32 { .min }

    /// The state that `word` of a `DayStates` stands for, with `large` its table of large
    /// amounts (`StateWords`): the one reader of a word. `@inlinable`, and on a
    /// public type, so that the engine's per-day loops inline it (a member of a `package`
    /// type is not inlined into another module); an app cannot call it.
    /// - Parameters:
    ///   - word: a word of `DayStates`.
    ///   - large: the amounts the negative words other than a skip point into.
    @inlinable @inline(__always)
    package init(word: Int32, large: UnsafeBufferPointer<Int64>) {
        if word >= 0 {
            self = .amount(Amount(thousandths: Int64(word)))
        } else if word == DayState.skippedWord {
            self = .skipped
        } else {
            let index = Int(-(word + 1))
            precondition(index < large.count, "a word points past the large amounts")
            self = .amount(Amount(thousandths: large[index]))
        }
    }
}

/// A history's day states as the engine's per-day loops read them (`DayStates.withWords`):
/// each day's word and the table of large amounts, in memory for the length of the call.
@usableFromInline package struct StateWords {
    /// Each day's word.
    @usableFromInline package let words: UnsafeBufferPointer<Int32>
    /// The amounts too large for a word.
    @usableFromInline package let large: UnsafeBufferPointer<Int64>

    @inlinable package init(words: UnsafeBufferPointer<Int32>, large: UnsafeBufferPointer<Int64>) {
        self.words = words
        self.large = large
    }

    /// The number of states.
    @inlinable package var count: Int { words.count }

    /// The state at `position` (`0..<count`).
    @inlinable @inline(__always)
    package subscript(position: Int) -> DayState { DayState(word: words[position], large: large) }
}
