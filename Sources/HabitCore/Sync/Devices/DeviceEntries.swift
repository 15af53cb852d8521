/// The entry lines of the device files, gathered as they are met so that the log's one
/// reader (`LogFile.parse`) reads what follows their keys in one batch: a device file's
/// entry is a stamp, a key and a `log` line (docs/sync.md, "Device files").
struct DeviceEntries {
    /// An entry line met: where it stands and what came before its `log` line.
    private struct Pending {
        var stamp: Stamp
        var device: Int
        var line: Int
        var key: HabitKey?
        var answer: Bool
        /// The column its `log` line starts at.
        var column: Int
    }

    /// The `log` lines of the entries met, each ending in a newline.
    private var tails: [UInt8] = []
    private var pending: [Pending] = []
    /// Keys met so far, by their bytes: a file names a few keys many times.
    private var keys: [ArraySlice<UInt8>: HabitKey] = [:]

    /// Calls `body` with each whole line of `bytes` (1-based number, bytes without the
    /// `\n` and a `\r` before it); bytes after the last `\n` are not a line.
    static func scan(_ bytes: [UInt8], _ body: (Int, ArraySlice<UInt8>) -> Void) {
        var start = 0
        var number = 0
        while let end = bytes[start...].firstIndex(of: 10) {
            number += 1
            let last = end > start && bytes[end - 1] == 13 ? end - 1 : end
            body(number, bytes[start..<last])
            start = end + 1
        }
    }

    /// Takes `content` in when it is an entry or a comment: `true` for an entry with a stamp
    /// of its own (now in `stamp`), `false` for one without (appended by hand) or a comment;
    /// `nil` for any other line, which the caller reads as a change.
    mutating func take(_ content: ArraySlice<UInt8>, device: Int, line: Int, stamp: inout Stamp) -> Bool? {
        content.withUnsafeBufferPointer { buffer -> Bool? in
            var i = skipBlanks(buffer, 0)
            if i == buffer.count || buffer[i] == LogGrammar.noteMarker { return false }
            if Day.parse(buffer, at: i) != nil, i + LogGrammar.dateWidth == buffer.count || isBlank(buffer[i + 10]) {
                add(
                    buffer, from: i,
                    Pending(stamp: stamp, device: device, line: line, key: nil, answer: false, column: i + 1))
                return false
            }
            guard let (own, end) = Stamp.read(buffer, at: i) else { return nil }
            i = skipBlanks(buffer, end)
            let answer = i < buffer.count && buffer[i] == UInt8(ascii: "?")
            let keyStart = answer ? i + 1 : i
            var keyEnd = keyStart
            while keyEnd < buffer.count, !isBlank(buffer[keyEnd]) { keyEnd += 1 }
            guard let key = key(content[(content.startIndex + keyStart)..<(content.startIndex + keyEnd)]) else {
                return nil
            }
            let logStart = skipBlanks(buffer, keyEnd)
            stamp = own
            add(
                buffer, from: logStart,
                Pending(stamp: own, device: device, line: line, key: key, answer: answer, column: logStart + 1))
            return true
        }
    }

    private mutating func add(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ entry: Pending) {
        tails.append(contentsOf: buffer[start...])
        tails.append(10)
        pending.append(entry)
    }

    /// The key `bytes` spell, or `nil` (a change word, or no key at all).
    private mutating func key(_ bytes: ArraySlice<UInt8>) -> HabitKey? {
        if let known = keys[bytes] { return known }
        guard let key = HabitKey(Substring(String(decoding: bytes, as: UTF8.self))) else { return nil }
        keys[bytes] = key
        return key
    }

    /// The entries met, read by the log's reader, as lines of the fold (`names` are the
    /// devices' names, sorted); their problems into `problems`.
    func read(names: [String], problems: inout [(device: String, line: Int, problem: DeviceLineProblem)])
        -> [DeviceFold.PlacedLine]
    {
        let log = LogFile.parse(tails)
        var placed: [DeviceFold.PlacedLine] = []
        placed.reserveCapacity(log.entries.count)
        var answered = [Bool](repeating: false, count: pending.count)
        for index in 0..<log.entries.count {
            let line = log.lines[index] - 1
            let entry = pending[line]
            answered[line] = true
            placed.append(
                DeviceFold.PlacedLine(
                    stamp: entry.stamp, device: entry.device, line: entry.line,
                    body: .entry(key: entry.key, entry: log.entries[index], onlyIfUnanswered: entry.answer)))
        }
        for issue in log.issues {
            let entry = pending[issue.line - 1]
            answered[issue.line - 1] = true
            problems.append(
                (
                    names[entry.device], entry.line,
                    DeviceLineProblem(column: entry.column + issue.column - 1, .data(issue.problem))
                ))
        }
        // A key followed by a comment or nothing holds no entry.
        for (line, entry) in pending.enumerated() where !answered[line] && entry.key != nil {
            problems.append(
                (
                    names[entry.device], entry.line,
                    DeviceLineProblem(column: entry.column, .missingField("entry after the key"))
                ))
        }
        return placed
    }

    private func isBlank(_ byte: UInt8) -> Bool { LogGrammar.isBlank(byte) }

    private func skipBlanks(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var i = start
        while i < buffer.count, isBlank(buffer[i]) { i += 1 }
        return i
    }
}
