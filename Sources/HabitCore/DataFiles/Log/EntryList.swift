/// A log's entries in file order, held compactly: a day number, an id number, an action
/// kind and, only for an amount or a note, a place in a side table — 13 bytes an entry
/// where an `Entry` takes 56 (docs/performance.md, "Wide data sets"). Each `Entry` is
/// made when it is read. Each entry's id number also groups the entries by habit without
/// hashing an id (`Snapshot.entryIndicesByHabit`).
package struct EntryList: Sendable {
    private var days: [Int32] = []
    /// Each entry's id number: its id's place in `ids`.
    package private(set) var numbers: [Int32] = []
    /// The ids, by number, each once.
    package private(set) var ids: [HabitID] = []
    private var numberOfID: [HabitID: Int32] = [:]
    private var kinds: [UInt8] = []
    /// For an entry with an amount or a note, its place in `details`; else -1.
    private var detailIndices: [Int32] = []
    private var details: [(amount: Amount, note: String?)] = []

    package init() {}

    package init(_ entries: some Sequence<Entry>) {
        for entry in entries { append(entry) }
    }

    /// How many entries fit before the list grows (and copies what it holds).
    package var capacity: Int { days.capacity }

    /// Room for `count` entries.
    package mutating func reserveCapacity(_ count: Int) {
        days.reserveCapacity(count)
        numbers.reserveCapacity(count)
        kinds.reserveCapacity(count)
        detailIndices.reserveCapacity(count)
    }

    /// The number of `id`, numbered when first met.
    package mutating func number(of id: HabitID) -> Int {
        if let number = numberOfID[id] { return Int(number) }
        numberOfID[id] = Int32(truncatingIfNeeded: ids.count)
        ids.append(id)
        return ids.count - 1
    }

    /// Appends the entry of id number `number` (see `number(of:)`).
    package mutating func append(day: Day, number: Int, action: Action, note: String?) {
        days.append(Int32(truncatingIfNeeded: day.number))
        numbers.append(Int32(truncatingIfNeeded: number))
        let kind: UInt8
        var amount = Amount.zero
        switch action {
        case .done: kind = 0
        case .no: kind = 1
        case .skip: kind = 2
        case .clear: kind = 3
        case .add(let value):
            kind = 4
            amount = value
        case .set(let value):
            kind = 5
            amount = value
        }
        kinds.append(kind)
        if kind < 4, note == nil {
            detailIndices.append(-1)
        } else {
            detailIndices.append(Int32(truncatingIfNeeded: details.count))
            details.append((amount, note))
        }
    }

    package mutating func append(_ entry: Entry) {
        append(day: entry.day, number: number(of: entry.habit), action: entry.action, note: entry.note)
    }

    package mutating func append(contentsOf entries: some Sequence<Entry>) {
        for entry in entries { append(entry) }
    }

    package static func += (list: inout EntryList, entries: some Sequence<Entry>) {
        list.append(contentsOf: entries)
    }
}

extension EntryList: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { days.count }

    package subscript(position: Int) -> Entry {
        let detail = detailIndices[position] < 0 ? nil : details[Int(detailIndices[position])]
        let action: Action =
            switch kinds[position] {
            case 0: .done
            case 1: .no
            case 2: .skip
            case 3: .clear
            case 4: .add(detail?.amount ?? .zero)
            default: .set(detail?.amount ?? .zero)
            }
        return Entry(
            day: Day(number: Int(days[position])), habit: ids[Int(numbers[position])], action: action,
            note: detail?.note)
    }
}

extension EntryList: Equatable, ExpressibleByArrayLiteral {
    package init(arrayLiteral entries: Entry...) { self.init(entries) }

    package static func == (lhs: EntryList, rhs: EntryList) -> Bool { lhs.elementsEqual(rhs) }
    package static func == (lhs: EntryList, rhs: [Entry]) -> Bool { lhs.elementsEqual(rhs) }
    package static func == (lhs: [Entry], rhs: EntryList) -> Bool { lhs.elementsEqual(rhs) }
    package static func != (lhs: EntryList, rhs: [Entry]) -> Bool { !lhs.elementsEqual(rhs) }
    package static func != (lhs: [Entry], rhs: EntryList) -> Bool { !lhs.elementsEqual(rhs) }
}
