/// Every write: one read-modify-write transaction under one exclusive lock
/// (docs/data-format.md, "How writes stay safe").
extension Store {
    /// Reads the data directory under the exclusive lock, runs `body` once on that one
    /// read — it validates against it and stages its plan on a `Transaction`: entries to
    /// append, files to rewrite — then checks the plan and writes it before the lock is
    /// released: no other writer can come between the read and the write.
    ///
    /// Under the lock, in order: an interrupted change left in the journal is finished
    /// (even when the body then stages nothing); `log` is opened once, and that one
    /// descriptor serves the read, the repair of an unterminated last line and the
    /// append; the body runs; the plan is checked (`refusals`); the changes are written
    /// (log, then `habits`, then `config`; several files through the journal) and
    /// `fsync`ed.
    ///
    /// A rewrite is refused with `StoreError.malformed` while a data file has errors;
    /// appends still work. Nothing is written when `body` throws, stages nothing, or is
    /// refused.
    ///
    /// In a directory no write has used yet (no `.lock`, perhaps no directory), the
    /// directory and `.lock` are made so that the lock can be taken before the read, and
    /// taken away again when nothing is written: a refused command creates nothing.
    /// - Parameters:
    ///   - read: what to read of the log (every entry, by default: what the changes to a
    ///     habit need, `Transaction.rename` and the others).
    ///   - body: validates against `transaction.snapshot` and stages changes on it; run
    ///     exactly once.
    /// - Returns: what `body` returns (a habit change's count of entries, say).
    /// - Throws: `StoreError`, or whatever `body` throws.
    @discardableResult
    public func transaction<T>(
        reading read: ReadScope = .everything,
        _ body: (inout Transaction) throws -> T
    ) throws -> T {
        let lock = try lockForWriting()
        var written = false
        defer { release(lock, written: written) }
        return try underLock { log in
            // Handed on in place, not copied: the read's histories go over to the transaction.
            var state = try resumedHabitRead(read.scope) ?? readState(read.scope, log: log, journal: false)
            var transaction = Transaction(snapshot: state.snapshot)
            state.snapshot.histories = [:]
            let value = try body(&transaction)
            guard let checked = try refusals(transaction, state, log: log) else { return value }
            written = true
            try commit(transaction, checked, log: log)
            return value
        }
    }

    /// Appends `entries` to `log` in one transaction (see `transaction`). Creates the
    /// directory (0700) and the file (0600) when missing.
    /// - Parameter entries: the entries to append, in order; none: nothing is touched.
    /// - Throws: `StoreError` when the lock is not had within `lockTimeout` or the log
    ///   cannot be written.
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

    /// Under the exclusive lock: finishes an interrupted change, opens `log` once, and
    /// hands it to `work`, which reads through it.
    private func underLock<T>(_ work: (OpenLog?) throws -> T) throws -> T {
        try finishJournal()
        let log = try openForReading(path(of: .log), forWriting: true).map { OpenLog(fd: $0.fd, size: $0.size) }
        defer { if let log { try? fileSystem.close(log.fd) } }
        return try work(log)
    }

    /// What the commit needs to know after the refusals passed.
    struct Checked {
        /// The state as read, with the whole log's bytes when the commit rewrites it.
        var state: ReadState
        /// An unterminated last line: where it starts and whether it is a valid line.
        var tail: (offset: Int, valid: Bool)?
    }

    /// Checks the plan `transaction` holds against `state` before anything is written:
    /// refuses a rewrite (or a transaction marked as one) while a data file has errors,
    /// and any write while the log's last line holds carriage returns before its end.
    /// `nil`: nothing to write.
    ///
    /// A rewrite on a read that did not check every line (an app's `ReadScope.habit`)
    /// has the other lines checked here, through the same descriptor: the plan stands or
    /// is refused, and the body is never run again.
    func refusals(_ transaction: Transaction, _ state: ReadState, log: OpenLog?) throws(StoreError) -> Checked? {
        var checked = Checked(state: state)
        if transaction.rewrites || transaction.markedAsRewrite {
            if !state.checkedEveryLine {
                checked.state = try readState(.everything, log: log, journal: false, whole: true, everyLine: true)
            }
            let snapshot = checked.state.snapshot
            if snapshot.hasErrors { throw .malformed(snapshot.errors) }
        }
        guard transaction.hasChanges else { return nil }
        let snapshot = checked.state.snapshot
        // A rewrite of the log passes every line of its bytes through (`LogFile.rewrite`).
        if transaction.logTransform != nil, checked.state.logBytes == nil {
            if let log {
                checked.state.logBytes = try readRange(log.fd, from: 0, to: log.size, path: path(of: .log))
            } else {
                checked.state.logBytes = try readFile(path(of: .log)) ?? []
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
