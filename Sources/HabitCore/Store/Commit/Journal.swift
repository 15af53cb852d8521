/// The undo journal `.journal` (version 3): for each data file of a multi-file change,
/// what it was — its whole old content when it is replaced — and a hash of what it
/// becomes. A journal found on disk always means "undo": the change it records was
/// never reported as done, so every file is put back as it was, keeping whatever was
/// appended to it by hand in between (docs/data-format.md, "How writes stay safe").
///
/// Format: `habit-journal 3\n`; per file
/// `NAME KIND OLDLENGTH HASHFROM OLDHASH NEWLENGTH NEWHASH SAVED\n` and SAVED bytes; then
/// `end\n`. KIND is `replace` (the saved bytes are the whole old content), `append`
/// (NEWLENGTH bytes were added after OLDLENGTH; nothing saved) or `create` (the file did
/// not exist; nothing saved). OLDHASH is the FNV-1a hash (16 hex digits) of the old
/// bytes `HASHFROM..<OLDLENGTH`; NEWHASH that of the new content (`replace`, `create`)
/// or of the appended bytes (`append`).
struct Journal: Equatable {
    /// How a file changes.
    enum Kind: String, Equatable {
        /// The file's content is replaced; the old content is saved.
        case replace
        /// Bytes are appended after the old content.
        case append
        /// The file is created.
        case create
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
        /// The new content's length (`replace`, `create`) or the appended bytes' (`append`).
        var newLength: Int
        /// Their hash.
        var newHash: UInt64
        /// The whole old content (`replace`); empty otherwise.
        var saved: [UInt8]

        /// A change replacing `old` with `new`.
        static func replace(_ file: DataFile, old: [UInt8], new: [UInt8]) -> Change {
            replace(file, old: old, newLength: new.count, newHash: hash(new[...]))
        }

        /// A change replacing `old` with new content of `newLength` bytes hashing to
        /// `newHash` (a rewritten log, never held whole: `LogRewrite`).
        static func replace(_ file: DataFile, old: [UInt8], newLength: Int, newHash: UInt64) -> Change {
            Change(
                file: file, kind: .replace, oldLength: old.count, hashFrom: 0, oldHash: hash(old[...]),
                newLength: newLength, newHash: newHash, saved: old)
        }

        /// A change creating the file with `new`.
        static func create(_ file: DataFile, new: [UInt8]) -> Change {
            Change(
                file: file, kind: .create, oldLength: 0, hashFrom: 0, oldHash: hash([]), newLength: new.count,
                newHash: hash(new[...]), saved: [])
        }

        /// A change appending `added` to a file of `oldLength` bytes whose last bytes
        /// (from `tailFrom`) are `tail`.
        static func append(_ file: DataFile, oldLength: Int, tailFrom: Int, tail: [UInt8], added: [UInt8]) -> Change {
            Change(
                file: file, kind: .append, oldLength: oldLength, hashFrom: tailFrom, oldHash: hash(tail[...]),
                newLength: added.count, newHash: hash(added[...]), saved: [])
        }
    }

    /// What putting a file back does to the file as it is now.
    enum Outcome: Equatable {
        /// The file is already as it must be.
        case done
        /// The file must become these bytes.
        case write([UInt8])
        /// The file must be cut back to this length (what it had before an append).
        case truncate(Int)
        /// The file must be deleted (it did not exist before).
        case remove
        /// The file was changed some other way since: putting it back could lose bytes.
        case conflict
    }

    /// The changes, in the order they are made.
    var changes: [Change]

    /// How much of an old file an append's hash covers.
    static let appendTail = 4096

    /// What undoing `change` does to `current`, the file's content now (`nil` when it
    /// does not exist). Bytes found after the new content — added by hand before this
    /// undo — are kept after the old content; a file that is neither old nor new (with
    /// bytes appended) gives `.conflict`.
    static func outcome(of change: Change, on current: [UInt8]?) -> Outcome {
        let bytes = current ?? []
        switch change.kind {
        case .create:
            guard let current else { return .done }
            guard starts(current, at: 0, length: change.newLength, hash: change.newHash) else { return .conflict }
            return current.count == change.newLength ? .remove : .write(Array(current[change.newLength...]))
        case .replace:
            let isOld = current != nil && starts(bytes, at: 0, length: change.oldLength, hash: change.oldHash)
            let isNew = starts(bytes, at: 0, length: change.newLength, hash: change.newHash)
            // When one of old and new starts the other, the longer one that matches tells.
            if isNew, !isOld || change.newLength > change.oldLength {
                return .write(change.saved + bytes[change.newLength...])
            }
            return isOld ? .done : .conflict
        case .append:
            guard current != nil,
                starts(
                    bytes, at: change.hashFrom, length: change.oldLength - change.hashFrom,
                    hash: change.oldHash)
            else { return .conflict }
            guard starts(bytes, at: change.oldLength, length: change.newLength, hash: change.newHash) else {
                return .done
            }
            let end = change.oldLength + change.newLength
            if end == bytes.count { return .truncate(change.oldLength) }
            return .write(Array(bytes[..<change.oldLength] + bytes[end...]))
        }
    }

    /// Whether `bytes[from..<from+length]` exists and hashes to `hash`.
    private static func starts(_ bytes: [UInt8], at from: Int, length: Int, hash expected: UInt64) -> Bool {
        from >= 0 && length >= 0 && bytes.count - from >= length && hash(bytes[from..<(from + length)]) == expected
    }

    /// The 64-bit FNV-1a hash of `bytes`: a check against accidental change.
    /// `continuing` is the hash of the bytes before these, for content hashed a piece at
    /// a time.
    static func hash(_ bytes: some Sequence<UInt8>, continuing start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = start
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    /// A hash as 16 hex digits.
    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A hash written by `hex`, or `nil`.
    static func parseHash(_ field: Substring) -> UInt64? {
        field.count == 16 ? UInt64(field, radix: 16) : nil
    }

    /// The journal file's bytes.
    func encoded() -> [UInt8] { Array(pieces().joined()) }

    /// The journal file's bytes in the order they are written: each saved content is the
    /// array the change holds, not a copy, so a journal that saves the whole log costs no
    /// second copy of it in memory (docs/performance.md, "Wide data sets").
    func pieces() -> [[UInt8]] {
        var out = [Array("habit-journal 3\n".utf8)]
        for change in changes {
            let header = [
                change.file.fileName, change.kind.rawValue, String(change.oldLength), String(change.hashFrom),
                Journal.hex(change.oldHash), String(change.newLength), Journal.hex(change.newHash),
                String(change.saved.count),
            ]
            out.append(Array((header.joinedText(separator: " ") + "\n").utf8))
            out.append(change.saved)
        }
        out.append(Array("end\n".utf8))
        return out
    }

    /// A change's header fields (its saved bytes still empty), or `nil`.
    static func change(_ fields: [Substring]) -> Change? {
        guard fields.count == 8, let file = DataFile(rawValue: String(fields[0])),
            let kind = Kind(rawValue: String(fields[1])), let oldLength = Int(fields[2]),
            let hashFrom = Int(fields[3]), oldLength >= 0, (0...oldLength).contains(hashFrom),
            let oldHash = parseHash(fields[4]), let newLength = Int(fields[5]), newLength >= 0,
            let newHash = parseHash(fields[6]), let saved = Int(fields[7]),
            saved == (kind == .replace ? oldLength : 0)
        else { return nil }
        return Change(
            file: file, kind: kind, oldLength: oldLength, hashFrom: hashFrom, oldHash: oldHash, newLength: newLength,
            newHash: newHash, saved: [])
    }
}
