/// The undo journal `.journal`, which makes a change to several data files
/// all-or-nothing, even across a failed write, a crash or a power loss
/// (docs/data-format.md, "How writes stay safe").
///
/// Before a transaction changes more than one file (`rename` and `remove` rewrite `log`
/// and `habits`; a backdated `check` appends to `log` and moves `since` in `habits`),
/// what each file was goes into `.journal` (`Journal`), written whole or not at all. Then
/// the files are changed one by one, and deleting the journal is the moment the change
/// is made: only then is it reported done. Any journal found later belongs to a change
/// that was never reported done — it failed (exit 74) or was cut short — so it is undone:
/// every later write, even one with nothing to do, first puts each file back, and reads
/// until then see the files as put back. Undoing works on each file as it is then:
/// lines appended to it by hand in between are kept; a file changed in any other way is
/// refused (`StoreError.journalConflict`), and nothing is written.
extension Store {
    /// The path of the journal.
    var journalPath: String { DataDirectory.join(directory, ".journal") }

    /// Writes the journal durably: temporary file, `fsync`, rename, directory `fsync`.
    func writeJournal(_ journal: Journal) throws(StoreError) {
        try atomicFile.write(to: journalPath, through: journalPath + ".tmp", mode: 0o600) {
            (emit) throws(StoreError) in
            for piece in journal.pieces() { try emit(piece[...]) }
        }
    }

    /// Deletes the journal, durably.
    func removeJournal() throws(StoreError) {
        try sys("delete", journalPath) { () throws(SystemCallError) in try fileSystem.unlink(journalPath) }
        try syncDirectory(directory)
    }

    /// What the journal on disk asks of each file, as the files are now; `nil` when
    /// there is none.
    /// - Throws: `StoreError.journalConflict` when a file was changed some other way,
    ///   `StoreError.journalRefused` for a journal this `habit` cannot apply exactly.
    func pendingOutcomes() throws(StoreError) -> [(file: DataFile, outcome: Journal.Outcome)]? {
        guard let bytes = try readFile(journalPath) else { return nil }
        var result: [(file: DataFile, outcome: Journal.Outcome)] = []
        switch JournalFile(decoding: bytes) {
        case .undo(let journal):
            for change in journal.changes.reversed() {
                result.append((change.file, Journal.outcome(of: change, on: try readFile(path(of: change.file)))))
            }
        case .unsupported(let version):
            throw .journalRefused(journal: journalPath, version: version)
        case .damaged:
            throw .journalRefused(journal: journalPath, version: nil)
        }
        if let conflict = result.first(where: { $0.outcome == .conflict }) {
            throw .journalConflict(journal: journalPath, file: path(of: conflict.file))
        }
        return result
    }

    /// Settles a change a failure or a crash left: puts back each file, then deletes the
    /// journal. Nothing is written when any file conflicts. Callers hold the exclusive
    /// lock.
    func finishJournal() throws(StoreError) {
        guard let pending = try pendingOutcomes() else { return }
        var failure: StoreError?
        for (file, outcome) in pending {
            do { try make(outcome, file) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
        try removeJournal()
    }

    /// Undoes `journal`'s change right after a write of it failed: puts back every file
    /// it can — going on past one that fails, so a file whose change never happened (the
    /// usual case: its write is what failed) costs nothing — and deletes the journal only
    /// when every file is back. A journal left behind is undone by the next command.
    func undo(_ journal: Journal) throws(StoreError) {
        var failure: StoreError?
        for change in journal.changes.reversed() {
            do throws(StoreError) {
                let outcome = Journal.outcome(of: change, on: try readFile(path(of: change.file)))
                if outcome == .conflict { throw .journalConflict(journal: journalPath, file: path(of: change.file)) }
                try make(outcome, change.file)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        try removeJournal()
    }

    /// Makes `outcome` on `file`. No backup is taken: what is put back is the file's
    /// content before a change that was never reported done.
    private func make(_ outcome: Journal.Outcome, _ file: DataFile) throws(StoreError) {
        let path = path(of: file)
        switch outcome {
        case .done, .conflict:
            return
        case .write(let bytes):
            try replace(file, with: bytes, keepingBackup: false)
        case .truncate(let length):
            // Cutting back needs no free space, unlike a rewrite: a full disk allows it.
            let fd = try sys("open", path) { () throws(SystemCallError) in try fileSystem.open(path, [.write], mode: 0)
            }
            defer { try? fileSystem.close(fd) }
            try sys("truncate", path) { () throws(SystemCallError) in try fileSystem.ftruncate(fd, to: length) }
            try sys("sync", path) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
        case .remove:
            do { try fileSystem.unlink(path) } catch {
                if error.code != errnoNoEntry { throw .io(operation: "delete", path: path, code: error.code) }
            }
            try syncDirectory(directory)
        }
    }
}
