/// Turns the bytes of a habit id into a `HabitID`, creating each distinct id's `String`
/// once: a 250 000-line log names perhaps a hundred habits.
///
/// An open-addressing hash table (`IDSlots`). Each key's length and first and last eight
/// bytes are kept in its slot, beside its number: they make the hash, and they decide
/// equality for keys of up to 16 bytes (longer ones are also compared byte by byte).
struct IDInterner {
    private var slots = IDSlots(count: 256)
    private var keyStarts: [Int] = []
    private var keyBytes: [UInt8] = []
    private(set) var ids: [HabitID] = []

    /// The number of the id `bytes[start..<end]` (validated by the caller) in `ids`:
    /// ids are numbered 0, 1, 2… in order of first appearance.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let (head, tail) = IDInterner.words(bytes, start, end)
        let (found, slot) = find(bytes, start, end, head, tail, longKey: end - start > 16)
        if let found { return found }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        slots.fill(slot, with: IDSlots.Slot(head: head, tail: tail, length: end - start, number: ids.count))
        ids.append(HabitID(validated: String(decoding: key, as: UTF8.self)))
        keyStarts.append(keyBytes.count)
        keyBytes.append(contentsOf: key)
        // At most an eighth full: a lookup then seldom probes past its first slot, and
        // its branches stay predictable.
        if ids.count * 8 > slots.count { slots = slots.doubled() }
        return ids.count - 1
    }

    /// The number of `bytes[start..<end]`, whose words (`words`) the caller read, when
    /// it is an id met before, else `nil`. Inlined: the parser asks this once per line.
    /// A key of up to 16 bytes is told apart by its words alone, with no call in the
    /// probe; a longer one is looked up out of line.
    @inline(__always)
    func number(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, words: (head: UInt64, tail: UInt64)
    ) -> Int? {
        if end &- start > 16 { return longKeyNumber(bytes, start, end, words.head, words.tail) }
        return find(bytes, start, end, words.head, words.tail, longKey: false).found
    }

    @inline(never)
    private func longKeyNumber(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ head: UInt64, _ tail: UInt64
    ) -> Int? {
        find(bytes, start, end, head, tail, longKey: true).found
    }

    /// The key's number, or the free slot where it would go. The two words and the
    /// length tell keys of up to 16 bytes apart; a `longKey` with the same words has its
    /// bytes compared (`sameBytes`). No closure: the lookup inlines into the parser.
    @inline(__always)
    private func find(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ head: UInt64, _ tail: UInt64,
        longKey: Bool
    ) -> (found: Int?, slot: Int) {
        let length = end &- start
        var slot = slots.first(head, tail, length)
        while true {
            let entry = slots[slot]
            if entry.isFree { return (nil, slot) }
            if Int(entry.length) == length, entry.head == head, entry.tail == tail,
                !longKey || sameBytes(Int(entry.number), bytes, start, length)
            {
                return (Int(entry.number), slot)
            }
            slot = slots.next(slot)
        }
    }

    @inline(never)
    private func sameBytes(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        let keyStart = keyStarts[index]
        return keyBytes[keyStart..<(keyStart + length)].elementsEqual(bytes[start..<(start + length)])
    }

    /// The first and last eight bytes of the key `bytes[start..<end]`, as little-endian
    /// words; a key under eight bytes is all in `head` (zero above it) and `tail` is 0.
    /// With the length, the two words tell keys of up to 16 bytes apart exactly.
    @inline(__always)
    static func words(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
        let length = end - start
        let base = UnsafeRawBufferPointer(bytes)
        if length >= 8 {
            return (
                base.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian,
                base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self).littleEndian
            )
        }
        if start + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
            return (word & ((1 << (UInt64(length) * 8)) - 1), 0)
        }
        var head: UInt64 = 0
        for i in 0..<length { head |= UInt64(bytes[start + i]) << (UInt64(i) * 8) }
        return (head, 0)
    }
}

/// The slots of a table keyed by a short byte string's length and its bytes as two words,
/// in storage the table owns and frees with itself: `IDInterner`'s ids and `LineTails`'
/// line tails. A lookup reads one slot of 32 bytes: the key's words, its length, its
/// number and, for a tail, its action side by side. A plain final class whose fields are
/// all `let`: the parser reaches the slots through one reference, with no copy of the
/// table and no exclusivity check; growing makes a new table (`doubled`).
final class IDSlots {
    struct Slot {
        var head: UInt64
        var tail: UInt64
        /// For a line tail, the action its line gave; an id's slot holds `.done`.
        var action: Action
        /// The key's length in bytes (at most `HabitID.maximumLength`).
        var length: UInt8
        /// The key's number — an id's, or a tail's id's — or -1 for a free slot.
        var number: Int32

        init(head: UInt64, tail: UInt64, length: Int, number: Int, action: Action = .done) {
            precondition(length <= Int(UInt8.max))
            self.head = head
            self.tail = tail
            self.action = action
            self.length = UInt8(truncatingIfNeeded: length)
            self.number = Int32(truncatingIfNeeded: number)
        }

        static let free = Slot(head: 0, tail: 0, length: 0, number: -1)

        var isFree: Bool { number < 0 }
    }

    private let base: UnsafeMutablePointer<Slot>
    /// How many slots: a power of two.
    let count: Int
    /// 64 - log2(count): the hash bits that pick a slot are the top ones.
    private let shift: UInt64

    init(count: Int) {
        precondition(count >= 2 && count & (count - 1) == 0)
        self.count = count
        shift = UInt64(64 - count.trailingZeroBitCount)
        base = .allocate(capacity: count)
        base.initialize(repeating: .free, count: count)
    }

    deinit { base.deallocate() }

    /// The slot at `index` (below `count`).
    @inline(__always)
    subscript(index: Int) -> Slot { base[index & (count &- 1)] }

    /// Puts `slot` at `index`, which must be free.
    func fill(_ index: Int, with slot: Slot) {
        precondition(index >= 0 && index < count && base[index].isFree)
        base[index] = slot
    }

    /// The slot to start probing at: the top bits of a multiplicative hash of the key's
    /// words, which a short chain of instructions computes.
    @inline(__always)
    func first(_ head: UInt64, _ tail: UInt64, _ length: Int) -> Int {
        let h = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h &>> shift)
    }

    /// The slot probed after `index`.
    @inline(__always)
    func next(_ index: Int) -> Int { (index &+ 1) & (count &- 1) }

    /// A table of twice as many slots holding the same keys.
    func doubled() -> IDSlots {
        let larger = IDSlots(count: count * 2)
        for index in 0..<count where !base[index].isFree {
            let slot = base[index]
            var target = larger.first(slot.head, slot.tail, Int(slot.length))
            while !larger[target].isFree { target = larger.next(target) }
            larger.fill(target, with: slot)
        }
        return larger
    }
}
