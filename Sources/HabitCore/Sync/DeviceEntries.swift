/// The entry lines of the device files, gathered as they are met so that the log's one
/// reader (`LogFile.parse`) reads what follows their keys in one batch: a device file's
/// entry is a stamp, a key and a `log` line (docs/sync.md, "Device files").
struct DeviceEntries {
    /// An entry line met: where it stands and what came before its `log` line.
    private struct Pending {
        var stamp: Stamp
        var device: Int
        var line: Int
        /// The key's place in `keyList`; -1 for an entry appended by hand.
        var key: Int32
        var answer: Bool
        /// The column its `log` line starts at.
        var column: Int
    }

    /// The `log` lines of the entries met, each ending in a newline.
    private var tails: [UInt8] = []
    private var pending: [Pending] = []
    /// Keys met so far, by their bytes: a file names a few keys many times.
    private var keys: [KeyBytes: Int32] = [:]
    private var keyList: [HabitKey] = []

    /// Room for the entries of files of `bytes` bytes in all, reserved at once: nearly
    /// every line of a device file is an entry.
    mutating func reserve(bytes: Int) {
        tails.reserveCapacity(bytes)
        pending.reserveCapacity(bytes / 40)
    }

    /// Calls `body` with each whole line of `bytes` (1-based number, bytes without the
    /// `\n` and a `\r` before it); bytes after the last `\n` are not a line.
    static func scan(_ bytes: [UInt8], _ body: (Int, ArraySlice<UInt8>) -> Void) {
        var start = 0
        var number = 0
        bytes.withUnsafeBufferPointer { buffer in
            var end = 0
            while end < buffer.count {
                if buffer[end] == 10 {
                    number += 1
                    let last = end > start && buffer[end - 1] == 13 ? end - 1 : end
                    body(number, bytes[start..<last])
                    start = end + 1
                }
                end += 1
            }
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
                    Pending(stamp: stamp, device: device, line: line, key: -1, answer: false, column: i + 1))
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

    /// The place in `keyList` of the key `bytes` spell, or `nil` (a change word, or no key).
    private mutating func key(_ bytes: ArraySlice<UInt8>) -> Int32? {
        if let known = keys[KeyBytes(bytes: bytes)] { return known }
        guard let key = HabitKey(Substring(String(decoding: bytes, as: UTF8.self))) else { return nil }
        let place = Int32(keyList.count)
        keyList.append(key)
        keys[KeyBytes(bytes: bytes)] = place
        return place
    }

    /// The entries met, read by the log's reader, into `lines` (`names` are the devices'
    /// names, sorted); their problems into `problems`.
    func read(
        into lines: inout FoldLines, names: [String],
        problems: inout [(device: String, line: Int, problem: DeviceLineProblem)]
    ) {
        let log = LogFile.parse(tails)
        let places = keyList.map { lines.place(of: $0) }
        lines.reserve(entries: log.entries.count)
        var answered = [Bool](repeating: false, count: pending.count)
        for index in 0..<log.entries.count {
            let line = log.lines[index] - 1
            let entry = pending[line]
            answered[line] = true
            lines.add(
                log.entries[index], key: entry.key < 0 ? -1 : places[Int(entry.key)], answer: entry.answer,
                stamp: entry.stamp, device: entry.device, line: entry.line)
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
        for (line, entry) in pending.enumerated() where !answered[line] && entry.key >= 0 {
            problems.append(
                (
                    names[entry.device], entry.line,
                    DeviceLineProblem(column: entry.column, .missingField("entry after the key"))
                ))
        }
    }

    private func isBlank(_ byte: UInt8) -> Bool { LogGrammar.isBlank(byte) }

    private func skipBlanks(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var i = start
        while i < buffer.count, isBlank(buffer[i]) { i += 1 }
        return i
    }
}

/// A key's bytes as a dictionary key, hashed in one call rather than a byte at a time.
private struct KeyBytes: Hashable {
    var bytes: ArraySlice<UInt8>

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
