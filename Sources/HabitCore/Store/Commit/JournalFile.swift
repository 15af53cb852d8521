/// What `.journal` holds, as far as this `habit` can tell (docs/data-format.md, "How
/// writes stay safe").
enum JournalFile: Equatable {
    /// A version 3 journal: its change is undone.
    case undo(Journal)
    /// A journal of another version (an earlier one, or one newer than this `habit`),
    /// which this `habit` cannot apply exactly: refused, never dropped.
    case unsupported(version: String)
    /// Not a whole, well-formed journal (it never is cut short, since it is renamed
    /// into place): refused, never dropped.
    case damaged

    /// The journal in `bytes`.
    init(decoding bytes: [UInt8]) {
        guard let header = bytes.firstIndex(of: 10) else {
            self = .damaged
            return
        }
        let first = String(decoding: bytes[..<header], as: UTF8.self)
        guard first.hasPrefix("habit-journal ") else {
            self = .damaged
            return
        }
        let version = String(first.dropFirst("habit-journal ".count))
        guard version == "3" else {
            self = .unsupported(version: version)
            return
        }
        var undo: [Journal.Change] = []
        var position = header + 1
        while let newline = bytes[position...].firstIndex(of: 10) {
            let fields = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            let next = newline + 1
            if fields == ["end"] {
                guard next == bytes.count else { break }
                self = .undo(Journal(changes: undo))
                return
            }
            guard let count = fields.last.flatMap({ Int($0) }), count >= 0, count <= bytes.count - next else { break }
            guard var change = Journal.change(fields) else { break }
            change.saved = Array(bytes[next..<(next + count)])
            undo.append(change)
            position = next + count
        }
        self = .damaged
    }
}
