/// The byte-level reader behind `LogFile.read(_:from:)`: splits the bytes into lines,
/// checks each line against `LogGrammar` and hands the valid ones to its sink.
///
/// Every line takes the one path (`readLine`), which reads any line the grammar allows
/// and says what is wrong with any other. It reads the fields left to right, and the
/// line's end falls out of that read: a piece's whole lines end at its last newline, so
/// every field scan stops at a `\n` at the latest. What follows the date of a valid line
/// without a note is kept with what it gave (`LineTails`): a later line with a valid date
/// and the same bytes after it takes that instead of reading them again. Reading one
/// habit's lines alone, the lines before the next one that holds the id's bytes are passed
/// over by a byte search and counted (`LineScanner.nextLineNaming`); that line's second
/// field is then compared (`LineScanner.hasID`).
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
    /// What the lines' tails met so far gave, for the lines that repeat one.
    var tails = LineTails()
    var lineNumber = 0
    var lastDay: Day?
    var lastDateHead: UInt64 = 0
    var lastDateTail: UInt16 = 0
    /// When set, the id whose lines alone are kept.
    let only: [UInt8]?
    /// With `only`: whether other lines are checked too (without keeping entries).
    let checkingOthers: Bool
    /// Each id's first valid line, in file order (when every line is checked).
    var firstLines: [(id: HabitID, line: Int)] = []
    /// Whether a git merge marker was reported (once per file).
    var sawMergeMarker = false
    /// Whether the bytes start the file, so that a byte order mark there is passed over
    /// (not when they go on from an earlier read, `LogResume`).
    var atFileStart = true

    init(sink: Sink, only: [UInt8]? = nil, checkingOthers: Bool = false) {
        self.sink = sink
        self.only = only
        self.checkingOthers = checkingOthers
    }

    /// Parses all of `bytes` (the whole file).
    mutating func run(over bytes: UnsafeBufferPointer<UInt8>) {
        usePiece(bytes)
        parsePiece(from: atFileStart ? LogBytes.byteOrderMarkLength(bytes) : 0)
        usePiece(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Makes `piece` the bytes being parsed.
    mutating func usePiece(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes = piece
        scan = LineScanner(bytes: piece)
    }

    /// Parses `bytes` from `start` on, line by line: the whole lines end at the piece's
    /// last newline; what follows it is the torn tail.
    mutating func parsePiece(from start: Int) {
        let wholeEnd = LogBytes.lastNewline(in: bytes, after: start).map { $0 + 1 } ?? start
        var start = start
        if let wanted = only {
            start = parseLines(from: start, to: wholeEnd, naming: wanted)
        } else {
            while start < wholeEnd { start = readLine(at: start, keep: true) }
        }
        if start < bytes.count { tornTail(at: start) }
    }

    /// The whole lines of `start..<wholeEnd` when one habit's lines alone are kept: with
    /// `checkingOthers` every line is read, else the lines that cannot name it are passed
    /// over by a byte search and only counted (`LineScanner.nextLineNaming`). Returns
    /// `wholeEnd`.
    @inline(never)
    private mutating func parseLines(from start: Int, to wholeEnd: Int, naming wanted: [UInt8]) -> Int {
        var start = start
        while start < wholeEnd {
            if !checkingOthers {
                let next = scan.nextLineNaming(wanted, from: start, to: wholeEnd)
                lineNumber += LogBytes.newlineCount(UnsafeBufferPointer(rebasing: bytes[start..<next]))
                start = next
                guard start < wholeEnd else { break }
            }
            let (content, next) = scan.lineEnd(start, from: start)
            let keep = scan.hasID(wanted, start, content)
            if keep || checkingOthers {
                _ = readLine(at: start, keep: keep)
            } else {
                lineNumber += 1
            }
            start = next
        }
        return start
    }

    mutating func issue(_ lineStart: Int, _ at: Int, _ problem: ParseProblem) {
        issues.append(ParseIssue(file: .log, line: lineNumber, column: at - lineStart + 1, problem: problem))
    }

    /// Reads the line at `s` — a whole line: a `\n` ends it before the piece's end —
    /// field by field as `LogGrammar` has it, reporting its problems; a valid entry is
    /// kept when `keep`. Returns where the next line starts. One call site in the loop
    /// over every line, inlined: the loop and the line's fields share registers.
    @inline(__always)
    private mutating func readLine(at s: Int, keep: Bool) -> Int {
        lineNumber &+= 1
        var i = s
        if bytes[i] <= LogGrammar.space {
            i = scan.skipBlanks(i)
            if let next = scan.lineBreak(at: i) { return next }
        }
        if bytes[i] == LogGrammar.noteMarker { return readComment(s, i) }
        // The date field is exactly `dateWidth` bytes: a valid date, then a blank or the end.
        let dateEnd = i &+ LogGrammar.dateWidth
        guard dateEnd < bytes.count, let day = parseDay(at: i) else { return rejectDate(s, i) }
        // A tail that a valid line without a note had before gives what it gave then.
        let tailKey = scan.tailKey(at: dateEnd)
        if let tailKey, let known = tails.result(tailKey) {
            if keep {
                sink.accept(
                    day: day, number: known.number, action: known.action, note: nil, line: lineNumber, bytes: bytes)
            }
            return dateEnd &+ tailKey.length &+ 1
        }
        if LogGrammar.isBlank(bytes[dateEnd]) {
            i = scan.skipBlanks(dateEnd &+ 1)
        } else {
            guard scan.lineBreak(at: dateEnd) != nil else { return rejectDate(s, i) }
            i = dateEnd
        }
        if bytes[i] == LogGrammar.noteMarker || scan.lineBreak(at: i) != nil { return reject(s, i, .missingID) }
        // The id field: most lines name an id met before, which is valid as it stands;
        // a new id has each of its bytes checked once (`newID`).
        let idStart = i
        let id = scan.idField(at: i)
        var j = id.end
        var number = -1
        // Where the next line starts when the line ends after the id; else a blank follows.
        var lineEnd = scan.lineBreak(at: j)
        if lineEnd != nil || LogGrammar.isBlank(bytes[j]) {
            number = interner.number(of: bytes, from: i, to: j, words: (id.head, id.tail)) ?? -1
        }
        if number < 0 {
            guard let end = scan.validIDEnd(i) else { return reject(s, i, .invalidID) }
            j = end
            lineEnd = scan.lineBreak(at: j)
        }
        let idEnd = j
        var action = Action.done
        var note: Range<Int>?
        var next: Int
        if let lineEnd {
            next = lineEnd
        } else {
            i = scan.skipBlanks(j)
            if bytes[i] != LogGrammar.noteMarker, scan.lineBreak(at: i) == nil {
                // The action field ends at the line's end, or at a blank before a note.
                j = scan.controlOrSpace(from: i)
                guard let parsed = scan.parseAction(i, j) else { return reject(s, i, .invalidAction) }
                action = parsed
                if scan.lineBreak(at: j) == nil {
                    guard LogGrammar.isBlank(bytes[j]) else { return reject(s, i, .invalidAction) }
                    i = scan.skipBlanks(j)
                    if bytes[i] != LogGrammar.noteMarker, scan.lineBreak(at: i) == nil {
                        return reject(s, i, .unexpectedText)
                    }
                } else {
                    i = j
                }
            }
            if let after = scan.lineBreak(at: i) {
                next = after
            } else {
                (note, next) = readNote(s, marker: i)
                if note == nil { return next }
            }
        }
        if number < 0 { number = newID(idStart, idEnd) }
        if note == nil, let tailKey, next == dateEnd &+ tailKey.length &+ 1 {
            tails.keep(tailKey, number: number, action: action)
        }
        if keep { sink.accept(day: day, number: number, action: action, note: note, line: lineNumber, bytes: bytes) }
        return next
    }

    /// The day written at `i` (`dateWidth` bytes must be readable), reusing the previous
    /// line's day when the bytes are the same (logs are mostly in day order, so most lines
    /// repeat their neighbour's date): one eight-byte and one two-byte load compare them.
    /// The comparison is inlined into `readLine`; reading a new date is not.
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
}
