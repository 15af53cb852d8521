/// The redo journal's content: for each data file of a multi-file change, what it was
/// and what it becomes, so that an interrupted change can be finished on the file as it
/// is found later, keeping whatever was added to it in between (docs/data-format.md).
///
/// Format: `habit-journal 2\n`; per file `NAME KIND OLDLENGTH HASHFROM OLDHASH LENGTH\n`
/// and LENGTH bytes; then `end\n`. KIND is `replace` (the bytes are the file's new
/// content) or `append` (the bytes go after the old content). OLDHASH is the FNV-1a hash
/// (16 hex digits) of the old content's bytes `HASHFROM..<OLDLENGTH`: all of it for a
/// replacement, its last 4 KiB at most for an append. A version 1 journal (`NAME
/// LENGTH\n` and the new content, no record of the old one) is still read.
struct Journal: Equatable {
    /// How a file changes.
    enum Kind: String, Equatable {
        /// `bytes` replace the old content.
        case replace
        /// `bytes` are appended to the old content.
        case append
        /// From a version 1 journal: `bytes` replace whatever is there.
        case unchecked
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
        /// The new content (`replace`, `unchecked`) or the appended bytes (`append`).
        var bytes: [UInt8]

        /// A change replacing `old` with `new`.
        static func replace(_ file: DataFile, old: [UInt8], new: [UInt8]) -> Change {
            Change(file: file, kind: .replace, oldLength: old.count, hashFrom: 0, oldHash: hash(old[...]), bytes: new)
        }

        /// A change appending `added` to a file of `oldLength` bytes whose last bytes
        /// (from `tailFrom`) are `tail`.
        static func append(_ file: DataFile, oldLength: Int, tailFrom: Int, tail: [UInt8], added: [UInt8]) -> Change {
            Change(
                file: file, kind: .append, oldLength: oldLength, hashFrom: tailFrom, oldHash: hash(tail[...]),
                bytes: added)
        }
    }

    /// What finishing a change does to the file as it is now.
    enum Outcome: Equatable {
        /// The file already has the change (perhaps with more appended after it).
        case done
        /// The file must become these bytes.
        case write([UInt8])
        /// The file was changed some other way since: finishing could lose bytes.
        case conflict
    }

    /// The changes, in the order they are made.
    var changes: [Change]

    /// How much of an old file an append's hash covers.
    static let appendTail = 4096

    /// What finishing `change` does to `current`, the file's content now (empty when it
    /// does not exist). Bytes found after the old content — added by hand after a crash,
    /// before this write — are kept after the change's own bytes; bytes that are neither
    /// the old nor the new content give `.conflict`.
    static func outcome(of change: Change, on current: [UInt8]) -> Outcome {
        switch change.kind {
        case .unchecked:
            return current == change.bytes ? .done : .write(change.bytes)
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
            && hash(current[change.hashFrom..<change.oldLength]) == change.oldHash
    }

    /// The 64-bit FNV-1a hash of `bytes`: a check against accidental change.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    /// The journal file's bytes.
    func encoded() -> [UInt8] {
        var out = Array("habit-journal 2\n".utf8)
        for change in changes {
            let hash = String(change.oldHash, radix: 16)
            let header = [
                change.file.fileName, change.kind.rawValue, String(change.oldLength), String(change.hashFrom),
                String(repeating: "0", count: 16 - hash.count) + hash, String(change.bytes.count),
            ]
            out += Array((header.joined(separator: " ") + "\n").utf8)
            out += change.bytes
        }
        out += Array("end\n".utf8)
        return out
    }

    /// The journal in `bytes`, or `nil` when it is not a whole, well-formed journal.
    init?(decoding bytes: [UInt8]) {
        func line(from start: Int) -> (fields: [Substring], next: Int)? {
            guard let newline = bytes[start...].firstIndex(of: 10) else { return nil }
            return (String(decoding: bytes[start..<newline], as: UTF8.self).split(separator: " "), newline + 1)
        }
        guard let header = bytes.firstIndex(of: 10) else { return nil }
        let version: Int
        switch String(decoding: bytes[..<header], as: UTF8.self) {
        case "habit-journal 1": version = 1
        case "habit-journal 2": version = 2
        default: return nil
        }
        var changes: [Change] = []
        var position = header + 1
        while let next = line(from: position) {
            if next.fields == ["end"] {
                guard next.next == bytes.count else { return nil }
                self.init(changes: changes)
                return
            }
            guard var change = Journal.change(next.fields, version: version),
                let count = next.fields.last.flatMap({ Int($0) }), count >= 0, count <= bytes.count - next.next
            else { return nil }
            change.bytes = Array(bytes[next.next..<(next.next + count)])
            changes.append(change)
            position = next.next + count
        }
        return nil
    }

    /// A change's header fields (its bytes still empty), or `nil`.
    private static func change(_ fields: [Substring], version: Int) -> Change? {
        guard let file = DataFile(rawValue: String(fields.first ?? "")) else { return nil }
        if version == 1 {
            guard fields.count == 2 else { return nil }
            return Change(file: file, kind: .unchecked, oldLength: 0, hashFrom: 0, oldHash: 0, bytes: [])
        }
        guard fields.count == 6, let kind = Kind(rawValue: String(fields[1])), kind != .unchecked,
            let oldLength = Int(fields[2]), let hashFrom = Int(fields[3]), oldLength >= 0,
            (0...oldLength).contains(hashFrom),
            fields[4].count == 16, let oldHash = UInt64(fields[4], radix: 16)
        else { return nil }
        return Change(file: file, kind: kind, oldLength: oldLength, hashFrom: hashFrom, oldHash: oldHash, bytes: [])
    }

    /// A journal of `changes`.
    init(changes: [Change]) {
        self.changes = changes
    }
}
