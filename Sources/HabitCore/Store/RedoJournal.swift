/// A version 2 journal, left by an older `habit` that finished interrupted changes
/// rather than undoing them: for each data file, a hash of what it was and what it
/// becomes. This `habit` still finishes one whose files are exactly as it expects, and
/// refuses it otherwise (docs/data-format.md, "How writes stay safe").
///
/// Format: `habit-journal 2\n`; per file `NAME KIND OLDLENGTH HASHFROM OLDHASH LENGTH\n`
/// and LENGTH bytes; then `end\n`. KIND is `replace` (the bytes are the file's new
/// content) or `append` (the bytes go after the old content). OLDHASH is the FNV-1a hash
/// (16 hex digits) of the old content's bytes `HASHFROM..<OLDLENGTH`: all of it for a
/// replacement, its last 4 KiB at most for an append.
struct RedoJournal: Equatable {
    /// How a file changes.
    enum Kind: String, Equatable {
        /// `bytes` replace the old content.
        case replace
        /// `bytes` are appended to the old content.
        case append
    }

    /// One file's change.
    struct Change: Equatable {
        var file: DataFile
        var kind: Kind
        /// The old content's length.
        var oldLength: Int
        /// Where the hashed part of the old content starts.
        var hashFrom: Int
        /// The hash of the old content's bytes `hashFrom..<oldLength`.
        var oldHash: UInt64
        /// The new content (`replace`) or the appended bytes (`append`).
        var bytes: [UInt8]

        /// A change replacing `old` with `new`.
        static func replace(_ file: DataFile, old: [UInt8], new: [UInt8]) -> Change {
            Change(
                file: file, kind: .replace, oldLength: old.count, hashFrom: 0, oldHash: Journal.hash(old[...]),
                bytes: new)
        }
    }

    /// The changes, in the order they were made.
    var changes: [Change]

    /// What finishing `change` does to `current`, the file's content now (empty when it
    /// does not exist). Bytes found after the old content are kept after the change's
    /// own bytes; bytes that are neither the old nor the new content give `.conflict`.
    static func outcome(of change: Change, on current: [UInt8]) -> Journal.Outcome {
        switch change.kind {
        case .replace:
            let isOld = hasOld(change, current)
            let isNew = current.starts(with: change.bytes)
            // When one of old and new starts the other, the longer one that matches tells.
            if isOld, !isNew || change.oldLength > change.bytes.count {
                return .write(change.bytes + current[change.oldLength...])
            }
            return isNew ? .done : .conflict
        case .append:
            guard hasOld(change, current) else { return .conflict }
            let after = current[change.oldLength...]
            if after.starts(with: change.bytes) { return .done }
            return .write(Array(current[..<change.oldLength]) + change.bytes + after)
        }
    }

    private static func hasOld(_ change: Change, _ current: [UInt8]) -> Bool {
        current.count >= change.oldLength && change.hashFrom <= change.oldLength
            && Journal.hash(current[change.hashFrom..<change.oldLength]) == change.oldHash
    }

    /// The journal file's bytes (tests make the journals older versions left with it).
    func encoded() -> [UInt8] {
        var out = Array("habit-journal 2\n".utf8)
        for change in changes {
            let header = [
                change.file.fileName, change.kind.rawValue, String(change.oldLength), String(change.hashFrom),
                Journal.hex(change.oldHash), String(change.bytes.count),
            ]
            out += Array((header.joined(separator: " ") + "\n").utf8)
            out += change.bytes
        }
        out += Array("end\n".utf8)
        return out
    }

    /// A change's header fields (its bytes still empty), or `nil`.
    static func change(_ fields: [Substring]) -> Change? {
        guard fields.count == 6, let file = DataFile(rawValue: String(fields[0])),
            let kind = Kind(rawValue: String(fields[1])), let oldLength = Int(fields[2]),
            let hashFrom = Int(fields[3]), oldLength >= 0, (0...oldLength).contains(hashFrom),
            let oldHash = Journal.parseHash(fields[4])
        else { return nil }
        return Change(file: file, kind: kind, oldLength: oldLength, hashFrom: hashFrom, oldHash: oldHash, bytes: [])
    }
}
