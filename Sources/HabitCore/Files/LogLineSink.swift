/// Receives each valid line of a log as `LogParser` meets it: the parser checks every
/// field, and the sink decides what to keep.
protocol LogLineSink {
    /// A new habit id, numbered 0, 1, 2… in order of first appearance.
    mutating func newID(_ id: HabitID)
    /// A valid line: `note` is the range of its note's bytes (already checked: valid
    /// UTF-8 without control characters), `number` its id's number.
    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>)
}

/// Keeps every valid line as an `Entry`, with its line number and id number.
struct EntrySink: LogLineSink {
    var entries: [Entry] = []
    var lines: [Int] = []
    /// The id number of each entry (kept when reading every habit's lines).
    var idNumbers: [Int32] = []
    private var ids: [HabitID] = []
    private let numbering: Bool

    /// With `reserving`, room for that many lines is reserved at once.
    init(numbering: Bool, reserving count: Int?) {
        self.numbering = numbering
        guard let count else { return }
        entries.reserveCapacity(count)
        lines.reserveCapacity(count)
        idNumbers.reserveCapacity(count)
        LargeMemory.adviseHugePages(&entries)
        LargeMemory.adviseHugePages(&lines)
        LargeMemory.adviseHugePages(&idNumbers)
    }

    mutating func newID(_ id: HabitID) { ids.append(id) }

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        let text = note.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        entries.append(Entry(day: day, habit: ids[number], action: action, note: text))
        lines.append(line)
        if numbering { idNumbers.append(Int32(truncatingIfNeeded: number)) }
    }
}
