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

/// Keeps every valid line as an entry of an `EntryList` (compact: no `Entry` is made),
/// with its line number.
struct EntrySink: LogLineSink {
    var entries = EntryList()
    var lines: [Int] = []

    /// With `reserving`, room for that many lines is reserved at once.
    init(reserving count: Int?) {
        guard let count else { return }
        entries.reserveCapacity(count)
        lines.reserveCapacity(count)
    }

    /// The parser numbers ids in the order it meets them, as `entries` does.
    mutating func newID(_ id: HabitID) { _ = entries.number(of: id) }

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        entries.append(day: day, number: number, action: action, note: Self.text(of: note, in: bytes))
        lines.append(line)
    }
}

extension EntrySink {
    /// The entry of a valid line, as every sink that makes entries makes it.
    static func entry(
        day: Day, id: HabitID, action: Action, note: Range<Int>?, bytes: UnsafeBufferPointer<UInt8>
    ) -> Entry {
        Entry(day: day, habit: id, action: action, note: text(of: note, in: bytes))
    }

    /// The text of a note the parser checked (valid UTF-8 without control characters).
    static func text(of note: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        note.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }
}

/// Counts each id's valid lines, keeping nothing else (`LogRequest.Output.tally`).
struct TallySink: LogLineSink {
    private var ids: [HabitID] = []
    private var counts: [Int] = []

    mutating func newID(_ id: HabitID) {
        ids.append(id)
        counts.append(0)
    }

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        counts[number] += 1
    }

    /// Each id met with its count (an id met only on an invalid line has 0).
    var tally: [HabitID: Int] {
        var tally = [HabitID: Int](minimumCapacity: ids.count)
        for (id, count) in zip(ids, counts) where count > 0 { tally[id] = count }
        return tally
    }
}

/// Passes each valid line's entry through a rewrite's transform as the parser meets it,
/// keeping only the lines it changes (`LogFile.rewrite`): the log is never held as
/// entries.
struct RewriteSink: LogLineSink {
    let transform: (Entry) -> Entry?
    private var ids: [HabitID] = []
    /// The lines the transform changed, ascending, with their new text and newline
    /// (`nil`: dropped).
    private(set) var changes: [(line: Int, text: [UInt8]?)] = []

    init(_ transform: @escaping (Entry) -> Entry?) { self.transform = transform }

    mutating func newID(_ id: HabitID) { ids.append(id) }

    mutating func accept(
        day: Day, number: Int, action: Action, note: Range<Int>?, line: Int, bytes: UnsafeBufferPointer<UInt8>
    ) {
        let entry = EntrySink.entry(day: day, id: ids[number], action: action, note: note, bytes: bytes)
        guard let changed = transform(entry) else {
            changes.append((line, nil))
            return
        }
        if changed != entry { changes.append((line, Array(LogFile.line(for: changed).utf8) + [10])) }
    }
}
