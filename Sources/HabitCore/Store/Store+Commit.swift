/// Writing a transaction's changes. Callers hold the exclusive lock and have passed the
/// refusals (`Store.refusals`).
extension Store {
    /// Repairs an unterminated last line of `log`, then writes the staged changes: the log
    /// first (rewrite or append), then `habits`, then `config`; a change to more than one
    /// file goes through the journal, and an I/O error part-way puts back what was
    /// written.
    func commit(_ transaction: Transaction, _ checked: Checked, log: OpenLog?) throws(StoreError) {
        let state = checked.state
        try removeStaleTemporaries()
        var logSize = log?.size ?? 0
        var logBytes = state.logBytes
        if let log, let tail = checked.tail {
            logSize = try repairTail(log, at: tail.offset, valid: tail.valid)
            logBytes = logBytes.map { tail.valid ? $0 + [10] : Array($0[..<tail.offset]) }
        }
        let appended = LogFile.serialize(transaction.appendedEntries)
        var changes: [Journal.Change] = []
        if let transform = transaction.logTransform {
            let old = logBytes ?? []
            changes.append(.replace(.log, old: old, new: LogFile.rewrite(old, transform: transform) + appended))
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
            changes.append(.append(.log, oldLength: logSize, tailFrom: from, tail: tail, added: appended))
        }
        if transaction.changesHabits {
            let new = transaction.habitsFile.encoded()
            changes.append(.replace(.habits, old: state.habitsBytes ?? [], new: new))
        }
        if transaction.changesConfig {
            let new = transaction.configFile.encoded()
            changes.append(.replace(.config, old: state.configBytes ?? [], new: new))
        }
        let old: [DataFile: [UInt8]?] = [
            .log: log == nil ? nil : logBytes, .habits: state.habitsBytes, .config: state.configBytes,
        ]
        guard changes.count > 1 else {
            if let change = changes.first { try apply(change, log: log, old: old[change.file] ?? nil) }
            return
        }
        // Several files: all-or-nothing through the journal (Store+Journal.swift).
        try writeJournal(Journal(changes: changes))
        var started: [Journal.Change] = []
        do throws(StoreError) {
            for change in changes {
                started.append(change)
                try apply(change, log: log, old: old[change.file] ?? nil)
            }
        } catch {
            // Put back what was written; only if that worked is the journal dropped.
            // Otherwise it stays, and the next write completes the change instead.
            let undone = started.reversed().allSatisfy { undo($0, log: log, old: old[$0.file] ?? nil) }
            if undone { try? removeJournal() }
            throw error
        }
        // The change is complete; a journal left behind by a failure here finds every
        // file changed already, and the next write only deletes it.
        try? removeJournal()
    }

    /// Makes `change`: appends through `log` (or a newly created log), or replaces the
    /// file, backing up `old` (its content as read) when it existed.
    private func apply(_ change: Journal.Change, log: OpenLog?, old: [UInt8]?) throws(StoreError) {
        if change.kind == .append {
            try appendLines(change.bytes, to: log)
        } else {
            try replace(change.file, with: change.bytes, backup: old)
        }
    }

    /// Takes back `change` after an error has already been reported, putting back `old`
    /// (`nil`: the file did not exist); whether that worked.
    private func undo(_ change: Journal.Change, log: OpenLog?, old: [UInt8]?) -> Bool {
        do throws(StoreError) {
            if change.kind == .append, let log {
                try sys("truncate", path(of: .log)) { () throws(SystemCallError) in
                    try fileSystem.ftruncate(log.fd, to: change.oldLength)
                }
                try sys("sync", path(of: .log)) { () throws(SystemCallError) in try fileSystem.fsync(log.fd) }
            } else if change.kind == .replace, let old {
                try replace(change.file, with: old)
            } else {
                let path = path(of: change.file)
                do { try fileSystem.unlink(path) } catch {
                    if error.code != errnoNoEntry { throw .io(operation: "delete", path: path, code: error.code) }
                }
                try syncDirectory(directory)
            }
            return true
        } catch {
            return false
        }
    }
}
