/// Numbers habit ids 0, 1, 2… in order of first appearance, for grouping a log's
/// entries without hashing each entry's id string.
///
/// The log parser interns ids: every entry of one habit holds the same `String` value,
/// bit for bit. So a small open-addressing cache keyed by those 16 bytes answers almost
/// every lookup with two integer compares; only a value never seen before falls back to
/// a `Dictionary` keyed by the id's text. Equal bits always mean the same text (the
/// cache keeps each id alive, so its storage cannot be reused), so the cache never gives
/// a wrong answer; unequal bits with equal text just take the slower path. O(1) per
/// lookup either way.
struct HabitSlots {
    /// The ids, indexed by slot number.
    private(set) var ids: [HabitID] = []
    private var byText: [HabitID: Int] = [:]
    /// Open-addressing cache: bit patterns and the slot they map to (-1: empty).
    private var cacheKeys: [(UInt64, UInt64)]
    private var cacheSlots: [Int32]
    /// Keeps every cached bit pattern's storage alive.
    private var cached: [HabitID] = []

    /// Whether ids can be read as two 64-bit words on this platform.
    private static let bitsUsable = MemoryLayout<HabitID>.size == 16

    /// Slots with room for `capacity` ids before the table of texts grows.
    init(capacity: Int = 0) {
        cacheKeys = Array(repeating: (0, 0), count: 256)
        cacheSlots = Array(repeating: -1, count: 256)
        ids.reserveCapacity(capacity)
        byText.reserveCapacity(capacity)
    }

    /// The slot of `id`, adding it when new.
    mutating func slot(of id: HabitID) -> Int {
        lookup(id, adding: true)
    }

    /// The slot of `id`, or `nil` when it was never added.
    mutating func existingSlot(of id: HabitID) -> Int? {
        let slot = lookup(id, adding: false)
        return slot < 0 ? nil : slot
    }

    private mutating func lookup(_ id: HabitID, adding: Bool) -> Int {
        guard HabitSlots.bitsUsable else { return slowLookup(id, adding: adding) }
        let key = withUnsafeBytes(of: id) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
        let mask = cacheSlots.count - 1
        var position = HabitSlots.mix(key) & mask
        while cacheSlots[position] >= 0 {
            if cacheKeys[position] == key { return Int(cacheSlots[position]) }
            position = (position + 1) & mask
        }
        let slot = slowLookup(id, adding: adding)
        // Bits that do not come from an interned id would fill the cache with one-offs:
        // stop caching past a bound and let the dictionary answer.
        if slot >= 0, cached.count < 4 * ids.count + 64 {
            cacheKeys[position] = key
            cacheSlots[position] = Int32(slot)
            cached.append(id)
            if cached.count * 2 > cacheSlots.count { growCache() }
        }
        return slot
    }

    private mutating func slowLookup(_ id: HabitID, adding: Bool) -> Int {
        if let slot = byText[id] { return slot }
        guard adding else { return -1 }
        let slot = ids.count
        ids.append(id)
        byText[id] = slot
        return slot
    }

    private mutating func growCache() {
        let oldKeys = cacheKeys
        let oldSlots = cacheSlots
        cacheKeys = Array(repeating: (0, 0), count: oldSlots.count * 2)
        cacheSlots = Array(repeating: -1, count: oldSlots.count * 2)
        let mask = cacheSlots.count - 1
        for index in oldSlots.indices where oldSlots[index] >= 0 {
            var position = HabitSlots.mix(oldKeys[index]) & mask
            while cacheSlots[position] >= 0 { position = (position + 1) & mask }
            cacheKeys[position] = oldKeys[index]
            cacheSlots[position] = oldSlots[index]
        }
    }

    private static func mix(_ key: (UInt64, UInt64)) -> Int {
        var h = key.0 &* 0x9E37_79B9_7F4A_7C15 ^ key.1
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
