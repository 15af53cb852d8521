/// The redo journal `.journal`, which makes a change to several data files
/// all-or-nothing, even across a crash or power loss (docs/data-format.md).
///
/// Before a transaction changes more than one file (`rename` and `remove` rewrite `log`
/// and `habits`; a backdated `check` appends to `log` and moves `since` in `habits`),
/// each file's change goes into `.journal` (`Journal`), written whole or not at all. Then
/// the files are changed one by one and the journal is deleted. If that is cut short, the
/// journal is still there: every later write, even one with nothing to do, first
/// finishes the change, and reads until then see the files as finished. Finishing works
/// on each file as it is then: lines appended to it by hand in between are kept; a file
/// changed in any other way is refused (`StoreError.journalConflict`), and nothing is
/// written.
extension Store {
    /// The path of the journal.
    var journalPath: String { DataDirectory.join(directory, ".journal") }

    /// Writes the journal durably: temporary file, `fsync`, rename, directory `fsync`.
    func writeJournal(_ journal: Journal) throws(StoreError) {
        try atomicFile.write(journal.encoded(), to: journalPath, through: journalPath + ".tmp", mode: 0o600)
    }

    /// Deletes the journal, durably.
    func removeJournal() throws(StoreError) {
        try sys("delete", journalPath) { () throws(SystemCallError) in try fileSystem.unlink(journalPath) }
        try syncDirectory(directory)
    }

    /// The journal an interrupted change left, else `nil`. A journal that is not whole
    /// (it never is, since it is renamed into place) has no changes.
    func pendingJournal() throws(StoreError) -> Journal? {
        guard let bytes = try readFile(journalPath) else { return nil }
        return Journal(decoding: bytes) ?? Journal(changes: [])
    }

    /// What finishing each of `journal`'s changes does to its file as it is now.
    /// - Throws: `StoreError.journalConflict` when a file was changed some other way.
    func outcomes(of journal: Journal) throws(StoreError) -> [(change: Journal.Change, outcome: Journal.Outcome)] {
        var result: [(change: Journal.Change, outcome: Journal.Outcome)] = []
        for change in journal.changes {
            let outcome = Journal.outcome(of: change, on: try readFile(path(of: change.file)) ?? [])
            if outcome == .conflict { throw .journalConflict(journal: journalPath, file: path(of: change.file)) }
            result.append((change, outcome))
        }
        return result
    }

    /// Finishes a change a crash interrupted: writes each file that does not have its
    /// change yet, then deletes the journal. Nothing is written when any file conflicts.
    /// Callers hold the exclusive lock.
    func finishJournal() throws(StoreError) {
        guard let journal = try pendingJournal() else { return }
        for (change, outcome) in try outcomes(of: journal) {
            if case .write(let bytes) = outcome { try replace(change.file, with: bytes) }
        }
        try removeJournal()
    }
}
