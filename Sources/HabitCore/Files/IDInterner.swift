/// Turns the bytes of a habit id into a `HabitID`, creating each distinct id's `String`
/// once: a 250 000-line log names perhaps a hundred habits.
///
/// An open-addressing hash table. Each key's length and first and last eight bytes are
/// kept beside it: they make the hash, and they decide equality for keys of up to 16 bytes
/// (longer ones are also compared byte by byte).
struct IDInterner {
    private var slots: [Int32]
    /// 64 - log2(slots.count): the hash bits that pick a slot are the top ones.
    private var shift = 56
    private var keyStarts: [Int] = []
    /// Each key's first and last eight bytes (zero-padded when shorter) and its length.
    private var keyWords: [(head: UInt64, tail: UInt64, length: Int)] = []
    private var keyBytes: [UInt8] = []
    private(set) var ids: [HabitID] = []

    init() {
        slots = Array(repeating: -1, count: 256)
    }

    /// The number of the id `bytes[start..<end]` (validated by the caller) in `ids`:
    /// ids are numbered 0, 1, 2… in order of first appearance.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let (head, tail) = IDInterner.words(bytes, start, end)
        let (found, slot) = find(bytes, start, end, head, tail, longKey: end - start > 16)
        if let found { return found }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
        slots[slot] = Int32(ids.count)
        ids.append(HabitID(validated: String(decoding: key, as: UTF8.self)))
        keyStarts.append(keyBytes.count)
        keyWords.append((head, tail, end - start))
        keyBytes.append(contentsOf: key)
        // At most an eighth full: a lookup then seldom probes past its first slot, and
        // its branches stay predictable.
        if ids.count * 8 > slots.count { grow() }
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
        let mask = slots.count &- 1
        var slot = firstSlot(head, tail, length)
        while true {
            let index = Int(slots[slot])
            if index < 0 { return (nil, slot) }
            let word = keyWords[index]
            if word.length == length, word.head == head, word.tail == tail,
                !longKey || sameBytes(index, bytes, start, length)
            {
                return (index, slot)
            }
            slot = (slot &+ 1) & mask
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

    /// The slot to start probing at: the top bits of a multiplicative hash of the key's
    /// words, which a short chain of instructions computes.
    @inline(__always)
    private func firstSlot(_ head: UInt64, _ tail: UInt64, _ length: Int) -> Int {
        let h = (head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: h &>> UInt64(shift))
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for index in 0..<ids.count {
            let word = keyWords[index]
            var slot = firstSlot(word.head, word.tail, word.length)
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
