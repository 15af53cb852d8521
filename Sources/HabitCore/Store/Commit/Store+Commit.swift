/// Writing a transaction's changes. Callers hold the exclusive lock and have passed the
/// refusals (`Store.refusals`).
extension Store {
    /// Repairs an unterminated last line of `log`, then writes the staged changes: the log
    /// first (rewrite or append), then `habits`, then `config`; a change to more than one
    /// file goes through the undo journal, and an I/O error part-way puts back every file
    /// it can, leaving the journal to undo the rest at the next command.
    func commit(_ transaction: Transaction, _ checked: Checked, log: OpenLog?) throws(StoreError) {
        let state = checked.state
        if let devices = state.devices { return try commitDevices(transaction, devices) }
        try removeStaleTemporaries()
        var logSize = log?.size ?? 0
        var logBytes = state.logBytes
        if let log, let tail = checked.tail {
            logSize = try repairTail(log, at: tail.offset, valid: tail.valid)
            logBytes = logBytes.map { tail.valid ? $0 + [10] : Array($0[..<tail.offset]) }
        }
        let appended = LogFile.serialize(transaction.appendedEntries)
        var writes: [FileWrite] = []
        if let transform = transaction.logTransform {
            // The new log is the rewrite's pieces and then the appended lines, hashed and
            // written a piece at a time: never held whole beside the old.
            let rewrite = LogRewrite(logBytes ?? [], transform: transform)
            var hash = Journal.hash([][...])
            rewrite.forEachPiece { hash = Journal.hash($0, continuing: hash) }
            hash = Journal.hash(appended[...], continuing: hash)
            let undo = undoing(.log, old: logBytes, newLength: rewrite.count + appended.count, newHash: hash)
            writes.append(FileWrite(file: .log, append: false, bytes: appended, rewrite: rewrite, undo: undo))
        } else if !appended.isEmpty {
            // The old tail's hash matters only to a journal: read it only for one.
            let journaled = transaction.changesHabits || transaction.changesConfig
            let from = journaled ? max(0, logSize - Journal.appendTail) : logSize
            // The bytes were kept when the read checked every line: no second read.
            var tail: [UInt8] = []
            if let logBytes {
                tail = Array(logBytes[min(from, logBytes.count)..<min(logSize, logBytes.count)])
            } else if let log {
                tail = try readRange(log.fd, from: from, to: logSize, path: path(of: .log))
            }
            let undo =
                log == nil
                ? Journal.Change.create(.log, new: appended)
                : .append(.log, oldLength: logSize, tailFrom: from, tail: tail, added: appended)
            writes.append(FileWrite(file: .log, append: true, bytes: appended, undo: undo))
        }
        if transaction.changesHabits {
            let new = transaction.habitsFile.encoded()
            writes.append(
                FileWrite(
                    file: .habits, append: false, bytes: new, undo: undoing(.habits, old: state.habitsBytes, new: new)))
        }
        if transaction.changesConfig {
            let new = transaction.configFile.encoded()
            writes.append(
                FileWrite(
                    file: .config, append: false, bytes: new, undo: undoing(.config, old: state.configBytes, new: new)))
        }
        // A switch rather than a table keyed by file: no dictionary type to make at run time.
        func old(_ file: DataFile) -> [UInt8]? {
            switch file {
            case .log: log == nil ? nil : logBytes
            case .habits: state.habitsBytes
            case .config: state.configBytes
            }
        }
        guard writes.count > 1 else {
            if let write = writes.first { try apply(write, log: log, old: old(write.file)) }
            return
        }
        // Several files: all-or-nothing through the undo journal (Store+Journal.swift).
        let journal = Journal(changes: writes.map { $0.undo })
        try writeJournal(journal)
        var made = false
        do {
            for write in writes { try apply(write, log: log, old: old(write.file)) }
            // Deleting the journal is the moment the change is made.
            try sys("delete", journalPath) { () throws(SystemCallError) in try fileSystem.unlink(journalPath) }
            made = true
            try syncDirectory(directory)
        } catch {
            // Reported as failed, so taken back: every file that can be is put back, and a
            // journal left behind is undone by the next command, never finished. When only
            // the journal's deletion was not made durable, it is written again first; if
            // even that is refused, the change stays made and says so (docs/reliability.md).
            if !made || (try? writeJournal(journal)) != nil {
                try? undo(journal)
            } else if case .io(_, let path, let code) = error {
                throw .madeButNotDurable(path: path, code: code)
            }
            throw error
        }
    }

    /// One file's part of a commit: the new content or the appended bytes, and how the
    /// undo journal records it.
    private struct FileWrite {
        var file: DataFile
        var append: Bool
        var bytes: [UInt8]
        /// A rewritten log, whose pieces come before `bytes`.
        var rewrite: LogRewrite? = nil
        var undo: Journal.Change
    }

    /// How the journal records replacing `old` (`nil`: the file does not exist) by `new`.
    private func undoing(_ file: DataFile, old: [UInt8]?, new: [UInt8]) -> Journal.Change {
        undoing(file, old: old, newLength: new.count, newHash: Journal.hash(new[...]))
    }

    /// `undoing(_:old:new:)` for new content known by its length and hash.
    private func undoing(_ file: DataFile, old: [UInt8]?, newLength: Int, newHash: UInt64) -> Journal.Change {
        if let old { return .replace(file, old: old, newLength: newLength, newHash: newHash) }
        return Journal.Change(
            file: file, kind: .create, oldLength: 0, hashFrom: 0, oldHash: Journal.hash([][...]),
            newLength: newLength, newHash: newHash, saved: [])
    }

    /// Makes `write`: appends through `log` (or a newly created log), or replaces the
    /// file, backing up `old` (its content as read) when it existed.
    private func apply(_ write: FileWrite, log: OpenLog?, old: [UInt8]?) throws(StoreError) {
        if write.append {
            try appendLines(write.bytes, to: log)
        } else {
            try replace(write.file, with: write.bytes, after: write.rewrite, backup: old)
        }
    }
}
