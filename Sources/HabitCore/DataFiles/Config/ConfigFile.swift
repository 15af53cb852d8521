/// The `config` file as a document: `key = value` settings, with comment and blank lines
/// kept so `habit config KEY VALUE` preserves them.
///
/// Keys: `timezone`, `day-start` (`HH:MM`), `week-start` (`monday` | `sunday`), `group`
/// (`on` | `off`). Spaces
/// around `=` are optional; the value runs to the end of the line, trimmed.
public struct ConfigFile: Sendable, Hashable {
    /// One line of the file.
    package enum Line: Sendable, Hashable {
        /// A valid setting.
        case setting(ConfigKey, String)
        /// A comment, blank line or malformed line, kept byte for byte: its raw bytes
        /// without the `\n` (with the `\r` before it, if the file had one), even when they
        /// are not UTF-8.
        case text([UInt8])
    }

    /// The lines in file order.
    var lines: [Line] { didSet { config = Self.settings(of: lines) } }

    /// The settings, with defaults for keys that are absent: worked out when the lines
    /// change, since a command reads them often and a `timezone` is checked against the
    /// system's zone files.
    public private(set) var config: Config

    /// A document with the given lines.
    package init(lines: [Line] = []) {
        self.lines = lines
        config = Self.settings(of: lines)
    }

    private static func settings(of lines: [Line]) -> Config {
        var config = Config.standard
        for case .setting(let key, let value) in lines {
            try? key.apply(value, to: &config)
        }
        return config
    }

    /// Sets `key` to `value` (replacing its line, or appending one), after checking the
    /// value; throws `ValueError.invalidSetting` when it does not fit the key.
    /// - Parameters:
    ///   - key: the setting.
    ///   - value: its text as `ConfigKey.apply(_:to:)` takes it, written as given.
    /// - Throws: `ValueError.invalidSetting` when the value does not fit the key; the file is
    ///   then unchanged.
    package mutating func set(_ key: ConfigKey, to value: String) throws(ValueError) {
        var scratch = Config.standard
        try key.apply(value, to: &scratch)
        let index = lines.firstIndex { if case .setting(key, _) = $0 { true } else { false } }
        if let index { lines[index] = .setting(key, value) } else { lines.append(.setting(key, value)) }
        // Setting the key settles a sync conflict on it (docs/sync.md, "Before device files").
        lines.removeAll { line in
            guard case .text(let raw) = line else { return false }
            return ConflictLine.parse(raw[...], inHabits: false)?.field == key.rawValue
        }
    }

    /// Removes `key`, so its default applies again.
    mutating func unset(_ key: ConfigKey) {
        lines.removeAll { if case .setting(key, _) = $0 { true } else { false } }
    }

    /// The file's bytes, as a rewrite writes them: `key = value` for settings, every
    /// other line byte for byte as it was read, each followed by a newline.
    package func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            switch line {
            case .setting(let key, let value): bytes += (key.rawValue + " = " + LogFile.sanitized(value)).utf8
            case .text(let raw): bytes += raw
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The file's text (`encoded()` as a string; bytes that are not UTF-8 show as U+FFFD,
    /// so write `encoded()`, never this).
    package func serialized() -> String { String(decoding: encoded(), as: UTF8.self) }

    /// Parses the whole file, collecting every problem. Bytes that are not UTF-8 anywhere
    /// on a line (a comment included) are an error: a rewrite is refused while they are
    /// there.
    package static func parse(_ bytes: [UInt8]) -> (file: ConfigFile, issues: [ParseIssue]) {
        var lines: [Line] = []
        var issues: [ParseIssue] = []
        // The first line of each key, by its place in `ConfigKey.allCases` (an array needs no
        // type metadata made at run time, as a dictionary keyed by `ConfigKey` would).
        var seen = [Int?](repeating: nil, count: ConfigKey.allCases.count)
        var sawMarker = false
        TextLines.forEach(in: bytes) { lineNumber, content, rawBytes in
            let raw = Array(rawBytes)
            // Old Mac line ends make the file one line: say so, not what that line breaks.
            if let offset = TextLines.carriageReturn(in: content) {
                issues.append(
                    ParseIssue(file: .config, line: lineNumber, column: offset + 1, problem: .carriageReturnLineEnds))
                lines.append(.text(raw))
                return
            }
            if MergeMarker.starts(content) {
                if !sawMarker {
                    issues.append(ParseIssue(file: .config, line: lineNumber, column: 1, problem: .mergeMarker))
                }
                sawMarker = true
                lines.append(.text(raw))
                return
            }
            if let conflict = ConflictLine.parse(content, inHabits: false) {
                let kept =
                    ConfigKey(rawValue: conflict.field).flatMap { key in
                        lines.lazy.compactMap { if case .setting(key, let v) = $0 { v } else { nil } }.first
                    } ?? "?"
                issues.append(
                    ParseIssue(file: .config, line: lineNumber, column: 1, problem: .syncConflict(conflict, kept: kept))
                )
                lines.append(.text(raw))
                return
            }
            let (line, problem) = parseLine(Array(content), raw: raw)
            if let problem {
                issues.append(
                    ParseIssue(file: .config, line: lineNumber, column: problem.column, problem: problem.problem))
                lines.append(.text(raw))
            } else if case .setting(let key, _) = line, let first = seen[key.index] {
                issues.append(
                    ParseIssue(
                        file: .config, line: lineNumber, column: 1,
                        problem: .duplicateSetting(key.rawValue, firstLine: first)))
                lines.append(.text(raw))
            } else {
                if case .setting(let key, _) = line { seen[key.index] = lineNumber }
                lines.append(line)
            }
            if problem?.problem != .invalidUTF8, let bad = TextLines.firstInvalidUTF8(in: content) {
                issues.append(ParseIssue(file: .config, line: lineNumber, column: bad + 1, problem: .invalidUTF8))
            }
        }
        return (ConfigFile(lines: lines), issues)
    }

    private static func parseLine(_ bytes: [UInt8], raw: [UInt8]) -> (Line, (column: Int, problem: ParseProblem)?) {
        let isBlank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), bytes[first] != UInt8(ascii: "#") else {
            return (.text(raw), nil)
        }
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
            return (.text(raw), (bytes.count + 1, .missingEquals))
        }
        var keyEnd = equals
        while keyEnd > first, isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
        let keyText = String(decoding: bytes[first..<keyEnd], as: UTF8.self)
        guard let key = ConfigKey(rawValue: keyText) else { return (.text(raw), (first + 1, .unknownSetting(keyText))) }
        var valueStart = equals + 1
        while valueStart < bytes.count, isBlank(bytes[valueStart]) { valueStart += 1 }
        var valueEnd = bytes.count
        while valueEnd > valueStart, isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
        guard let value = String(validating: bytes[valueStart..<valueEnd], as: UTF8.self) else {
            return (.text(raw), (valueStart + 1, .invalidUTF8))
        }
        var scratch = Config.standard
        do { try key.apply(value, to: &scratch) } catch { return (.text(raw), (valueStart + 1, .value(error))) }
        return (.setting(key, value), nil)
    }
}
