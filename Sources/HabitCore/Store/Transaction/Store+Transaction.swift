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
    /// refused.
    ///
    /// In a directory no write has used yet (no `.lock`, perhaps no directory), there is
    /// nothing to lock before reading: the files are read whole and the body runs on them,
    /// so that a refused command creates nothing. Only a change to write creates the
    /// directory and `.lock`; under the lock the files are compared with what the body
    /// saw, and when they are byte for byte the same, its change is written as staged.
    /// Only when another writer came first are they read again and the body runs again,
    /// on what that writer left.
    /// - Parameters:
    ///   - read: what to read of the log (every entry, by default: what the changes to a
    ///     habit need, `Transaction.rename` and the others).
    ///   - body: validates against `transaction.snapshot` and stages changes on it.
    /// - Returns: what `body` returns (a habit change's count of entries, say).
    /// - Throws: `StoreError`, or whatever `body` throws.
    @discardableResult
    public func transaction<T>(
        reading read: ReadScope = .everything,
        _ body: (inout Transaction) throws -> T
    ) throws -> T {
        let scope = read.scope
        if let lock = try acquireLock(exclusive: true, create: false) {
            defer { release(lock) }
            return try underLock { log in
                // Handed on in place, not copied: the read's histories go over to the transaction.
                var state = try readState(scope, log: log, journal: false)
                return try run(body, on: &state, scope: scope, log: log)
            }
        }
        var seen = try readState(scope, whole: true)
        let (transaction, result) = try attempt(body, on: &seen, scope: scope, log: nil)
        guard transaction.hasChanges else { return try result.get() }
        let value = try result.get()
        _ = try refusals(transaction, seen, log: nil)
        try ensureDirectory()
        let lock = try acquireLock(exclusive: true, create: true)
        defer { release(lock) }
        return try underLock { log in
            if try unchanged(since: seen, log: log) {
                try commit(transaction, try refusals(transaction, seen, log: log), log: log)
                return value
            }
            var state = try readState(scope, log: log, journal: false, whole: true, everyLine: seen.checkedEveryLine)
            return try run(body, on: &state, scope: scope, log: log)
        }
    }

    /// Whether the files under the lock are byte for byte what `seen` read: `habits` and
    /// `config` read whole (small), the log compared a piece at a time against the bytes
    /// seen — never read whole a second time, so a first write holds the log once
    /// (docs/performance.md, "Wide data sets").
    private func unchanged(since seen: ReadState, log: OpenLog?) throws(StoreError) -> Bool {
        guard LogBytes.same(try readFile(path(of: .habits)), seen.habitsBytes),
            LogBytes.same(try readFile(path(of: .config)), seen.configBytes)
        else { return false }
        // A missing log reads as empty.
        let old = seen.logBytes ?? []
        guard let log else { return old.isEmpty }
        guard log.size == old.count else { return false }
        let piece = 1 << 20
        var offset = 0
        while offset < old.count {
            let end = min(offset + piece, old.count)
            let now = try readRange(log.fd, from: offset, to: end, path: path(of: .log))
            guard LogBytes.same(now, Array(old[offset..<end])) else { return false }
            offset = end
        }
        return true
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

    /// Runs `body` on `state`, then refuses or writes what it staged.
    private func run<T>(
        _ body: (inout Transaction) throws -> T, on state: inout ReadState, scope: TransactionScope, log: OpenLog?
    ) throws -> T {
        let (transaction, result) = try attempt(body, on: &state, scope: scope, log: log)
        let value = try result.get()
        guard transaction.hasChanges else { return value }
        try commit(transaction, try refusals(transaction, state, log: log), log: log)
        return value
    }

    /// Runs `body` on `state`. A rewrite is refused while any file has errors, so a body
    /// that stages one — whether it then returns or throws — on a read of one habit's
    /// lines runs again on a read that checked every line, with the log's bytes (rare: a
    /// backdate that moves `since`); `state` becomes that read.
    private func attempt<T>(
        _ body: (inout Transaction) throws -> T, on state: inout ReadState, scope: TransactionScope, log: OpenLog?
    ) throws -> (Transaction, Result<T, any Error>) {
        var transaction = handOver(&state)
        var result = Result { try body(&transaction) }
        if transaction.rewrites, !state.checkedEveryLine {
            state = try readState(scope, log: log, journal: log == nil, whole: true, everyLine: true)
            transaction = handOver(&state)
            result = Result { try body(&transaction) }
        }
        return (transaction, result)
    }

    /// A transaction on `state`'s snapshot, which hands its folded histories over to it:
    /// the body is their one holder, and folds them on in place (docs/performance.md,
    /// "Wide data sets"). The commit needs nothing of them.
    private func handOver(_ state: inout ReadState) -> Transaction {
        let transaction = Transaction(snapshot: state.snapshot)
        state.snapshot.histories = [:]
        return transaction
    }

    /// What the commit needs to know after the refusals passed.
    struct Checked {
        /// The state as read, with the whole log's bytes when the commit rewrites it.
        var state: ReadState
        /// An unterminated last line: where it starts and whether it is a valid line.
        var tail: (offset: Int, valid: Bool)?
    }

    /// Refuses a change before anything is written: a rewrite while a data file has
    /// errors, and any write while the log's last line holds carriage returns before its
    /// end.
    func refusals(_ transaction: Transaction, _ state: ReadState, log: OpenLog?) throws(StoreError) -> Checked {
        var checked = Checked(state: state)
        let snapshot = state.snapshot
        // Every line was checked for a rewrite (`attempt`).
        if transaction.rewrites, snapshot.hasErrors { throw .malformed(snapshot.errors) }
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
