#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The data directory on disk: reading it, appending entries, and rewriting files,
/// durably and safely under concurrent use (SPEC §7).
///
/// Every write happens under an exclusive `flock` on the sidecar file `.lock`:
/// - an append is one `write()` of whole lines to `log` opened with `O_APPEND`, then
///   `fsync`; it returns only after that;
/// - a rewrite copies the old file into `.backup/` (the newest 10 per file are kept),
///   writes a temporary file in the same directory, `fsync`s it, gives it the old file's
///   mode, renames it over the old file and `fsync`s the directory; a data file that is a
///   symbolic link is followed, and the file it points to is replaced instead;
/// - before any write, a torn last line of `log` (no final newline, from a crash) is
///   moved to `rejects`.
/// Reading never creates anything. Every system call goes through `fileSystem`.
public struct Store: Sendable {
    /// The data directory.
    public let directory: String
    /// How long to wait for the lock before giving up with `StoreError.lockTimeout`.
    public var lockTimeout: Double
    /// The seam every file-system call goes through.
    public let fileSystem: any FileSystem
    /// How many backups of each file `.backup/` keeps.
    public static let backupsKept = 10

    /// A store for `directory`. Nothing is touched until a method is called.
    public init(directory: String, lockTimeout: Double = 10, fileSystem: any FileSystem = SystemFileSystem()) {
        self.directory = directory
        self.lockTimeout = lockTimeout
        self.fileSystem = fileSystem
    }

    /// The path of a data file.
    public func path(of file: DataFile) -> String { DataDirectory.join(directory, file.fileName) }
    /// The path of the lock file.
    public var lockPath: String { DataDirectory.join(directory, ".lock") }
    /// The path of the file that receives torn fragments of `log`.
    public var rejectsPath: String { DataDirectory.join(directory, "rejects") }
    /// The path of the backup directory.
    public var backupDirectory: String { DataDirectory.join(directory, ".backup") }

    /// Reads the whole data directory. Never creates anything: a missing directory or
    /// file reads as empty. Takes a shared lock when `.lock` exists, so a concurrent
    /// rewrite is seen either wholly or not at all.
    public func load() throws(StoreError) -> Snapshot {
        guard try exists(directory) else { return .empty(directory: directory) }
        let lock = try acquireLock(exclusive: false, create: false)
        defer { release(lock) }
        return try readSnapshot().snapshot
    }

    /// Reads the data directory like `load()`, but parses only habit `id`'s lines of the
    /// log (`LogRequest.habit`): the snapshot's entries are that habit's, and its
    /// issues leave out problems on other habits' lines. For `check`, `uncheck`, `skip`
    /// and `show ID`, which need one habit's history. With `checkingOthers`, the other
    /// lines are still checked, so the issues are those `load()` finds.
    public func load(only id: HabitID, checkingOthers: Bool = false) throws(StoreError) -> Snapshot {
        guard try exists(directory) else { return .empty(directory: directory) }
        let lock = try acquireLock(exclusive: false, create: false)
        defer { release(lock) }
        return try readSnapshot(only: id, checkingOthers: checkingOthers).snapshot
    }

    /// Reads the data directory like `load()`, but folds each habit's history while the
    /// log is parsed (`LogRequest.histories`): the snapshot has `histories` and
    /// the issues of `load()`, and no entries. For the commands that only read
    /// histories; the cheapest way to read a long log. With `only`, just that habit's
    /// history is folded (every line is still checked). The log is read a piece at a
    /// time; on Linux with glibc, a log of 2 MiB or more is folded into a heap grown at
    /// once with huge pages asked for, and `malloc`'s padding and trim threshold are put
    /// back to their defaults afterwards (`LargeMemory.withHugePageHeap`).
    public func loadHistories(only id: HabitID? = nil) throws(StoreError) -> Snapshot {
        guard try exists(directory) else {
            var empty = Snapshot.empty(directory: directory)
            empty.histories = [:]
            return empty
        }
        let lock = try acquireLock(exclusive: false, create: false)
        defer { release(lock) }
        return try readSnapshot(only: id, folding: true).snapshot
    }

    /// Appends `entries` to `log` as one `write()` of whole lines, under the lock, then
    /// `fsync`s. Creates the directory (0700) and the file (0600) when missing. On any
    /// failure the log is cut back to where it was, and the error is thrown.
    public func append(_ entries: [Entry]) throws(StoreError) {
        guard !entries.isEmpty else { return }
        try ensureDirectory()
        let lock = try acquireLock(exclusive: true, create: true)
        defer { release(lock) }
        try removeStaleTemporaries()
        try finishJournal()
        try repairTornTail()
        try appendLines(LogFile.serialize(entries))
    }

    /// Reads the data directory under the exclusive lock, lets `body` stage changes on a
    /// `Transaction`, and writes them before the lock is released: first the log (rewrite
    /// or append), then `habits`, then `config`.
    ///
    /// Use it for read-modify-write: `add` checks for a duplicate id and appends the habit
    /// atomically; `rename` rewrites `habits` and `log` together. Any rewrite is refused
    /// with `StoreError.malformed` while a data file has errors; appends still work.
    /// Nothing is written when `body` throws or stages nothing.
    /// - Throws: `StoreError`, or whatever `body` throws.
    public func transaction<T>(_ body: (inout Transaction) throws -> T) throws -> T {
        try ensureDirectory()
        let lock = try acquireLock(exclusive: true, create: true)
        defer { release(lock) }
        try finishJournal()
        let (snapshot, logBytes) = try readSnapshot()
        var transaction = Transaction(snapshot: snapshot)
        let result = try body(&transaction)
        try commit(transaction, logBytes: logBytes)
        return result
    }

    private func commit(_ transaction: Transaction, logBytes: [UInt8]) throws(StoreError) {
        let snapshot = transaction.snapshot
        let habitsChanged = transaction.habitsFile != snapshot.habitsFile
        let configChanged = transaction.configFile != snapshot.configFile
        let rewritesLog = transaction.logTransform != nil
        guard habitsChanged || configChanged || rewritesLog || !transaction.appendedEntries.isEmpty else { return }
        if habitsChanged || configChanged || rewritesLog, snapshot.hasErrors { throw .malformed(snapshot.errors) }
        try removeStaleTemporaries()
        try repairTornTail()
        let severalFiles = [rewritesLog || !transaction.appendedEntries.isEmpty, habitsChanged, configChanged]
            .filter { $0 }.count > 1
        guard severalFiles else {
            if let transform = transaction.logTransform {
                let bytes = LogFile.rewrite(logBytes, transform: transform) + LogFile.serialize(transaction.appendedEntries)
                try replace(.log, with: bytes)
            } else if !transaction.appendedEntries.isEmpty {
                try appendLines(LogFile.serialize(transaction.appendedEntries))
            }
            if habitsChanged { try replace(.habits, with: Array(transaction.habitsFile.serialized().utf8)) }
            if configChanged { try replace(.config, with: Array(transaction.configFile.serialized().utf8)) }
            return
        }
        // Several files: all-or-nothing through the journal (Store+Journal.swift).
        var files: [(file: DataFile, bytes: [UInt8])] = []
        if rewritesLog || !transaction.appendedEntries.isEmpty {
            let current = try readFile(path(of: .log)) ?? []
            let kept = transaction.logTransform.map { LogFile.rewrite(current, transform: $0) } ?? current
            files.append((.log, kept + LogFile.serialize(transaction.appendedEntries)))
        }
        if habitsChanged { files.append((.habits, Array(transaction.habitsFile.serialized().utf8))) }
        if configChanged { files.append((.config, Array(transaction.configFile.serialized().utf8))) }
        try writeJournal(files)
        var undo: [(file: DataFile, bytes: [UInt8]?)] = []
        do throws(StoreError) {
            for (file, bytes) in files {
                undo.append((file, try readFile(path(of: file))))
                try replace(file, with: bytes)
            }
        } catch {
            // Put back what was written; only if that worked is the journal dropped.
            // Otherwise it stays, and the next write completes the change instead.
            let restored = undo.reversed().allSatisfy { restore($0.file, to: $0.bytes) }
            if restored { try? removeJournal() }
            throw error
        }
        // The change is complete; a journal left behind by a failure here holds exactly
        // the files' content, and the next write only deletes it.
        try? removeJournal()
    }

    /// Puts `file` back to `bytes` (`nil`: it did not exist) after an error has already
    /// been reported; whether that worked.
    private func restore(_ file: DataFile, to bytes: [UInt8]?) -> Bool {
        let path = path(of: file)
        do throws(StoreError) {
            if let bytes {
                try replace(file, with: bytes)
            } else {
                do { try fileSystem.unlink(path) } catch {
                    if error.code != ENOENTCode { throw .io(operation: "delete", path: path, code: error.code) }
                }
                try syncDirectory(directory)
            }
            return true
        } catch {
            return false
        }
    }

    /// Parses all three files; also returns the raw log for a rewrite.
    /// With `folding`, the log is folded into histories instead of kept as entries (with
    /// `id`, only that habit's history). With `folding` or `id`, the raw log is not
    /// returned: the log is parsed as it is read, a piece at a time.
    private func readSnapshot(
        only id: HabitID? = nil, checkingOthers: Bool = false, folding: Bool = false
    ) throws(StoreError) -> (snapshot: Snapshot, logBytes: [UInt8]) {
        var habitsBytes = try readFile(path(of: .habits)) ?? []
        var logBytes: [UInt8]?
        var configBytes = try readFile(path(of: .config)) ?? []
        // An interrupted multi-file change: its journal holds the truth until the next
        // write finishes it.
        for (file, bytes) in try pendingJournal() ?? [] {
            switch file {
            case .habits: habitsBytes = bytes
            case .log: logBytes = bytes
            case .config: configBytes = bytes
            }
        }
        let streaming = folding || id != nil
        if logBytes == nil, !streaming { logBytes = try readFile(path(of: .log)) ?? [] }
        let habits = HabitsFile.parse(habitsBytes)
        var histories: [HabitID: History]?
        let log: LogFile
        if folding {
            var goals: [HabitID: Goal] = [:]
            var days: [HabitID: Int] = [:]
            let now = Day(number: Int(time(nil)) / 86_400)
            for habit in habits.file.habits where id == nil || habit.id == id {
                goals[habit.id] = habit.goal
                days[habit.id] = habit.schedule.expectedDays(from: habit.since, through: now)
            }
            // An id without a definition is only warned about; its goal does not matter.
            let undefined: Goal? = id == nil ? .check : nil
            let goal = { (id: HabitID) in goals[id] ?? undefined }
            if let logBytes {
                (log, histories) = LogFile.read(.histories(goal), from: .whole(logBytes))
            } else {
                (log, histories) = try readPieces(path(of: .log)) { (read, size) throws(StoreError) in
                    try LargeMemory.withHugePageHeap(bytes: id == nil ? size * 2 : 0) { () throws(StoreError) in
                        try LogFile.read(
                            .histories(goal, expectedDays: { days[$0] }), from: .pieces(read, expectedSize: size))
                    }
                }
            }
        } else if let id {
            if let logBytes {
                log = LogFile.read(.habit(id, checkingOthers: checkingOthers), from: .whole(logBytes)).log
            } else {
                log = try readPieces(path(of: .log)) { (read, _) throws(StoreError) in
                    try LogFile.read(.habit(id, checkingOthers: checkingOthers), from: .pieces(read)).log
                }
            }
        } else {
            log = LogFile.parse(logBytes ?? [])
        }
        let config = ConfigFile.parse(configBytes)
        var snapshot = Snapshot(
            directory: directory, habitsFile: habits.file, log: log, configFile: config.file,
            issues: habits.issues + log.issues + config.issues)
        snapshot.histories = histories
        return (snapshot, logBytes ?? [])
    }
}
