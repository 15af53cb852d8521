/// The contract every data-file parser keeps, whatever bytes it is given: it returns
/// (never traps), every `line:col` it reports lies inside the input, and a file without
/// errors, written out and read back, gives the same habits, entries or settings with no
/// new errors. The log's one-pass parse and fold agrees with parsing into entries and
/// folding afterwards, parsing one habit's lines gives that habit's entries, and a log
/// read piece by piece parses as it does whole.
///
/// Package-internal: the mutation tests and the libFuzzer target both check each input
/// against it.
package enum ParserInvariants {
    /// The byte length of each line (without its newline); a last line without newline counts.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        for byte in bytes {
            if byte == 10 {
                lengths.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        if bytes.last != 10, !bytes.isEmpty { lengths.append(current) }
        return lengths
    }

    /// Why a position does not lie inside the input, or `nil` when it does.
    static func misplaced(_ issue: ParseIssue, kind: DataFile, lengths: [Int]) -> String? {
        guard issue.file == kind else { return "issue names '\(issue.file.fileName)'" }
        guard issue.line >= 1, issue.line <= lengths.count else {
            return "line \(issue.line) outside 1...\(lengths.count)"
        }
        guard issue.column >= 1, issue.column <= lengths[issue.line - 1] + 1 else {
            return "column \(issue.column) outside 1...\(lengths[issue.line - 1] + 1)"
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

    /// Why the one-pass parse and fold (`parse(_:foldingWith:)`) disagrees with parsing
    /// into entries and folding each habit's entries afterwards, or `nil`.
    package static func foldingDisagreement(_ bytes: [UInt8], _ log: LogFile) -> String? {
        let (folded, histories) = LogFile.parse(bytes, foldingWith: goal(for:))
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
        return nil
    }

    /// Why an entry of the whole parse differs from its line parsed on its own, or `nil`.
    /// Alone, a line's id is new, so it takes the parser's general path; in the whole log
    /// most lines name an id met before and take the path for the usual line.
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
    /// `read()` may), for the parsers that read a log piece by piece.
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

    /// Why parsing the log read piece by piece (buffers of 16 bytes and more, so lines
    /// span pieces and long lines make the buffer grow) disagrees with parsing it whole,
    /// or `nil`.
    package static func piecewiseDisagreement(_ bytes: [UInt8], _ log: LogFile) -> String? {
        let (whole, wholeHistories) = LogFile.parse(bytes, foldingWith: goal(for:))
        for (step, pieceSize) in [(1, 16), (5, 64), (11, 4096)] {
            let (pieces, histories) = LogFile.parse(
                reading: trickle(bytes, step: step), expectedSize: bytes.count, foldingWith: goal(for:),
                pieceSize: pieceSize)
            if pieces.issues != whole.issues { return "read in pieces of \(pieceSize), the log reports other issues" }
            if pieces.tornTailOffset != whole.tornTailOffset { return "read in pieces, the log has another torn tail" }
            if (pieces.firstLines ?? []).map(\.line) != (whole.firstLines ?? []).map(\.line) {
                return "read in pieces, the log has other first lines"
            }
            if histories != wholeHistories { return "read in pieces of \(pieceSize), the histories differ" }
            for (id, _) in (log.firstLines ?? []).prefix(2) {
                let only = LogFile.parse(
                    reading: trickle(bytes, step: step), only: id, checkingOthers: true, pieceSize: pieceSize)
                let expected = LogFile.parse(bytes, only: id, checkingOthers: true)
                if only.entries != expected.entries || only.lines != expected.lines || only.issues != expected.issues
                    || only.tornTailOffset != expected.tornTailOffset
                {
                    return "read in pieces, parsing only '\(id)' gives another result"
                }
            }
        }
        return nil
    }

    /// Checks one input; returns a description of what is wrong, or `nil`.
    package static func check(_ bytes: [UInt8], as kind: DataFile) -> String? {
        let lengths = lineLengths(bytes)
        switch kind {
        case .habits:
            let (file, issues) = HabitsFile.parse(bytes)
            for issue in issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = HabitsFile.parse(Array(file.serialized().utf8))
            if again.file.habits != file.habits { return "habits change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        case .log:
            let log = LogFile.parse(bytes)
            for issue in log.issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            for line in log.lines where line < 1 || line > lengths.count { return "entry on line \(line)" }
            let again = LogFile.parse(LogFile.serialize(log.entries))
            if again.entries != log.entries { return "entries change when written and read back" }
            if !again.issues.isEmpty { return "written entries have issues: \(again.issues)" }
            if let why = lineByLineDisagreement(bytes, log) { return why }
            if let why = foldingDisagreement(bytes, log) { return why }
            if let why = piecewiseDisagreement(bytes, log) { return why }
            for (id, _) in (log.firstLines ?? []).prefix(3) {
                let only = LogFile.parse(bytes, only: id)
                if only.entries != log.entries.filter({ $0.habit == id }) {
                    return "parsing only '\(id)' gives other entries"
                }
                if only.lines != zip(log.entries, log.lines).filter({ $0.0.habit == id }).map(\.1) {
                    return "parsing only '\(id)' gives other line numbers"
                }
                if only.tornTailOffset != log.tornTailOffset { return "parsing only '\(id)' finds another torn tail" }
            }
        case .config:
            let (file, issues) = ConfigFile.parse(bytes)
            for issue in issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = ConfigFile.parse(Array(file.serialized().utf8))
            if again.file.config != file.config { return "settings change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        }
        return nil
    }
}
