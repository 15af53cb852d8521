#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parsed `log` file: entries in file order, and every problem found.
///
/// Grammar (see docs/data-format.md): `YYYY-MM-DD ID [ACTION] [# note]`, fields separated
/// by runs of spaces or tabs, ACTION one of `done` (the default), `skip`, `clear`, `+N`,
/// `=N`. A field starting with `#` begins the note, which runs to the end of the line
/// (one space after the `#` is not part of it). Blank lines and lines whose first
/// non-blank byte is `#` are comments. A final `\r` is ignored.
public struct LogFile: Sendable {
    /// The valid entries, in file order.
    public var entries: [Entry] {
        didSet { idNumbers = nil }
    }
    /// `lines[i]` is the 1-based line number of `entries[i]`.
    public var lines: [Int]
    /// Every problem, in file order: errors on malformed lines (which are left out of
    /// `entries`) and a torn last line.
    public var issues: [ParseIssue]
    /// When the file ends without a newline: the byte offset where the last, incomplete
    /// line starts. That fragment is not parsed; the store moves it to `rejects`.
    public var tornTailOffset: Int?
    /// From `parse` and from `parse(_:only:checkingOthers:)` with `checkingOthers`: every
    /// habit id named in the file with the line of its first valid entry, in file order
    /// (for the unknown-habit warnings, which `entries` alone cannot give there).
    public var firstLines: [(id: HabitID, line: Int)]? = nil
    /// From `parse`, while `entries` are unchanged: `idNumbers[i]` is the position in
    /// `firstLines` of `entries[i].habit`, so entries are grouped without hashing ids.
    var idNumbers: [Int32]? = nil

    /// Parses a whole log file held in `bytes`.
    ///
    /// One pass over the bytes; each distinct habit id becomes one `String`. No
    /// `DateFormatter`, regex or per-line `String`s (only notes become strings). O(n).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LogFile {
        // Reserve for every line: a guess that falls short makes the arrays grow by
        // doubling, copying every entry made so far and touching twice the memory.
        // Counting newlines first costs a fraction of a millisecond per megabyte.
        let sink = EntrySink(numbering: true, reserving: LogBytes.newlineCount(bytes) + 1)
        var parser = LogParser(bytes: bytes, sink: sink)
        parser.run()
        return LogFile(
            entries: parser.sink.entries, lines: parser.sink.lines, issues: parser.issues,
            tornTailOffset: parser.tornTailOffset, firstLines: parser.firstLines, idNumbers: parser.sink.idNumbers)
    }

    /// Parses a whole log file held in `bytes`.
    public static func parse(_ bytes: [UInt8]) -> LogFile {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Parses only the lines of habit `id`: a line whose second field is not exactly
    /// `id` is skipped after one comparison, without checking its other fields, so its
    /// problems are not reported. Line numbers and a torn last line are as in `parse`.
    /// For commands that need one habit's entries (`check`, `show ID`).
    ///
    /// With `checkingOthers`, the other lines are still checked in full but keep no
    /// entry: `issues` are those of `parse`, and `firstLines` is set.
    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, only id: HabitID, checkingOthers: Bool = false
    ) -> LogFile {
        // One habit's lines are a small share of the log: the arrays grow as needed.
        let sink = EntrySink(numbering: false, reserving: nil)
        var parser = LogParser(bytes: bytes, sink: sink, only: Array(id.rawValue.utf8), checkingOthers: checkingOthers)
        parser.run()
        return LogFile(
            entries: parser.sink.entries, lines: parser.sink.lines, issues: parser.issues,
            tornTailOffset: parser.tornTailOffset, firstLines: checkingOthers ? parser.firstLines : nil)
    }

    /// Parses only the lines of habit `id` (see `parse(_:only:checkingOthers:)`).
    public static func parse(_ bytes: [UInt8], only id: HabitID, checkingOthers: Bool = false) -> LogFile {
        bytes.withUnsafeBufferPointer { parse($0, only: id, checkingOthers: checkingOthers) }
    }

    /// Parses only the lines of habit `id` from the log that `read` delivers a piece at a
    /// time (see `LogParser.run(reading:)`), with the result of
    /// `parse(_:only:checkingOthers:)` on the whole file.
    public static func parse<Failure: Error>(
        reading read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, only id: HabitID,
        checkingOthers: Bool = false, pieceSize: Int = LogFile.pieceSize
    ) throws(Failure) -> LogFile {
        let sink = EntrySink(numbering: false, reserving: nil)
        var parser = LogParser(
            bytes: UnsafeBufferPointer(start: nil, count: 0), sink: sink, only: Array(id.rawValue.utf8),
            checkingOthers: checkingOthers)
        try parser.run(reading: read, pieceSize: pieceSize)
        return LogFile(
            entries: parser.sink.entries, lines: parser.sink.lines, issues: parser.issues,
            tornTailOffset: parser.tornTailOffset, firstLines: checkingOthers ? parser.firstLines : nil)
    }

    /// How much of a log the reading parsers take in at a time: small enough to stay in
    /// cache, large enough that the `read` calls cost little.
    public static let pieceSize = 64 << 10

    /// Parses one line (without its newline) as an entry, or says what is wrong with it;
    /// `nil` for a comment or blank line. Problems are reported on line 1.
    public static func parseLine(_ text: String) -> Result<Entry, ParseIssue>? {
        let log = parse(Array((text + "\n").utf8))
        if let issue = log.issues.first { return .failure(issue) }
        return log.entries.first.map { .success($0) }
    }
}

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
    /// The id number of each entry (kept when parsing the whole log).
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

/// The byte-level state machine behind `LogFile.parse`.
struct LogParser<Sink: LogLineSink> {
    /// The bytes being parsed: the whole log, or the piece of it read last.
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The field scanners, apart from the parser's state so that calling them copies
    /// nothing but the buffer.
    private var scan: LineScanner
    /// Where `bytes` start in the file.
    private var offset = 0
    var sink: Sink
    var issues: [ParseIssue] = []
    var tornTailOffset: Int?
    private var interner = IDInterner()
    private var lineNumber = 0
    private var lastDay: Day?
    private var lastDateHead: UInt64 = 0
    private var lastDateTail: UInt16 = 0
    /// When set, the id whose lines alone are parsed.
    private let only: [UInt8]?
    /// With `only`: whether other lines are checked too (without keeping entries).
    private let checkingOthers: Bool
    /// With `only` (under 16 bytes) and not `checkingOthers`: the id table's words for
    /// it, to pass over other habits' usual lines (`skipOtherLine`).
    private let onlyWords: IDWords?
    /// Each id's first valid line, in file order (when parsing the whole log or
    /// `checkingOthers`).
    var firstLines: [(id: HabitID, line: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, sink: Sink, only: [UInt8]? = nil, checkingOthers: Bool = false) {
        self.bytes = bytes
        self.scan = LineScanner(bytes: bytes)
        self.sink = sink
        self.only = only
        self.checkingOthers = checkingOthers
        onlyWords = checkingOthers ? nil : only.flatMap(IDWords.init)
    }

    /// Parses all of `bytes`.
    mutating func run() {
        parsePiece(from: LogBytes.byteOrderMarkLength(bytes))
    }

    /// Parses the log that `read` delivers, a piece at a time, exactly as `run()` parses
    /// the whole of it.
    ///
    /// `read` fills the buffer it is given from the start and returns how many bytes it
    /// wrote, 0 at the end of the file. Whole lines are parsed as soon as they are in;
    /// the rest of a line waits at the front of the buffer for its next bytes. The buffer
    /// (`pieceSize` bytes, doubled for a longer line) is reused, so a long log is never in
    /// memory at once: its pages stay in cache and are not faulted in one by one.
    mutating func run<Failure: Error>(
        reading read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, pieceSize: Int
    ) throws(Failure) {
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(pieceSize, 16), alignment: 16)
        defer { buffer.deallocate() }
        var filled = 0
        var atStart = true
        while true {
            if filled == buffer.count {
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
                larger.copyMemory(from: UnsafeRawBufferPointer(buffer))
                buffer.deallocate()
                buffer = larger
            }
            let received = try read(UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if received <= 0 {
                // The end: what is left is the last line, without its newline.
                usePiece(UnsafeBufferPointer(start: base, count: filled))
                parsePiece(from: atStart ? LogBytes.byteOrderMarkLength(bytes) : 0)
                return
            }
            let searched = filled
            filled += received
            guard let newline = LogBytes.lastNewline(in: UnsafeBufferPointer(start: base, count: filled), after: searched)
            else { continue }
            let length = newline + 1
            usePiece(UnsafeBufferPointer(start: base, count: length))
            parsePiece(from: atStart ? LogBytes.byteOrderMarkLength(bytes) : 0)
            atStart = false
            offset += length
            filled -= length
            if filled > 0 { memmove(base, base + length, filled) }
        }
    }

    private mutating func usePiece(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes = piece
        scan = LineScanner(bytes: piece)
    }

    /// Parses `bytes` from `start` on, line by line; an unfinished last line is the torn
    /// tail.
    private mutating func parsePiece(from start: Int) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return }
        var start = start
        while start < count {
            lineNumber += 1
            if only == nil, let next = parseCommonLine(start, count) {
                start = next
                continue
            }
            if let onlyWords, let next = skipOtherLine(start, count, onlyWords) {
                start = next
                continue
            }
            let end = memchr(base + start, 10, count - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
            if end == count {
                tornTailOffset = offset + start
                let fragment = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                issue(start, start, .tornLine(fragment))
                return
            }
            let lineEnd = end > start && bytes[end - 1] == 13 ? end - 1 : end
            if let only, !scan.hasID(only, start, lineEnd) {
                if checkingOthers { parseLine(start, lineEnd, keep: false) }
                start = end + 1
                continue
            }
            parseLine(start, lineEnd, keep: true)
            start = end + 1
        }
    }

    /// The usual line — `YYYY-MM-DD ID`, then `\n` or one space and an action, then `\n`
    /// or one space and a note — for an id of under 16 bytes met before, handed to the
    /// sink. The id and the action are each found in one or two word loads, with no loop
    /// and few branches (which the random order of ids and actions would mispredict).
    /// Returns where the next line starts, or `nil` for any other line (and for the last
    /// lines of a buffer, where a word would reach past its end), which the general path
    /// then reads in full: nothing is recorded before that.
    @inline(__always)
    private mutating func parseCommonLine(_ s: Int, _ count: Int) -> Int? {
        guard s + 40 <= count, bytes[s + 10] == 32, let day = parseDay(at: s) else { return nil }
        guard let id = scan.usualID(at: s + 11), let number = interner.number(id) else { return nil }
        let j = s + 11 + id.length
        if bytes[j] == 10 {
            sink.accept(day: day, number: number, action: .done, note: nil, line: lineNumber, bytes: bytes)
            return j + 1
        }
        guard bytes[j] == 32 else { return nil }
        let k = j + 1
        if bytes[k] == UInt8(ascii: "#") { return acceptNote(day: day, number: number, action: .done, at: k, count) }
        guard let m = scan.shortFieldEnd(from: k), let action = scan.parseAction(k, m) else { return nil }
        if bytes[m] == 10 {
            sink.accept(day: day, number: number, action: action, note: nil, line: lineNumber, bytes: bytes)
            return m + 1
        }
        guard bytes[m] == 32, bytes[m + 1] == UInt8(ascii: "#") else { return nil }
        return acceptNote(day: day, number: number, action: action, at: m + 1, count)
    }

    /// Where the next line starts, when the line at `s` has the usual shape (ten bytes
    /// without blanks, one space, then the second field) and that field does not start
    /// with the bytes of `wanted`; `nil` for any other line, which the general path then
    /// reads (and checks whether it names `wanted`). One masked word comparison decides,
    /// and the line's end is found eight bytes at a time.
    @inline(__always)
    private mutating func skipOtherLine(_ s: Int, _ count: Int, _ wanted: IDWords) -> Int? {
        guard s + 40 <= count, bytes[s + 11] > 32, scan.hasUsualFirstField(at: s), let base = bytes.baseAddress
        else { return nil }
        let raw = UnsafeRawPointer(base)
        // The field's first bytes, as many as the id has up to eight: if they differ, the
        // field is another id (a shorter field differs at its end, at or below a space).
        let field = raw.loadUnaligned(fromByteOffset: s + 11, as: UInt64.self).littleEndian
        guard field & (UInt64.max >> UInt64((8 - min(wanted.length, 8)) << 3)) != wanted.head else { return nil }
        var k = s + 11
        while k + 8 <= count {
            let marks = LineScanner.newlineMarks(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self).littleEndian)
            if marks != 0 { return k + marks.trailingZeroBitCount >> 3 + 1 }
            k += 8
        }
        return nil
    }

    /// The rest of a usual line from its note's `#` at `hash`: a note of valid text up to
    /// a `\n` (not `\r\n`) is handed to the sink with the line, and the next line's start
    /// returned; anything else is left to the general path (`nil`).
    private mutating func acceptNote(day: Day, number: Int, action: Action, at hash: Int, _ count: Int) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base + hash, 10, count - hash) else { return nil }
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        guard bytes[end - 1] != 13 else { return nil }
        // One space after the `#` is not part of the note.
        let start = hash + 1 < end && bytes[hash + 1] == 32 ? hash + 2 : hash + 1
        guard scan.isValidNote(start, end) else { return nil }
        sink.accept(day: day, number: number, action: action, note: start..<end, line: lineNumber, bytes: bytes)
        return end + 1
    }

    private mutating func issue(_ lineStart: Int, _ at: Int, _ problem: ParseProblem) {
        issues.append(ParseIssue(file: .log, line: lineNumber, column: at - lineStart + 1, problem: problem))
    }

    /// Parses the line `s..<e`, reporting its problems; a valid entry is kept when `keep`.
    private mutating func parseLine(_ s: Int, _ e: Int, keep: Bool) {
        var i = scan.skipBlanks(s, e)
        if i == e || bytes[i] == UInt8(ascii: "#") { return }
        // The date field is exactly ten bytes: a valid date followed by a blank or the end.
        guard i + 10 <= e, i + 10 == e || scan.isBlank(bytes[i + 10]), let day = parseDay(at: i) else {
            return issue(s, i, .value(.invalidDate(scan.text(i, scan.fieldEnd(i, e)))))
        }
        i = scan.skipBlanks(i + 10, e)
        if i == e || bytes[i] == UInt8(ascii: "#") { return issue(s, i, .missingID) }
        // The id field: most lines name an id met before, which is valid as it stands;
        // a new id has each of its bytes checked once.
        let idStart = i
        var j = scan.idFieldEnd(i, e)
        let known = j < e && !scan.isBlank(bytes[j]) ? nil : interner.number(of: bytes, from: i, to: j)
        if known == nil {
            j = i
            while j < e, HabitID.isIDByte(bytes[j]) { j += 1 }
            guard j - i <= HabitID.maximumLength, j == e || scan.isBlank(bytes[j]) else {
                return issue(s, i, .value(.invalidID(scan.text(i, scan.fieldEnd(i, e)))))
            }
        }
        let idEnd = j
        var action = Action.done
        i = scan.skipBlanks(j, e)
        if i < e, bytes[i] != UInt8(ascii: "#") {
            j = scan.fieldEnd(i, e)
            guard let parsed = scan.parseAction(i, j) else { return issue(s, i, .value(.invalidAction(scan.text(i, j)))) }
            action = parsed
            i = scan.skipBlanks(j, e)
            if i < e, bytes[i] != UInt8(ascii: "#") {
                return issue(s, i, .unexpectedText(scan.text(i, scan.fieldEnd(i, e))))
            }
        }
        var note: Range<Int>?
        if i < e {
            var n = i + 1
            if n < e, bytes[n] == 32 { n += 1 }
            if !scan.isValidNote(n, e) {
                // The slow path, which tells what is wrong.
                guard let string = String(validating: UnsafeBufferPointer(rebasing: bytes[n..<e]), as: UTF8.self) else {
                    return issue(s, n, .invalidUTF8)
                }
                if Habit.containsControlCharacter(string) { return issue(s, n, .value(.invalidNote(string))) }
            }
            note = n..<e
        }
        let number: Int
        if let known {
            number = known
        } else {
            let before = interner.ids.count
            number = interner.intern(bytes, from: idStart, to: idEnd)
            if number == before { sink.newID(interner.ids[number]) }
        }
        if number == firstLines.count, only == nil || checkingOthers { firstLines.append((interner.ids[number], lineNumber)) }
        guard keep else { return }
        sink.accept(day: day, number: number, action: action, note: note, line: lineNumber, bytes: bytes)
    }

    /// The day written at `i`, reusing the previous line's day when the ten bytes are the
    /// same (logs are mostly in day order, so most lines repeat their neighbour's date).
    private mutating func parseDay(at i: Int) -> Day? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base + i)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        if let last = lastDay, head == lastDateHead, tail == lastDateTail { return last }
        guard let day = Day.parse(bytes, at: i) else { return nil }
        lastDay = day
        lastDateHead = head
        lastDateTail = tail
        return day
    }

}

/// Field scanners over one log's bytes, for `LogParser`.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Whether the line `s..<e` has exactly `id` as its second field (comments and blank
    /// lines do not). The first field is not checked.
    func hasID(_ id: [UInt8], _ s: Int, _ e: Int) -> Bool {
        // The usual line: a first field of ten bytes without blanks, one space, then the
        // second field; decided without scanning either field.
        if e - s >= 12, s + 16 <= bytes.count, !isBlank(bytes[s + 11]), hasUsualFirstField(at: s),
            let base = bytes.baseAddress
        {
            let i = s + 11
            let n = id.count
            guard i + n <= e, i + n == e || isBlank(bytes[i + n]) else { return false }
            return id.withUnsafeBufferPointer { memcmp(base + i, $0.baseAddress!, n) == 0 }
        }
        var i = skipBlanks(s, e)
        if i == e || bytes[i] == UInt8(ascii: "#") { return false }
        i = skipBlanks(fieldEnd(i, e), e)
        let n = id.count
        guard i + n <= e, i + n == e || isBlank(bytes[i + n]), let base = bytes.baseAddress else { return false }
        return id.withUnsafeBufferPointer { memcmp(base + i, $0.baseAddress!, n) == 0 }
    }

    func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

    /// Whether the line at `s` starts the usual way: ten bytes without a blank or control
    /// byte, not a comment, then one space (16 bytes must be readable at `s`). Its second
    /// field then starts at `s + 11` when that byte is not blank.
    @inline(__always)
    func hasUsualFirstField(at s: Int) -> Bool {
        guard bytes[s + 10] == 32, bytes[s] != UInt8(ascii: "#"), let base = bytes.baseAddress.map(UnsafeRawPointer.init)
        else { return false }
        let head = base.loadUnaligned(fromByteOffset: s, as: UInt64.self).littleEndian
        // The bytes at s + 8 and s + 9, the rest set high so that they are not marked.
        let tail = base.loadUnaligned(fromByteOffset: s + 8, as: UInt64.self).littleEndian | ~0xFFFF
        return Self.controlOrSpaceMarks(head) == 0 && Self.controlOrSpaceMarks(tail) == 0
    }

    /// Where the field starting at `i` ends if it is an id: at the first byte at or
    /// below a space (a blank, or the line's end `e`, which is `\r` or `\n`). Other
    /// bytes that cannot be in an id stay in the field, so it matches no id.
    func idFieldEnd(_ i: Int, _ e: Int) -> Int { min(controlOrSpace(from: i), e) }

    /// The offset of the first byte at or below a space (0x20) from `i` on, or the
    /// buffer's end; eight bytes at a time.
    @inline(__always)
    func controlOrSpace(from i: Int) -> Int {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return i }
        var k = i
        while k + 8 <= bytes.count {
            let marks = Self.controlOrSpaceMarks(base.loadUnaligned(fromByteOffset: k, as: UInt64.self).littleEndian)
            if marks != 0 { return k + marks.trailingZeroBitCount / 8 }
            k += 8
        }
        while k < bytes.count, bytes[k] > 32 { k += 1 }
        return k
    }

    /// The usual line's id field at `i` (16 bytes must be readable there): the id table's
    /// words for it (`IDWords`), found from two word loads and a mask, with no loop; `nil`
    /// when the field is empty or 16 bytes or longer. The field ends at the first byte at
    /// or below a space.
    @inline(__always)
    func usualID(at i: Int) -> IDWords? {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        let first = base.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
        let second = base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self).littleEndian
        let firstMarks = Self.controlOrSpaceMarks(first)
        let length =
            firstMarks != 0
            ? firstMarks.trailingZeroBitCount >> 3 : 8 + Self.controlOrSpaceMarks(second).trailingZeroBitCount >> 3
        guard length > 0, length < 16 else { return nil }
        // Its first eight bytes (zero above a shorter id) and, from eight bytes on, its last
        // eight (the load before a shorter id is in the line: the date precedes it).
        let head = first & (UInt64.max >> UInt64((8 - min(length, 8)) << 3))
        let last = base.loadUnaligned(fromByteOffset: i + length - 8, as: UInt64.self).littleEndian
        return IDWords(length: length, head: head, tail: length >= 8 ? last : 0)
    }

    /// Where the field at `k` ends (its first byte at or below a space) when that is
    /// within eight bytes and after `k`, from one word load (8 bytes must be readable).
    @inline(__always)
    func shortFieldEnd(from k: Int) -> Int? {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        let marks = Self.controlOrSpaceMarks(base.loadUnaligned(fromByteOffset: k, as: UInt64.self).littleEndian)
        let m = k + marks.trailingZeroBitCount >> 3
        return marks != 0 && m > k ? m : nil
    }

    /// For eight bytes read as a little-endian word: the high bit of the first `\n` set, or 0
    /// when there is none (bytes after it may be marked wrongly, never before it).
    @inline(__always)
    static func newlineMarks(_ x: UInt64) -> UInt64 {
        let zeroed = x ^ 0x0A0A_0A0A_0A0A_0A0A
        return (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080
    }

    /// For eight bytes read as a little-endian word: the high bit of the first byte at or
    /// below a space (0x20) set, or 0 when there is none. A byte below 0x21 turns its high
    /// bit on in `x - 0x2121…` while its own high bit is clear; bytes after the first such
    /// byte may be marked wrongly, never before it.
    @inline(__always)
    static func controlOrSpaceMarks(_ x: UInt64) -> UInt64 {
        (x &- 0x2121_2121_2121_2121) & ~x & 0x8080_8080_8080_8080
    }

    func skipBlanks(_ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, isBlank(bytes[i]) { i += 1 }
        return i
    }

    func fieldEnd(_ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, !isBlank(bytes[i]) { i += 1 }
        return i
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    /// Whether `bytes[from..<to]` are well-formed UTF-8 without control characters (C0,
    /// DEL, C1, U+2028, U+2029), as `Habit.containsControlCharacter` has them: a valid
    /// note, decided on the bytes without making a `String`. Well-formed is as in Unicode's
    /// table of UTF-8 byte sequences: no overlong forms, surrogates or code points past
    /// U+10FFFF.
    func isValidNote(_ from: Int, _ to: Int) -> Bool {
        var i = from
        while i < to {
            let lead = bytes[i]
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F { return false }
                i += 1
                continue
            }
            // The number of continuation bytes, and the range the first of them must be in.
            var (more, low, high): (Int, UInt8, UInt8) = (0, 0x80, 0xBF)
            switch lead {
            case 0xC2: (more, low) = (1, 0xA0)  // C2 80–C2 9F are the C1 controls.
            case 0xC3...0xDF: more = 1
            case 0xE0: (more, low) = (2, 0xA0)
            case 0xE1...0xEC, 0xEE, 0xEF: more = 2
            case 0xED: (more, high) = (2, 0x9F)
            case 0xF0: (more, low) = (3, 0x90)
            case 0xF1...0xF3: more = 3
            case 0xF4: (more, high) = (3, 0x8F)
            default: return false
            }
            guard i + more < to, bytes[i + 1] >= low, bytes[i + 1] <= high else { return false }
            var k = 2
            while k <= more {
                if bytes[i + k] & 0xC0 != 0x80 { return false }
                k += 1
            }
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            if lead == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] & 0xFE == 0xA8 { return false }
            i += more + 1
        }
        return true
    }

    @inline(__always)
    func parseAction(_ i: Int, _ j: Int) -> Action? {
        let first = bytes[i]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "=") {
            // Most amounts are one or two digits: read without the general decimal parser.
            let high = j - i >= 2 ? bytes[i + 1] &- 48 : 10
            let low = j - i == 3 ? bytes[i + 2] &- 48 : 0
            if j - i <= 3, high < 10, low < 10 {
                let amount = Amount(Int(j - i == 3 ? high &* 10 &+ low : high))
                return first == UInt8(ascii: "+") ? .add(amount) : .set(amount)
            }
            guard let amount = Amount.parse(UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])) else { return nil }
            return first == UInt8(ascii: "+") ? .add(amount) : .set(amount)
        }
        // The words, compared four bytes at a time (as little-endian words: "done" is
        // 0x656E6F64).
        guard j - i == 4 || j - i == 5, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        let word = base.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
        if j - i == 5 { return word == Self.word("clea") && bytes[i + 4] == UInt8(ascii: "r") ? .clear : nil }
        if word == Self.word("done") { return .done }
        if word == Self.word("skip") { return .skip }
        return nil
    }

    /// Four ASCII bytes as the little-endian word they are in memory.
    @inline(__always)
    static func word(_ text: StaticString) -> UInt32 {
        let bytes = text.utf8Start
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }
}

/// Byte-level helpers shared by the data-file scanners.
enum LogBytes {
    /// The number of `\n` bytes, eight at a time: in each word, a byte's high bit is set
    /// exactly when the byte was `\n` (XOR with `\n` makes it zero; the add-and-mask
    /// marks zero bytes without carries between bytes).
    static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var count = 0
        var i = 0
        while i + 8 <= bytes.count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ newline
            let marks = ~(((x & low7) &+ low7) | x | low7)
            count &+= marks.nonzeroBitCount
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == 10 { count += 1 }
            i += 1
        }
        return count
    }

    /// The offset of the last `\n` in `bytes` at or after `start`, or `nil`. Scans
    /// backwards: a piece of a log has a newline within its last few dozen bytes.
    static func lastNewline(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var i = bytes.count
        while i > start {
            i -= 1
            if bytes[i] == 10 { return i }
        }
        return nil
    }

    /// 3 when `bytes` start with a UTF-8 byte-order mark (some editors write one), else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
