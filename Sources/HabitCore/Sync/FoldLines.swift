/// Every line the fold reads, kept so that putting them in order moves small values only
/// (docs/sync.md, "The fold"). Nearly every line is an entry: entries are kept in columns
/// (the entry, its habit's key as a number, whether it is an answer) and the rare changes
/// and settings as lines; `takeOrder()` sorts one small slot a line.
struct FoldLines {
    /// A line's place in the fold's order — stamp, then device, then line — and what it is.
    struct Slot: Comparable {
        var milliseconds: Int64
        var counter: Int
        /// The device's place among the files' names, sorted (the base's lines: -1).
        var device: Int32
        var line: Int32
        /// An entry's index in `entries`, or `~i` for `changes[i]`.
        var item: Int32

        init(_ stamp: Stamp, device: Int, line: Int, item: Int32) {
            milliseconds = stamp.milliseconds
            counter = stamp.counter
            self.device = Int32(device)
            self.line = Int32(truncatingIfNeeded: line)
            self.item = item
        }

        var stamp: Stamp { Stamp(milliseconds: milliseconds, counter: counter) }

        static func < (a: Slot, b: Slot) -> Bool {
            (a.milliseconds, a.counter, a.device, a.line) < (b.milliseconds, b.counter, b.device, b.line)
        }
    }

    /// The entries, in the order they were read.
    private(set) var entries: [Entry] = []
    /// `entryKeys[i]` is the place in `keys` of the key entry `i` names; -1 for an entry
    /// appended by hand, whose id names its habit.
    private(set) var entryKeys: [Int32] = []
    /// The entries that are `ask` answers or range `skip` days (`?KEY`).
    private(set) var answers: Set<Int32> = []
    /// Every key an entry names, each once.
    private(set) var keys: [HabitKey] = []
    private var keyPlaces: [HabitKey: Int32] = [:]
    /// The lines that are not entries: changes, settings.
    private(set) var changes: [DeviceLine.Body] = []
    private var slots: [Slot] = []

    /// The place of `key` in `keys`, added when new.
    mutating func place(of key: HabitKey) -> Int32 {
        if let known = keyPlaces[key] { return known }
        let place = Int32(keys.count)
        keys.append(key)
        keyPlaces[key] = place
        return place
    }

    /// The place of `key` in `keys`, when an entry names it.
    func existingPlace(of key: HabitKey) -> Int32? { keyPlaces[key] }

    mutating func reserve(entries count: Int) {
        entries.reserveCapacity(entries.count + count)
        entryKeys.reserveCapacity(entryKeys.count + count)
        slots.reserveCapacity(slots.count + count)
    }

    /// Adds an entry for the key at `key` in `keys` (-1: none).
    mutating func add(_ entry: Entry, key: Int32, answer: Bool, stamp: Stamp, device: Int, line: Int) {
        let item = Int32(entries.count)
        entries.append(entry)
        entryKeys.append(key)
        if answer { answers.insert(item) }
        slots.append(Slot(stamp, device: device, line: line, item: item))
    }

    /// Adds a line that is not an entry (an entry line goes to `add(_:key:…)`).
    mutating func add(_ body: DeviceLine.Body, stamp: Stamp, device: Int, line: Int) {
        if case .entry(let key, let entry, let answer) = body {
            add(entry, key: key.map { place(of: $0) } ?? -1, answer: answer, stamp: stamp, device: device, line: line)
            return
        }
        slots.append(Slot(stamp, device: device, line: line, item: ~Int32(changes.count)))
        changes.append(body)
    }

    /// The base's lines, before every device's: stamp zero, device -1, in the base's order.
    mutating func add(_ base: LegacyBase) {
        var line = 0
        for body in base.changeLines {
            add(body, stamp: .zero, device: -1, line: line)
            line += 1
        }
        reserve(entries: base.entries.count)
        var places: [HabitID: Int32] = [:]
        for entry in base.entries {
            let key: Int32
            if let known = places[entry.habit] {
                key = known
            } else {
                key = place(of: base.key(of: entry.habit))
                places[entry.habit] = key
            }
            add(entry, key: key, answer: false, stamp: .zero, device: -1, line: line)
            line += 1
        }
    }

    /// Every line's slot, in the fold's order, taken out: sorted where they lie, not
    /// copied (a slot a line, millions in a long device file). Each file's lines mostly
    /// come in that order already, which the sort takes advantage of.
    mutating func takeOrder() -> [Slot] {
        var order: [Slot] = []
        swap(&order, &slots)
        order.sort()
        return order
    }
}
