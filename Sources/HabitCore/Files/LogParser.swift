#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte-level reader behind `LogFile.read(_:from:)`: splits the bytes into lines,
/// checks each line against `LogGrammar` and hands the valid ones to its sink.
///
/// Every line takes the one path (`parseLine`), which reads any line the grammar allows
/// and says what is wrong with any other. Reading one habit's lines alone, the lines
/// before the next one that holds the id's bytes are passed over by a byte search and
/// counted (`LineScanner.nextLineNaming`); that line's second field is then compared
/// (`LineScanner.hasID`).
struct LogParser<Sink: LogLineSink> {
    /// The bytes being parsed: the whole log, or the piece of it read last.
    private(set) var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The field scanners over `bytes`, apart from the parser's state so that calling them
    /// copies nothing but the buffer.
    private(set) var scan = LineScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
    /// Where `bytes` start in the file.
    var offset = 0
    var sink: Sink
    var issues: [ParseIssue] = []
    var tornTailOffset: Int?
    var interner = IDInterner()
    var lineNumber = 0
    private var lastDay: Day?
    private var lastDateHead: UInt64 = 0
    private var lastDateTail: UInt16 = 0
    /// When set, the id whose lines alone are kept.
    let only: [UInt8]?
    /// With `only`: whether other lines are checked too (without keeping entries).
    let checkingOthers: Bool
    /// Each id's first valid line, in file order (when every line is checked).
    var firstLines: [(id: HabitID, line: Int)] = []
    /// Whether a git merge marker was reported (once per file).
    var sawMergeMarker = false

    init(sink: Sink, only: [UInt8]? = nil, checkingOthers: Bool = false) {
        self.sink = sink
        self.only = only
        self.checkingOthers = checkingOthers
    }

    /// Parses all of `bytes` (the whole file).
    mutating func run(over bytes: UnsafeBufferPointer<UInt8>) {
        usePiece(bytes)
        parsePiece(from: LogBytes.byteOrderMarkLength(bytes))
        usePiece(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Makes `piece` the bytes being parsed.
    mutating func usePiece(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes = piece
        scan = LineScanner(bytes: piece)
    }

    /// Parses `bytes` from `start` on, line by line; an unfinished last line is the torn
    /// tail.
    mutating func parsePiece(from start: Int) {
        if !checkingOthers, let wanted = only { return parsePiece(from: start, naming: wanted) }
        let count = bytes.count
        guard let base = bytes.baseAddress else { return }
        var start = start
        while start < count { start = readLine(at: start, base, count) }
    }

    /// `parsePiece` reading one habit's lines alone: the lines that cannot name it are
    /// passed over by a byte search and only counted (`LineScanner.nextLineNaming`). The
    /// whole lines end at the piece's last newline; what follows it is the torn tail.
    @inline(never)
    private mutating func parsePiece(from start: Int, naming wanted: [UInt8]) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return }
        let wholeEnd = LogBytes.lastNewline(in: bytes, after: start).map { $0 + 1 } ?? start
        var start = start
        while true {
            if start < wholeEnd {
                let next = scan.nextLineNaming(wanted, from: start, to: wholeEnd)
                lineNumber += LogBytes.newlineCount(UnsafeBufferPointer(rebasing: bytes[start..<next]))
                start = next
            }
            guard start < count else { return }
            start = readLine(at: start, base, count)
        }
    }

    /// Reads the line at `start` of the piece at `base` (`count` bytes; the torn tail when
    /// no newline ends it) and returns where the next line starts. One call site in each
    /// loop, inlined: the loop and the line's fields share registers.
    @inline(__always)
    private mutating func readLine(at start: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        lineNumber &+= 1
        let found = memchr(base + start, Int32(LogGrammar.newline), count - start)
        let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
        if end == count {
            tornTailOffset = offset + start
            issue(start, start, .tornLine(scan.text(start, end)))
            return count
        }
        let lineEnd = end > start && bytes[end - 1] == LogGrammar.carriageReturn ? end - 1 : end
        let keep = only.map { scan.hasID($0, start, lineEnd) } ?? true
        if keep || checkingOthers { parseLine(start, lineEnd, keep: keep) }
        return end &+ 1
    }

    mutating func issue(_ lineStart: Int, _ at: Int, _ problem: ParseProblem) {
        issues.append(ParseIssue(file: .log, line: lineNumber, column: at - lineStart + 1, problem: problem))
    }

    /// Parses the line `s..<e` field by field as `LogGrammar` has it,
    /// reporting its problems; a valid entry is kept when `keep`.
    @inline(__always)
    private mutating func parseLine(_ s: Int, _ e: Int, keep: Bool) {
        var i = scan.skipBlanks(s, e)
        if i == e { return }
        if bytes[i] == LogGrammar.noteMarker {
            // A comment: any text, but text (it is kept byte for byte through rewrites).
            if let bad = scan.firstInvalidUTF8(i, e) { issue(s, bad, .invalidUTF8) }
            return
        }
        // The date field is exactly `dateWidth` bytes: a valid date, then a blank or the end.
        let dateEnd = i + LogGrammar.dateWidth
        guard dateEnd <= e, dateEnd == e || LogGrammar.isBlank(bytes[dateEnd]), let day = parseDay(at: i) else {
            return rejectDate(s, i, e)
        }
        i = scan.skipBlanks(dateEnd, e)
        if i == e || bytes[i] == LogGrammar.noteMarker { return issue(s, i, .missingID) }
        // The id field: most lines name an id met before, which is valid as it stands;
        // a new id has each of its bytes checked once.
        let idStart = i
        var j = scan.idFieldEnd(i, e)
        let known = j < e && !LogGrammar.isBlank(bytes[j]) ? nil : interner.number(of: bytes, from: i, to: j)
        if known == nil {
            j = i
            while j < e, HabitID.isIDByte(bytes[j]) { j += 1 }
            guard j - i <= HabitID.maximumLength, j == e || LogGrammar.isBlank(bytes[j]) else {
                return rejectField(s, i, e, .invalidID)
            }
        }
        let idEnd = j
        var action = Action.done
        i = scan.skipBlanks(j, e)
        if i < e, bytes[i] != LogGrammar.noteMarker {
            j = scan.fieldEnd(i, e)
            guard let parsed = scan.parseAction(i, j) else { return rejectField(s, i, j, .invalidAction) }
            action = parsed
            i = scan.skipBlanks(j, e)
            if i < e, bytes[i] != LogGrammar.noteMarker { return rejectField(s, i, e, .unexpectedText) }
        }
        var note: Range<Int>?
        if i < e {
            // One space after the marker is not part of the note.
            var n = i + 1
            if n < e, bytes[n] == LogGrammar.space { n += 1 }
            if !scan.isValidNote(n, e), rejectNote(s, n, e) { return }
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
        if number == firstLines.count, only == nil || checkingOthers {
            firstLines.append((interner.ids[number], lineNumber))
        }
        guard keep else { return }
        sink.accept(day: day, number: number, action: action, note: note, line: lineNumber, bytes: bytes)
    }

    /// The day written at `i` (`dateWidth` bytes must be readable), reusing the previous
    /// line's day when the bytes are the same (logs are mostly in day order, so most lines
    /// repeat their neighbour's date): one eight-byte and one two-byte load compare them.
    /// The comparison is inlined into `parseLine`; reading a new date is not.
    @inline(__always)
    mutating func parseDay(at i: Int) -> Day? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base + i)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        if let last = lastDay, head == lastDateHead, tail == lastDateTail { return last }
        return parseNewDay(at: i, head: head, tail: tail)
    }

    @inline(never)
    private mutating func parseNewDay(at i: Int, head: UInt64, tail: UInt16) -> Day? {
        guard let day = Day.parse(bytes, at: i) else { return nil }
        lastDay = day
        lastDateHead = head
        lastDateTail = tail
        return day
    }

    // The problems, out of line: `parseLine` stays small enough for the optimizer to
    // inline its field readers into it (docs/performance.md).

    /// A first field that is not a date: a git merge marker (reported once), or a bad date.
    @inline(never)
    private mutating func rejectDate(_ s: Int, _ i: Int, _ e: Int) {
        if MergeMarker.starts(UnsafeBufferPointer(rebasing: bytes[i..<e])) {
            if !sawMergeMarker { issue(s, i, .mergeMarker) }
            sawMergeMarker = true
            return
        }
        issue(s, i, .value(.invalidDate(scan.text(i, scan.fieldEnd(i, e)))))
    }

    /// The field at `i` (up to its end, before `e`) reported as `problem`.
    @inline(never)
    private mutating func rejectField(_ s: Int, _ i: Int, _ e: Int, _ problem: FieldProblem) {
        let text = scan.text(i, scan.fieldEnd(i, e))
        switch problem {
        case .invalidID: issue(s, i, .value(.invalidID(text)))
        case .invalidAction: issue(s, i, .value(.invalidAction(text)))
        case .unexpectedText: issue(s, i, .unexpectedText(text))
        }
    }

    /// The note `n..<e` that the fast check refused, read again to tell what is wrong:
    /// `true` when it is reported (invalid), `false` when it is valid after all.
    @inline(never)
    private mutating func rejectNote(_ s: Int, _ n: Int, _ e: Int) -> Bool {
        guard let string = String(validating: UnsafeBufferPointer(rebasing: bytes[n..<e]), as: UTF8.self) else {
            issue(s, n, .invalidUTF8)
            return true
        }
        if Habit.containsControlCharacter(string) {
            issue(s, n, .value(.invalidNote(string)))
            return true
        }
        return false
    }
}

/// What is wrong with a line's field (`LogParser.rejectField`).
enum FieldProblem {
    case invalidID, invalidAction, unexpectedText
}
