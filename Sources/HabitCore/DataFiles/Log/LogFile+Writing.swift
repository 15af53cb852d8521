/// Writing `log` lines: what `LogFile.parse` reads back as the same entries.
extension LogFile {
    /// The line for `entry`, without its newline: `2026-11-21 meditate` for a done entry
    /// without a note, otherwise `2026-11-21 water +2 # after run`.
    ///
    /// Control characters in the note (which validated input never has) are written as
    /// spaces, so a note can never start a new line.
    package static func line(for entry: Entry) -> String {
        var line = entry.day.description + " " + entry.habit.rawValue
        if entry.action == .done, entry.note == nil { return line }
        line += " " + entry.action.description
        if let note = entry.note { line += " # " + LogFile.sanitized(note) }
        return line
    }

    /// The bytes of `entries` as whole lines, each ending in a newline.
    package static func serialize(_ entries: some Sequence<Entry>) -> [UInt8] {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes.append(contentsOf: line(for: entry).utf8)
            bytes.append(10)
        }
        return bytes
    }

    /// `bytes` (a whole log file) with each entry line passed through `transform`: lines
    /// whose entry comes back unchanged, comments, blank lines and malformed lines are
    /// kept byte for byte; changed entries are written anew; `nil` drops the line. The
    /// entries are passed through as the bytes are parsed, never held: besides the old and
    /// new bytes, only the changed lines are (docs/performance.md, "Wide data sets").
    ///
    /// A torn last line is left out (the store moves it to `rejects` first).
    package static func rewrite(_ bytes: [UInt8], transform: @escaping (Entry) -> Entry?) -> [UInt8] {
        let rewrite = LogRewrite(bytes, transform: transform)
        var out: [UInt8] = []
        out.reserveCapacity(rewrite.count)
        rewrite.forEachPiece { out.append(contentsOf: $0) }
        return out
    }

    /// `text` with every control character (see `Habit.containsControlCharacter`)
    /// replaced by a space.
    static func sanitized(_ text: String) -> String {
        guard Habit.containsControlCharacter(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let control = v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            out.append(control ? " " : scalar)
        }
        return String(out)
    }
}
