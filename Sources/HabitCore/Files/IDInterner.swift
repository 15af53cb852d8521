#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the bytes of a habit id into a `HabitID`, creating each distinct id's `String`
/// once: a 250 000-line log names perhaps a hundred habits.
///
/// An open-addressing hash table; keys live in one flat byte array and are compared with
/// `memcmp`. The hash mixes the length with the first and last eight bytes, which is cheap
/// and tells typical ids apart; collisions only cost a comparison.
struct IDInterner {
    private var slots: [Int32]
    private var keyStarts: [Int] = []
    private var keyLengths: [Int] = []
    private var keyBytes: [UInt8] = []
    private(set) var ids: [HabitID] = []

    init() {
        slots = Array(repeating: -1, count: 256)
    }

    /// The number of the id `bytes[start..<end]` (validated by the caller) in `ids`:
    /// ids are numbered 0, 1, 2… in order of first appearance.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let base = bytes.baseAddress.map { UnsafeRawPointer($0 + start) }
        guard let base else {
            ids.append(HabitID(validated: ""))
            return ids.count - 1
        }
        let length = end - start
        let hash = IDInterner.hash(base, length)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            keyBytes.withUnsafeBytes { keys in
                while true {
                    let index = Int(slots[slot])
                    if index < 0 { return nil }
                    if keyLengths[index] == length, let keyBase = keys.baseAddress,
                        memcmp(keyBase + keyStarts[index], base, length) == 0
                    {
                        return index
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        if let found { return found }
        let key = UnsafeRawBufferPointer(start: base, count: length)
        let id = HabitID(validated: String(decoding: key, as: UTF8.self))
        slots[slot] = Int32(ids.count)
        ids.append(id)
        keyStarts.append(keyBytes.count)
        keyLengths.append(length)
        keyBytes.append(contentsOf: key)
        if ids.count * 2 > slots.count { grow() }
        return ids.count - 1
    }

    private static func hash(_ base: UnsafeRawPointer, _ length: Int) -> UInt64 {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if length >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            for i in 0..<length { head = head << 8 | UInt64(base.load(fromByteOffset: i, as: UInt8.self)) }
        }
        // Two rounds of a 64-bit finaliser, so that every input bit reaches the low bits
        // used to pick a slot.
        var h = head ^ (tail &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)
        h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 33)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        keyBytes.withUnsafeBytes { keys in
            guard let keysBase = keys.baseAddress else { return }
            for index in 0..<ids.count {
                var slot = Int(truncatingIfNeeded: IDInterner.hash(keysBase + keyStarts[index], keyLengths[index])) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index)
            }
        }
    }
}
