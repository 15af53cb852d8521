/// Every write: one read-modify-write transaction under one exclusive lock
/// (docs/data-format.md, "How writes stay safe").
extension Store {
    /// Reads the data directory under the exclusive lock, lets `body` validate against
    /// that one read and stage changes on a `Transaction`, and writes them before the lock
    /// is released: no other writer can come between the read and the write.
    ///
    /// Under the lock, in order: an interrupted change left in the journal is finished
    /// (even when the body then stages nothing); `log` is opened once, and that one
    /// descriptor serves the read, the repair of an unterminated last line and the
    /// append; the body runs; the changes are written (log, then `habits`, then `config`;
    /// several files through the journal) and `fsync`ed.
    ///
    /// A rewrite is refused with `StoreError.malformed` while a data file has errors;
    /// appends still work. Nothing is written when `body` throws, stages nothing, or is
    /// refused. In a directory no write has used yet (no `.lock`, perhaps no directory),
    /// the body first runs on what is there without the lock, so that a refused command
    /// creates nothing; only when it has something to write are the directory and
    /// `.lock` made, and the transaction run again under the lock on what is read there.
    /// - Throws: `StoreError`, or whatever `body` throws.
    public func transaction<T>(
        reading scope: TransactionScope = .everything, _ body: (inout Transaction) throws -> T
    ) throws -> T {
        if let lock = try acquireLock(exclusive: true, create: false) {
            defer { release(lock) }
            return try lockedTransaction(scope, body)
        }
        let state = try readState(scope.shape)
        var transaction = Transaction(snapshot: state.snapshot)
        let result = try body(&transaction)
        guard transaction.hasChanges else { return result }
        _ = try refusals(transaction, state, log: nil)
        try ensureDirectory()
        let lock = try acquireLock(exclusive: true, create: true)
        defer { release(lock) }
        return try lockedTransaction(scope, body)
    }

    /// Appends `entries` to `log` in one transaction (see `transaction`). Creates the
    /// directory (0700) and the file (0600) when missing.
    public func append(_ entries: [Entry]) throws(StoreError) {
        guard let first = entries.first else { return }
        do {
            try transaction(reading: .habit(first.habit)) { transaction in
                for entry in entries { transaction.append(entry) }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            preconditionFailure("the body throws nothing")
        }
    }

    private func lockedTransaction<T>(_ scope: TransactionScope, _ body: (inout Transaction) throws -> T) throws -> T {
        try finishJournal()
        let log = try openForReading(path(of: .log), forWriting: true).map { OpenLog(fd: $0.fd, size: $0.size) }
        defer { if let log { try? fileSystem.close(log.fd) } }
        let state = try readState(scope.shape, log: log, journal: false)
        var transaction = Transaction(snapshot: state.snapshot)
        let result = try body(&transaction)
        guard transaction.hasChanges else { return result }
        let checked = try refusals(transaction, state, log: log)
        try commit(transaction, checked, log: log)
        return result
    }

    /// What the commit needs to know after the refusals passed.
    struct Checked {
        /// The state as read, with the whole log's bytes when the commit rewrites it.
        var state: ReadState
        /// An unterminated last line: where it starts and whether it is a valid line.
        var tail: (offset: Int, valid: Bool)?
    }

    /// Refuses a change before anything is written: a rewrite while a data file has
    /// errors (every line is read for it when the snapshot holds one habit's), and any
    /// write while the log's last line holds carriage returns before its end.
    func refusals(_ transaction: Transaction, _ state: ReadState, log: OpenLog?) throws(StoreError) -> Checked {
        var checked = Checked(state: state)
        let snapshot = state.snapshot
        if transaction.rewrites {
            if state.logBytes == nil {
                let bytes: [UInt8]
                if let log {
                    bytes = try readRange(log.fd, from: 0, to: log.size, path: path(of: .log))
                } else {
                    bytes = try readFile(path(of: .log)) ?? []
                }
                checked.state.logBytes = bytes
                let issues = try parseLog(.entries, bytes: bytes).0.issues
                let errors =
                    snapshot.issues.filter { $0.file == .habits && $0.isError } + issues.filter { $0.isError }
                    + snapshot.issues.filter { $0.file == .config && $0.isError }
                if !errors.isEmpty { throw .malformed(errors) }
            } else if snapshot.hasErrors {
                throw .malformed(snapshot.errors)
            }
        }
        guard let offset = snapshot.log.tornTailOffset else { return checked }
        let fragment: [UInt8]
        if let bytes = checked.state.logBytes {
            fragment = Array(bytes[offset...])
        } else if let log {
            fragment = try readRange(log.fd, from: offset, to: log.size, path: path(of: .log))
        } else {
            fragment = Array((try readFile(path(of: .log)) ?? []).dropFirst(offset))
        }
        if let cr = fragment.firstIndex(of: 13), cr < fragment.count - 1 {
            throw .carriageReturnLineEnds(path: path(of: .log))
        }
        checked.tail = (offset, try isValidLogLine(fragment))
        return checked
    }
}
