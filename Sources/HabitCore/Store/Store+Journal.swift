/// A redo journal that makes a change to several data files all-or-nothing, even across
/// a crash or power loss.
///
/// Before a transaction replaces more than one file (`rename` and `remove` rewrite both
/// `log` and `habits`), the new content of every file goes into `.journal`, written to a
/// temporary file, synced and renamed into place, so it either exists whole or not at
/// all. Then the files are replaced one by one and the journal is deleted. If that is
/// cut short, the journal is still there: the next write finishes the change before
/// doing anything else, and reads until then see the journal's content.
///
/// Format: `habit-journal 1\n`, then per file `NAME LENGTH\n` and LENGTH bytes, then `end\n`.
extension Store {
    /// The path of the journal.
    var journalPath: String { DataDirectory.join(directory, ".journal") }

    static func encodeJournal(_ files: [(file: DataFile, bytes: [UInt8])]) -> [UInt8] {
        var out = Array("habit-journal 1\n".utf8)
        for (file, bytes) in files {
            out += Array("\(file.fileName) \(bytes.count)\n".utf8)
            out += bytes
        }
        out += Array("end\n".utf8)
        return out
    }

    /// The files in a journal, or `nil` when it is not a whole, well-formed journal.
    static func decodeJournal(_ bytes: [UInt8]) -> [(file: DataFile, bytes: [UInt8])]? {
        func line(from start: Int) -> (text: String, next: Int)? {
            guard let newline = bytes[start...].firstIndex(of: 10) else { return nil }
            return (String(decoding: bytes[start..<newline], as: UTF8.self), newline + 1)
        }
        guard let header = line(from: 0), header.text == "habit-journal 1" else { return nil }
        var files: [(file: DataFile, bytes: [UInt8])] = []
        var position = header.next
        while let next = line(from: position) {
            if next.text == "end" { return next.next == bytes.count ? files : nil }
            let parts = next.text.split(separator: " ")
            guard parts.count == 2, let file = DataFile(rawValue: String(parts[0])), let count = Int(parts[1]),
                count >= 0, next.next + count <= bytes.count
            else { return nil }
            files.append((file, Array(bytes[next.next..<(next.next + count)])))
            position = next.next + count
        }
        return nil
    }

    /// Writes the journal durably: temporary file, `fsync`, rename, directory `fsync`.
    func writeJournal(_ files: [(file: DataFile, bytes: [UInt8])]) throws(StoreError) {
        let temporary = journalPath + ".tmp"
        let fd = try sys("create", temporary) { () throws(SystemCallError) in
            try fileSystem.open(temporary, [.write, .create, .truncate], mode: 0o600)
        }
        var open = true
        do {
            try writeAll(fd, Store.encodeJournal(files), path: temporary)
            try sys("sync", temporary) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
            open = false
            try sys("close", temporary) { () throws(SystemCallError) in try fileSystem.close(fd) }
            try sys("replace", journalPath) { () throws(SystemCallError) in
                try fileSystem.rename(temporary, to: journalPath)
            }
        } catch {
            if open { try? fileSystem.close(fd) }
            try? fileSystem.unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Deletes the journal, durably.
    func removeJournal() throws(StoreError) {
        try sys("delete", journalPath) { () throws(SystemCallError) in try fileSystem.unlink(journalPath) }
        try syncDirectory(directory)
    }

    /// The journal's files when an interrupted change left one, else `nil`. A journal that
    /// is not whole (it never is, since it is renamed into place) counts as absent.
    func pendingJournal() throws(StoreError) -> [(file: DataFile, bytes: [UInt8])]? {
        guard let bytes = try readFile(journalPath) else { return nil }
        return Store.decodeJournal(bytes) ?? []
    }

    /// Finishes a change a crash interrupted: writes every file from the journal, then
    /// deletes it. Callers hold the exclusive lock.
    func finishJournal() throws(StoreError) {
        guard let files = try pendingJournal() else { return }
        for (file, bytes) in files where try readFile(path(of: file)) != bytes {
            try replace(file, with: bytes)
        }
        try removeJournal()
    }
}
