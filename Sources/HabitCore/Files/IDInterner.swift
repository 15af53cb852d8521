/// Turns the bytes of a habit id into a `HabitID`, creating each distinct id's `String`
/// once: a 250 000-line log names perhaps a hundred habits.
///
/// An open-addressing hash table over FNV-1a hashes; keys are kept in one flat byte array.
struct IDInterner {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var keyStarts: [Int] = []
    private var keyLengths: [Int] = []
    private var keyBytes: [UInt8] = []
    private(set) var ids: [HabitID] = []

    init() {
        slots = Array(repeating: -1, count: 256)
    }

    /// The id for `bytes[start..<end]`, which the caller has validated as an id.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> HabitID {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in start..<end {
            hash = (hash ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01b3
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if hashes[index] == hash, matches(index, bytes, start, end) { return ids[index] }
            slot = (slot + 1) & mask
        }
        let id = HabitID(validated: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        let index = ids.count
        ids.append(id)
        hashes.append(hash)
        keyStarts.append(keyBytes.count)
        keyLengths.append(end - start)
        keyBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        slots[slot] = Int32(index)
        if ids.count * 2 > slots.count { grow() }
        return id
    }

    private func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard keyLengths[index] == end - start else { return false }
        let base = keyStarts[index]
        for i in 0..<(end - start) where keyBytes[base + i] != bytes[start + i] { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in 0..<ids.count {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
