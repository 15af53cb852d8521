/// What the one reader made of the line tails it met, so that a tail met again is not read
/// again (docs/performance.md, "Where the time goes").
///
/// A tail is what follows a line's date up to its `\n`: the blanks, the id, the action.
/// On a valid line without a note, what `LogParser.readLine` makes of those bytes depends
/// on them alone — the id's number (an id keeps its number) and the action — so a line
/// whose tail was kept takes them from here. A log repeats a few hundred tails
/// (` coffee +1`, ` floss`) over hundreds of thousands of lines. Nothing here reads the
/// grammar: every tail is read by the one reader the first time, and only what it
/// accepted, without a note, is kept. A tail of up to sixteen bytes is keyed by its
/// length and its bytes as two words, in the slots of the id table's kind (`IDSlots`),
/// which hold the result beside the key.
struct LineTails {
    /// A tail as the table keys it: its length (1 to 16) and its bytes as two
    /// little-endian words, zero past the end.
    struct Key {
        var head: UInt64
        var tail: UInt64
        var length: Int
    }

    /// At most this many tails are kept, the first ones met: the table stays within 256 KiB
    /// (half full at most), and a log whose tails seldom repeat reads the rest.
    static let capacity = 4096

    private var slots = IDSlots(count: 64)
    private var count = 0

    /// What the reader made of the tail `key` when it was kept, or `nil`. Inlined: the
    /// parser asks this once per line.
    @inline(__always)
    func result(_ key: Key) -> (number: Int, action: Action)? {
        find(key).found.map { (Int($0.number), $0.action) }
    }

    /// Keeps what the reader made of a valid line without a note whose tail is `key`.
    mutating func keep(_ key: Key, number: Int, action: Action) {
        guard count < Self.capacity else { return }
        let (found, slot) = find(key)
        guard found == nil else { return }
        slots.fill(
            slot, with: IDSlots.Slot(head: key.head, tail: key.tail, length: key.length, number: number, action: action)
        )
        count += 1
        // At most half full: a probe seldom goes past its first slot's cache line.
        if count * 2 > slots.count { slots = slots.doubled() }
    }

    /// The slot holding `key`, or the free slot where it would go.
    @inline(__always)
    private func find(_ key: Key) -> (found: IDSlots.Slot?, slot: Int) {
        var slot = slots.first(key.head, key.tail, key.length)
        while true {
            let entry = slots[slot]
            if entry.isFree { return (nil, slot) }
            if Int(entry.length) == key.length, entry.head == key.head, entry.tail == key.tail { return (entry, slot) }
            slot = slots.next(slot)
        }
    }
}
