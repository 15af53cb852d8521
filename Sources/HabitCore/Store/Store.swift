#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The data directory on disk: reading it, appending entries, and rewriting files,
/// durably and safely under concurrent use (docs/data-format.md, "How writes stay safe").
///
/// Every write happens under an exclusive `flock` on the sidecar file `.lock`:
/// - an append is one `write()` of whole lines to `log` opened with `O_APPEND`, then
///   `fsync`; it returns only after that;
/// - a rewrite copies the old file into `.backup/` (the newest 10 per file are kept),
///   writes a temporary file in the same directory, `fsync`s it, gives it the old file's
///   mode, renames it over the old file and `fsync`s the directory; a data file that is a
///   symbolic link is followed, and the file it points to is replaced instead;
/// - before any write, an unterminated last line of `log` gets its newline when it is a
///   valid line, and is moved to `rejects` when it is not (a fragment cut short);
/// - every write is one transaction (`transaction(reading:_:)`): one lock, one read,
///   validation, the write, `fsync`.
/// Reading never creates anything in the data directory (a read may keep a fold checkpoint
/// in the cache directory, `checkpoints`). Every system call goes through `fileSystem`; every
/// call into the log parser is in `parseLog` (Store+Reading.swift).
public struct Store: Sendable {
    /// The data directory.
    public let directory: String
    /// The data directory as what this machine keeps of it outside it names it (the
    /// device registry, the checkpoint cache): absolute, a relative `directory` taken
    /// from the working directory when the store was made (docs/data-format.md, "Where").
    let absoluteDirectory: String
    /// How long to wait for the lock before giving up with `StoreError.lockTimeout`.
    var lockTimeout: Double
    /// The seam every file-system call goes through.
    package let fileSystem: any FileSystem
    /// What today is worked out from, once a read, with the settings it reads
    /// (`Snapshot.today`); `nil` (the default): today is not worked out.
    package var today: TodaySource?
    /// The machine's device name registry, host name and clock, for the device layout
    /// (docs/sync.md, "Device files").
    package var devices: DeviceSettings = .system
    /// Where a read of every habit's history keeps its fold checkpoint, outside the data
    /// directory (docs/performance.md, "The fold checkpoint"); `nil` (the default): none
    /// is read or written.
    package var checkpoints: CheckpointSettings?
    /// How many backups of each file `.backup/` keeps.
    static let backupsKept = 10

    /// A store for `directory`. Nothing is touched until a method is called.
    /// - Parameters:
    ///   - directory: the data directory's path, absolute or relative to the working directory.
    ///   - lockTimeout: how long a read or write waits for `.lock`, in seconds, before it fails
    ///     with `StoreError.lockTimeout`.
    public init(directory: String, lockTimeout: Double = 10) {
        self.init(directory: directory, lockTimeout: lockTimeout, fileSystem: SystemFileSystem())
    }

    /// A store for `directory` whose system calls all go through `fileSystem`.
    package init(directory: String, lockTimeout: Double = 10, fileSystem: any FileSystem) {
        self.directory = directory
        // The working directory is asked for only when the path is relative.
        absoluteDirectory = DataDirectory.absolute(
            directory, from: directory.hasPrefix("/") ? "/" : Store.workingDirectory())
        self.lockTimeout = lockTimeout
        self.fileSystem = fileSystem
    }

    /// The process's working directory; `/` when it cannot be had (removed since).
    static func workingDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path of a data file.
    func path(of file: DataFile) -> String { DataDirectory.join(directory, file.fileName) }
    /// The path of the lock file.
    var lockPath: String { DataDirectory.join(directory, ".lock") }
    /// The path of the file that receives torn fragments of `log`.
    var rejectsPath: String { DataDirectory.join(directory, "rejects") }
    /// The path of the backup directory.
    var backupDirectory: String { DataDirectory.join(directory, ".backup") }

    /// Reads the whole data directory. Never creates anything: a missing directory or
    /// file reads as empty. Takes a shared lock when `.lock` exists, so a concurrent
    /// rewrite is seen either wholly or not at all.
    /// - Returns: every habit, entry and setting, with the lines that could not be read in
    ///   `Snapshot.issues` (a malformed line is an issue, not an error).
    /// - Throws: `StoreError` when a file cannot be opened or read, or the lock is not had
    ///   within `lockTimeout`.
    public func load() throws(StoreError) -> Snapshot {
        try read(.everything)
    }

    /// Reads the data directory for its histories: each habit's history is folded while
    /// the log is parsed, and no entry is kept; the issues are those of `load()`. For the
    /// commands that only read histories; the cheapest way to read a long log. The log is
    /// read a piece at a time; the store reads no clock of its own.
    /// - Parameter id: only this habit's history is folded (every line is still checked);
    ///   `nil`, every habit's.
    /// - Returns: the snapshot, its histories folded (`Snapshot.history(of:)`).
    /// - Throws: `StoreError` when a file cannot be read.
    public func loadHistories(only id: HabitID? = nil) throws(StoreError) -> Snapshot {
        try read(.histories(of: id.map { [$0] }))
    }

    /// `loadHistories(only:)` with `today` sizing the arrays the fold fills (a habit
    /// defined since a year ago gets room for a year of days); the histories never depend
    /// on it.
    package func loadHistories(only id: HabitID? = nil, today: Day?) throws(StoreError) -> Snapshot {
        try read(.histories(of: id.map { [$0] }, today: today))
    }

    /// Reads the data directory as `scope` asks, like `load()`: the one way to read
    /// outside a transaction.
    package func read(_ scope: TransactionScope) throws(StoreError) -> Snapshot {
        guard let state = try readLocked(scope) else {
            var empty = Snapshot.empty(directory: directory)
            empty.today = today.map { TodayAnswer($0, config: Config()) }
            if case .histories = scope { empty.folded = true }
            if case .tally = scope { empty.log.tally = [:] }
            return empty
        }
        return state.snapshot
    }

    /// Reads under a shared lock (when `.lock` exists); `nil` when there is no directory.
    private func readLocked(_ scope: TransactionScope) throws(StoreError) -> ReadState? {
        guard try exists(directory) else { return nil }
        let lock = try acquireLock(exclusive: false, create: false)
        defer { release(lock) }
        return try readThroughCheckpoint(scope).state
    }
}
