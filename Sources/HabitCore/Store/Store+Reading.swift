#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the data files. Every call into the log parser is in `parseLog`.
extension Store {
    /// `log` opened once by a write transaction, for reading, repairing and appending.
    struct OpenLog {
        let fd: Int32
        /// Its size when opened.
        let size: Int
    }

    /// Reads `habits`, `config` and `log` (through `log` when a transaction opened it)
    /// and parses them as `shape` asks. A pending journal is applied to what is read, as
    /// the next write will apply it: its change undone (`Journal.outcome`).
    /// A write transaction has finished any journal before it reads (`journal` false).
    /// With `whole`, the log's bytes are kept whatever the shape.
    func readState(
        _ shape: LogShape, log: OpenLog? = nil, journal: Bool = true, whole: Bool = false
    ) throws(StoreError) -> ReadState {
        var whole = whole
        var habitsBytes = try readFile(path(of: .habits))
        var configBytes = try readFile(path(of: .config))
        var logBytes: [UInt8]?
        if journal, let pending = try pendingOutcomes() {
            for (file, outcome) in pending {
                let bytes: [UInt8]?
                switch outcome {
                case .done, .conflict: continue
                case .write(let new): bytes = new
                case .remove: bytes = nil
                case .truncate(let length): bytes = Array((try readFile(path(of: file)) ?? []).prefix(length))
                }
                switch file {
                case .habits: habitsBytes = bytes
                case .config: configBytes = bytes
                case .log: logBytes = bytes ?? []
                }
            }
        }
        let habits = HabitsFile.parse(habitsBytes ?? [])
        let config = ConfigFile.parse(configBytes ?? [])
        var shape = shape
        if case .entriesOfUnlessRewriting(let id, let rewrites) = shape {
            let rewriting = rewrites(habits.file, config.file)
            shape = .entriesOf(id, checkingOthers: rewriting)
            whole = whole || rewriting
        }
        // A habit with ids on its `was=` list owns the entries under them too: one habit's
        // read becomes a read of every entry (rare: only after a rename; docs/data-format.md).
        if case .entriesOf(let id, _) = shape, habits.file.formerIDs.values.contains(id) { shape = .entries }
        var checkedEveryLine = true
        switch shape {
        case .entries: whole = true
        case .entriesOf(_, let checkingOthers): checkedEveryLine = checkingOthers
        case .entriesOfUnlessRewriting, .histories: break
        }
        if logBytes == nil, whole { logBytes = try readWholeLog(log) ?? [] }
        let (parsed, histories) = try parseLog(shape, bytes: logBytes, log: log, habits: habits.file)
        let snapshot = Snapshot(
            directory: directory, habitsFile: habits.file, log: parsed, configFile: config.file,
            issues: habits.issues + parsed.issues + config.issues)
        return ReadState(
            snapshot: snapshot, histories: histories, habitsBytes: habitsBytes, configBytes: configBytes,
            logBytes: logBytes, checkedEveryLine: checkedEveryLine)
    }

    /// The one place the store calls the log parser: `bytes` when given, else the log
    /// read a piece at a time, parsed as `shape` asks (`habits` gives the goals to fold
    /// histories under).
    func parseLog(
        _ shape: LogShape, bytes: [UInt8]?, log: OpenLog? = nil, habits: HabitsFile = HabitsFile()
    ) throws(StoreError) -> (LogFile, [HabitID: History]?) {
        switch shape {
        case .entries:
            return (LogFile.parse(bytes ?? []), nil)
        case .entriesOf(let id, let checkingOthers):
            if let bytes {
                return (LogFile.read(.habit(id, checkingOthers: checkingOthers), from: .whole(bytes)).log, nil)
            }
            let parsed = try readLogPieces(log) { (read, _) throws(StoreError) in
                try LogFile.read(.habit(id, checkingOthers: checkingOthers), from: .pieces(read)).log
            }
            return (parsed, nil)
        case .entriesOfUnlessRewriting(let id, _):
            return try parseLog(.entriesOf(id, checkingOthers: true), bytes: bytes, log: log, habits: habits)
        case .histories(let id, let today, let notesSince):
            var goals: [HabitID: Goal] = [:]
            var days: [HabitID: Int] = [:]
            for habit in habits.habits where id == nil || habit.id == id {
                goals[habit.id] = habit.goal
                if let today { days[habit.id] = habit.schedule.expectedDays(from: habit.since, through: today) }
            }
            // An id without a definition is only warned about; its goal does not matter.
            let undefined: Goal? = id == nil ? .check : nil
            let goal = { (id: HabitID) in goals[id] ?? undefined }
            // One habit's history comes with its notes, from the same read (`show`).
            var request = LogRequest.histories(goal, expectedDays: { days[$0] })
            request.notesSince = id == nil ? nil : notesSince
            if let bytes { return LogFile.read(request, from: .whole(bytes)) }
            return try readLogPieces(log) { (read, size) throws(StoreError) in
                try LogFile.read(request, from: .pieces(read, expectedSize: size))
            }
        }
    }

    /// Whether `line` (without its newline) reads as a valid log line: an entry, a
    /// comment or a blank line.
    func isValidLogLine(_ line: [UInt8]) throws(StoreError) -> Bool {
        try parseLog(.entries, bytes: line + [10]).0.issues.isEmpty
    }

    /// The whole log: through `log` when open, else read from its path.
    private func readWholeLog(_ log: OpenLog?) throws(StoreError) -> [UInt8]? {
        guard let log else { return try readFile(path(of: .log)) }
        return try readAll(log.fd, size: log.size, path: path(of: .log))
    }

    private func readLogPieces<T>(
        _ log: OpenLog?,
        _ body: (@escaping (UnsafeMutableRawBufferPointer) throws(StoreError) -> Int, Int) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        guard let log else { return try readPieces(path(of: .log), body) }
        let path = path(of: .log)
        return try body({ (buffer) throws(StoreError) in try readSome(log.fd, into: buffer, path: path) }, log.size)
    }
}
