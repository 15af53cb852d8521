import HabitCore

/// The log's invariants: every way of reading it agrees. A log read piece by piece reads
/// as it does whole, the one-pass parse and
/// fold agrees with parsing into entries and folding afterwards, parsing one habit's lines
/// gives that habit's entries, and each line parses alone as it does in the log.
extension ParserInvariants {
    /// Why reading `bytes` (already parsed whole into `log`) some other way disagrees, or
    /// `nil`.
    static func logDisagreement(_ bytes: [UInt8], _ log: LogFile) -> String? {
        if let why = lineByLineDisagreement(bytes, log) { return why }
        if let why = foldingDisagreement(bytes, log) { return why }
        let ids = (log.firstLines ?? []).map(\.id)
        if let why = pathDisagreement(bytes, ids: Array(ids.prefix(2))) { return why }
        for id in ids.prefix(3) {
            let only = LogFile.read(.habit(id), from: .whole(bytes)).log
            if only.entries != log.entries.filter({ $0.habit == id }) {
                return "parsing only '\(id)' gives other entries"
            }
            if only.lines != zip(log.entries, log.lines).filter({ $0.0.habit == id }).map(\.1) {
                return "parsing only '\(id)' gives other line numbers"
            }
            if only.tornTailOffset != log.tornTailOffset { return "parsing only '\(id)' finds another torn tail" }
        }
        return nil
    }

    /// A goal for `id` that depends only on its text, so that all three kinds of fold are
    /// exercised.
    package static func goal(for id: HabitID) -> Goal {
        switch id.rawValue.utf8.reduce(0, { $0 &+ Int($1) }) % 3 {
        case 0: .check
        case 1: .atLeast(Amount(8), unit: "glasses")
        default: .atMost(Amount(2), unit: "cups")
        }
    }

    /// Everything a read of the log returns, to compare two reads.
    struct Reading: Equatable {
        var entries: [Entry]
        var lines: [Int]
        var issues: [ParseIssue]
        var tornTailOffset: Int?
        var firstIDs: [HabitID]?
        var firstLineNumbers: [Int]?
        var idNumbers: [Int32]?
        var histories: [HabitID: History]

        init(_ read: (log: LogFile, histories: [HabitID: History])) {
            (entries, lines, issues) = (Array(read.log.entries), read.log.lines, read.log.issues)
            tornTailOffset = read.log.tornTailOffset
            firstIDs = read.log.firstLines?.map(\.id)
            firstLineNumbers = read.log.firstLines?.map(\.line)
            idNumbers = read.log.entries.numbers
            histories = read.histories
        }
    }

    /// Every kind of request, for the habits `ids`, with the piece sizes (and read
    /// steps) to read it in: three for the requests of every habit, one for the others,
    /// which share their pieces code.
    static func requests(for ids: [HabitID]) -> [(name: String, request: LogRequest, pieces: [(Int, Int)])] {
        let every = [(1, 16), (5, 64), (11, 4096)]
        var requests: [(String, LogRequest, [(Int, Int)])] = [
            ("entries", .entries, every), ("histories", .histories(goal(for:)), every),
        ]
        for (n, id) in ids.enumerated() {
            let pieces = [every[n % every.count]]
            requests.append(("entries of '\(id)'", .habit(id), pieces))
            requests.append(("entries of '\(id)', checking others", .habit(id, checkingOthers: true), pieces))
            var histories = LogRequest.histories(goal(for:))
            histories.habits = .only(id, checkingOthers: true)
            requests.append(("history of '\(id)'", histories, pieces))
        }
        return requests
    }

    /// Why a request read in pieces (buffers of 16 bytes and more, so lines span pieces
    /// and long lines make the buffer grow) disagrees with the same request read whole,
    /// or `nil`.
    package static func pathDisagreement(_ bytes: [UInt8], ids: [HabitID]) -> String? {
        for (name, request, pieces) in requests(for: ids) {
            let whole = Reading(LogFile.read(request, from: .whole(bytes)))
            for (step, pieceSize) in pieces {
                let source = LogSource.pieces(
                    trickle(bytes, step: step), expectedSize: bytes.count, pieceSize: pieceSize)
                if Reading(LogFile.read(request, from: source)) != whole {
                    return "\(name): read in pieces of \(pieceSize), the log reads otherwise"
                }
            }
        }
        return nil
    }

    /// Why the one-pass parse and fold (`LogRequest.histories`) disagrees with parsing
    /// into entries and folding each habit's entries afterwards, or `nil`.
    package static func foldingDisagreement(_ bytes: [UInt8], _ log: LogFile) -> String? {
        let (folded, histories) = LogFile.read(.histories(goal(for:)), from: .whole(bytes))
        if folded.issues != log.issues { return "folding parse reports \(folded.issues), not \(log.issues)" }
        if folded.tornTailOffset != log.tornTailOffset { return "folding parse finds another torn tail" }
        let firstLines = log.firstLines ?? []
        if (folded.firstLines ?? []).map(\.id) != firstLines.map(\.id)
            || (folded.firstLines ?? []).map(\.line) != firstLines.map(\.line)
        {
            return "folding parse finds other first lines"
        }
        if histories.count != firstLines.count { return "folding parse has \(histories.count) histories" }
        for (id, _) in firstLines {
            let expected = History(folding: log.entries.filter { $0.habit == id }, goal: goal(for: id))
            if histories[id] != expected { return "history of '\(id)' differs when folded while parsing" }
        }
        // Kept notes: each folded habit's entries that carry one, as the whole parse has them.
        var request = LogRequest.histories(goal(for:))
        request.notesSince = Day.minimum
        let noted = LogFile.read(request, from: .whole(bytes)).log.entries
        if noted != log.entries.filter({ $0.note != nil }) { return "folding parse keeps other notes" }
        return nil
    }

    /// Why an entry of the whole parse differs from its line parsed on its own, or `nil`.
    /// Alone, a line's id is new, so the parser checks its every byte; in the whole log
    /// most lines name an id met before, found in the id table.
    package static func lineByLineDisagreement(_ bytes: [UInt8], _ log: LogFile) -> String? {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 10 { starts.append(offset + 1) }
        for (entry, line) in zip(log.entries, log.lines) {
            let end = line < starts.count ? starts[line] - 1 : bytes.count
            var text = String(decoding: bytes[starts[line - 1]..<end], as: UTF8.self)
            if line == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            if text.hasSuffix("\r") { text.removeLast() }
            guard case .success(let alone)? = LogFile.parseLine(text) else { return "line \(line) fails on its own" }
            if alone != entry { return "line \(line) gives \(entry) in the log, \(alone) on its own" }
        }
        return nil
    }

    /// A reader of `bytes` that hands them out a few at a time, in irregular amounts (as
    /// `read()` may), for reading a log piece by piece.
    package static func trickle(_ bytes: [UInt8], step: Int) -> (UnsafeMutableRawBufferPointer) -> Int {
        var position = 0
        var calls = 0
        return { buffer in
            calls += 1
            let amount = min(buffer.count, bytes.count - position, 1 + (calls * step) % 23)
            guard amount > 0 else { return 0 }
            bytes.withUnsafeBytes { source in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<(position + amount)]))
            }
            position += amount
            return amount
        }
    }
}
