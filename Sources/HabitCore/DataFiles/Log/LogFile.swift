/// The parsed `log` file: entries in file order, and every problem found.
///
/// The line grammar is `LogGrammar` (docs/data-format.md): `YYYY-MM-DD ID [ACTION] [# note]`.
/// Every way of reading the log goes through `read(_:from:)`, whose request says what the
/// caller needs; `parse(_:)` is its shorthand for every entry of a file in memory.
package struct LogFile: Sendable {
    /// The valid entries, in file order, held compactly.
    package var entries: EntryList
    /// `lines[i]` is the 1-based line number of `entries[i]`.
    package var lines: [Int]
    /// Every problem, in file order: errors on malformed lines (which are left out of
    /// `entries`) and a torn last line.
    package var issues: [ParseIssue]
    /// When the file ends without a newline: the byte offset where the last, incomplete
    /// line starts. That fragment is not parsed; the store moves it to `rejects`.
    package var tornTailOffset: Int?
    /// When every line was checked (`LogRequest.Habits.all`, or `checkingOthers`): every
    /// habit id named in the file with the line of its first valid entry, in file order
    /// (for the unknown-habit warnings, which `entries` alone cannot give there).
    package var firstLines: [(id: HabitID, line: Int)]? = nil
    /// From a tally (`LogRequest.Output.tally`): how many valid entries each id has.
    package var tally: [HabitID: Int]? = nil
    /// From folded histories (`LogRequest.Output.histories`): the latest day each folded
    /// id's entries were for, which a fold resumes from (`FoldPoint`).
    package var lastDays: [HabitID: Day] = [:]
    /// From folded histories read on from a checkpoint (`LogRequest.resume`): the
    /// `History.contentHash` of each history taken from it unchanged, as it knew it;
    /// the other histories' hashes are not known (docs/performance.md, "Kept engine
    /// tallies").
    package var historyHashes: [HabitID: UInt64] = [:]
    /// How many lines the read went through, the torn last line among them: with a
    /// resumed read (`LogRequest.resume`), the lines before the part read too.
    package var lineCount = 0

    /// How much of a log a reading in pieces takes in at a time: small enough to stay in
    /// cache, large enough that the `read` calls cost little.
    package static let pieceSize = 64 << 10

    /// Reads the log from `source` as `request` asks: the parsed file and, for
    /// `LogRequest.Output.histories`, each folded history (else none). Folding with
    /// `notesSince`, the file's `entries` are the folded habits' entries from that day on
    /// that carry a note (else none).
    ///
    /// One pass over the bytes; each distinct habit id becomes one `String`. No
    /// `DateFormatter`, regex or per-line `String`s (only kept notes become strings). O(n)
    /// for a log in day order; a line logged for an earlier day than its habit's latest
    /// costs a folded history a binary search.
    package static func read<Failure: Error>(
        _ request: LogRequest, from source: LogSource<Failure>
    ) throws(Failure) -> (log: LogFile, histories: [HabitID: History]) {
        let (only, checkingOthers): ([UInt8]?, Bool) =
            switch request.habits {
            case .all: (nil, false)
            case .only(let id, let checkingOthers): (Array(id.rawValue.utf8), checkingOthers)
            }
        switch request.output {
        case .entries:
            return (try readEntries(request, only, checkingOthers, source), [:])
        case .tally:
            var parser = LogParser(
                sink: TallySink(), only: only, checkingOthers: checkingOthers)
            try run(&parser, source)
            var log = LogFile(
                entries: [], lines: [], issues: parser.issues, tornTailOffset: parser.tornTailOffset,
                firstLines: only == nil || checkingOthers ? parser.firstLines : nil)
            log.tally = parser.sink.tally
            log.lineCount = parser.lineNumber
            return (log, [:])
        case .entriesOn(let days, let ids):
            var parser = LogParser(sink: DaySink(days: days, ids: ids), only: only, checkingOthers: checkingOthers)
            try run(&parser, source)
            var log = LogFile(
                entries: parser.sink.kept.entries, lines: parser.sink.kept.lines, issues: parser.issues,
                tornTailOffset: parser.tornTailOffset,
                firstLines: only == nil || checkingOthers ? parser.firstLines : nil)
            log.lineCount = parser.lineNumber
            return (log, [:])
        case .histories(let rules, let expectedDays):
            let wanted: (HabitID) -> FoldRules? =
                switch request.habits {
                case .all: rules
                case .only(let id, _): { $0 == id ? rules($0) : nil }
                }
            let folder = HistoryFolder(
                rules: wanted, expectedDays: expectedDays, byteCount: source.sizeHint,
                keepingNotesSince: request.notesSince, resuming: request.resume?.folds ?? [:])
            var parser = LogParser(sink: folder, only: only, checkingOthers: checkingOthers)
            if let resume = request.resume {
                parser.lineNumber = resume.lines
                parser.offset = resume.offset
                parser.atFileStart = resume.offset == 0
            }
            try run(&parser, source)
            parser.sink.fold(request.following)
            let notes = parser.sink.notes
            var histories = parser.sink.finish()
            var lastDays = parser.sink.lastDays
            var firstLines = parser.firstLines
            var historyHashes: [HabitID: UInt64] = [:]
            if let resume = request.resume {
                // What the earlier read folded and met, with what these lines changed: its
                // tables taken whole (`mapValues` keeps their layout), the habits these lines
                // folded put in, their hashes dropped (a history's hash is taken again).
                let changed = histories
                histories = resume.folds.mapValues(\.history)
                lastDays = resume.folds.compactMapValues(\.lastDay)
                historyHashes = resume.historyHashes
                for (id, history) in changed {
                    histories[id] = history
                    lastDays[id] = parser.sink.lastDays[id]
                    historyHashes[id] = nil
                }
                if !firstLines.isEmpty {
                    let known = Set(resume.firstLines.map(\.id))
                    firstLines = resume.firstLines + firstLines.filter { !known.contains($0.id) }
                } else {
                    firstLines = resume.firstLines
                }
            }
            var log = LogFile(
                entries: EntryList(notes), lines: [], issues: parser.issues, tornTailOffset: parser.tornTailOffset,
                firstLines: only == nil || checkingOthers ? firstLines : nil)
            log.lastDays = lastDays
            log.historyHashes = historyHashes
            log.lineCount = parser.lineNumber
            return (log, histories)
        }
    }

    /// `read` for `LogRequest.Output.entries`: kept apart (never inlined) so that the code
    /// a command runs is not interleaved with the code of the other output.
    @inline(never)
    private static func readEntries<Failure: Error>(
        _ request: LogRequest, _ only: [UInt8]?, _ checkingOthers: Bool, _ source: LogSource<Failure>
    ) throws(Failure) -> LogFile {
        // Every entry kept: reserve for every line, since arrays that grow by doubling
        // copy every entry made so far, and the old copies and the new stay resident
        // together (docs/performance.md, "The budgets before and after issue 44"). Whole
        // bytes: their lines (counting newlines costs a fraction of a millisecond per
        // megabyte). In pieces: as many entries as the file's size can hold at most —
        // room never touched is never resident, so only the entries made take memory.
        // One habit's lines are a small share of the log: those arrays grow as needed.
        var reserve: Int?
        if only == nil {
            switch source.kind {
            case .whole(let bytes): reserve = bytes.withUnsafeBufferPointer { LogBytes.newlineCount($0) } + 1
            case .pieces(_, let expectedSize, _): reserve = LogGrammar.mostEntries(in: expectedSize)
            }
        }
        var parser = LogParser(
            sink: EntrySink(reserving: reserve), only: only, checkingOthers: checkingOthers)
        try run(&parser, source)
        var log = LogFile(
            entries: parser.sink.entries, lines: parser.sink.lines, issues: parser.issues,
            tornTailOffset: parser.tornTailOffset, firstLines: only == nil || checkingOthers ? parser.firstLines : nil)
        log.lineCount = parser.lineNumber
        return log
    }

    /// Every entry of a whole log held in `bytes`, with every problem: the shorthand for
    /// `read(.entries, from: .whole(bytes)).log`.
    package static func parse(_ bytes: [UInt8]) -> LogFile {
        read(.entries, from: .whole(bytes)).log
    }

    /// Parses one line (without its newline) as an entry, or says what is wrong with it;
    /// `nil` for a comment or blank line. Problems are reported on line 1.
    package static func parseLine(_ text: String) -> Result<Entry, ParseIssue>? {
        let log = parse(Array((text + "\n").utf8))
        if let issue = log.issues.first { return .failure(issue) }
        return log.entries.first.map { .success($0) }
    }

    @inline(never)
    private static func run<Sink: LogLineSink, Failure: Error>(
        _ parser: inout LogParser<Sink>, _ source: LogSource<Failure>
    ) throws(Failure) {
        switch source.kind {
        case .whole(let bytes): bytes.withUnsafeBufferPointer { parser.run(over: $0) }
        case .pieces(let read, _, let pieceSize): try parser.run(reading: read, pieceSize: pieceSize)
        }
    }
}
