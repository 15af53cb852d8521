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
        /// Takes every byte a streaming read reads through `fd`, as it is read: the bytes a
        /// fold checkpoint's hash covers are the bytes folded (Store+Checkpoint.swift).
        var digest: LogDigest? = nil
    }

    /// The hash of the bytes read so far (`OpenLog.digest`); the fold counts their lines
    /// (`LogFile.lineCount`).
    final class LogDigest {
        var hash = ContentHash()

        func add(_ bytes: UnsafeRawBufferPointer) { hash.add(bytes) }
    }

    /// Reads `habits`, `config` and `log` (through `log` when a transaction opened it)
    /// and parses them as `scope` asks. A pending journal is applied to what is read, as
    /// the next write will apply it: its change undone (`Journal.outcome`).
    /// A write transaction has finished any journal before it reads (`journal` false).
    /// With `whole`, the log's bytes are kept whatever the scope; with `everyLine`, one
    /// habit's read checks every other line too. With `resuming`, the log is read on from
    /// a checkpoint: its bytes after the part the checkpoint covers (Store+Checkpoint.swift).
    /// With `devices`, the device layout as read through its checkpoint, with the histories
    /// it asks for, or one habit's history in place of its entries (Store+DeviceCheckpoint.swift).
    /// With `files`, the bytes of `habits` and `config` as the caller read them (`nil`: no
    /// such file), not read again.
    func readState(
        _ scope: TransactionScope, log: OpenLog? = nil, journal: Bool = true, whole: Bool = false,
        everyLine: Bool = false, streaming: Bool = false, resuming: (LogResume, rest: [UInt8])? = nil,
        devices preread: (read: DeviceRead, folded: (log: LogFile, histories: [HabitID: History]))? = nil,
        files: (habits: [UInt8]?, config: [UInt8]?)? = nil
    ) throws(StoreError) -> ReadState {
        var whole = whole
        var habitsBytes: [UInt8]?
        var configBytes: [UInt8]?
        if let files {
            (habitsBytes, configBytes) = files
        } else {
            habitsBytes = try readFile(path(of: .habits))
            configBytes = try readFile(path(of: .config))
        }
        var logBytes: [UInt8]?
        // The device layout: the files' texts are those of the state they fold to. A read
        // of histories, or of one habit's entries, takes the base's entries from its `log`
        // as it reads them (`readDeviceHistories`, `readDeviceEntries`), so the fold leaves
        // them out when it can.
        var devices: DeviceRead?
        if let preread {
            devices = preread.read
            (habitsBytes, configBytes) = preread.read.snapshotTexts
        } else if try usesDeviceLayout() {
            var folds = false
            if case .histories = scope { folds = true }
            if case .habit = scope, !everyLine { folds = true }
            let read = try readDevices(baseEntries: !folds)
            devices = read
            (habitsBytes, configBytes) = read.snapshotTexts
        } else if journal, let pending = try pendingOutcomes() {
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
        // Through the device checkpoint, the state's text of `habits` comes parsed.
        let habits =
            devices?.habitsText.map { (file: $0.file, issues: [ParseIssue]()) } ?? HabitsFile.parse(habitsBytes ?? [])
        let config = ConfigFile.parse(configBytes ?? [])
        let today = self.today.map { TodayAnswer($0, config: config.file.config) }
        var scope = scope
        if case .histories(let ids, let day, let notes) = scope, day == nil, let known = today?.day {
            scope = .histories(of: ids, today: known, notesOfLast: notes)
        }
        // A habit made of others is read through its members' lines (docs/streaks.md).
        if case .histories(let ids?, let day, let notes) = scope, let widened = habits.file.withMembers(ids) {
            scope = .histories(of: widened, today: day, notesOfLast: notes)
        }
        // A habit with ids on its `was=` list owns the entries under them too: one habit's
        // read becomes a read of every entry (rare: only after a rename; docs/data-format.md).
        if case .habit(let id, _, _) = scope, habits.file.formerIDs.values.contains(id) { scope = .everything }
        // A record before the habit's `since` moves it back: a rewrite, refused while any
        // file has errors, so the one read checks every line (docs/data-format.md).
        var everyLine = everyLine
        if devices == nil, case .habit(let id, let days?, _) = scope, let today = today?.day,
            let since = habits.file.habit(id)?.since, let first = days.range(today: today)?.lowerBound, first < since
        {
            everyLine = true
        }
        // A transaction keeps every entry's bytes for its rewrite; a read alone takes the
        // log a piece at a time (`Store.read`).
        if case .everything = scope, !streaming { whole = true }
        var checkedEveryLine = true
        if case .habit = scope { checkedEveryLine = everyLine }
        if logBytes == nil, whole, devices == nil { logBytes = try readWholeLog(log, again: everyLine) ?? [] }
        var folded: (log: LogFile, histories: [HabitID: History])?
        if let preread {
            folded = preread.folded
        } else if let read = devices {
            if case .histories(let ids, let day, _) = scope {
                folded = try readDeviceHistories(
                    read, ids: ids, today: day, notesSince: scope.notesSince, habits: habits.file)
            } else if case .habit(let id, _, _) = scope {
                folded = try readDeviceEntries(read, of: id).map { ($0, [:]) }
            }
            if folded == nil, read.baseLog == nil {
                logBytes = read.logText
            } else if folded == nil {
                // The state's `log` after all: the fold with the base's entries in it.
                let whole = try readDevices()
                devices = whole
                logBytes = whole.logText
            }
        }
        let parsed: (log: LogFile, histories: [HabitID: History])
        if let folded {
            parsed = folded
        } else {
            parsed = try parseLog(
                scope, bytes: resuming?.rest ?? logBytes, log: log, habits: habits.file, everyLine: everyLine,
                today: today?.day, resume: resuming?.0)
        }
        var snapshot = Snapshot(
            directory: directory, habitsFile: habits.file, log: parsed.log, configFile: config.file,
            issues: habits.issues + parsed.log.issues + config.issues)
        snapshot.today = today
        snapshot.deviceReports = devices?.reports
        snapshot.deviceName = devices?.ownName
        // One habit's history from the device checkpoint, in place of its entries.
        if preread != nil, case .habit = scope { snapshot.histories = parsed.histories }
        if case .histories(let ids, _, _) = scope {
            snapshot.folded = true
            snapshot.histories = parsed.histories
            snapshot.notes = Array(parsed.log.entries)
            snapshot.log.entries = []
            // Entries under an id on a `was=` list count for the habit that lists it
            // (docs/data-format.md): the fold goes by id, so a log that names such an id of
            // a habit read is read again whole and those habits folded from their entries.
            // Rare: `rename` writes the entries under the new id, and only a log merged or
            // edited since names the old one (every line was checked: `firstLines` names
            // every id the log has a valid line of).
            let former = habits.file.formerIDs.filter { ids?.contains($0.value) ?? true }
            let follows = !former.isEmpty && (parsed.log.firstLines?.contains { former[$0.id] != nil } ?? true)
            if follows {
                var bytes = logBytes
                if bytes == nil { bytes = try readWholeLog(log, again: true) ?? [] }
                let all = try parseLog(.everything, bytes: bytes, log: log).log
                snapshot.follow(renames: all, only: ids, notesSince: scope.notesSince)
                snapshot.log.historyHashes = [:]
            }
        }
        return ReadState(
            snapshot: snapshot, habitsBytes: habitsBytes, configBytes: configBytes, logBytes: logBytes,
            checkedEveryLine: checkedEveryLine || devices != nil, devices: devices)
    }

    /// The one place the store calls the log parser: `bytes` when given, else the log
    /// read a piece at a time, parsed as `scope` asks (`habits` gives the goals to fold
    /// histories under and the ids on `was=` lists; `today`, the day the days of
    /// `TransactionScope.entries` are worked out from; `resume`, for histories, where an
    /// earlier read of the log's start left off, `bytes` being the rest).
    func parseLog(
        _ scope: TransactionScope, bytes: [UInt8]?, log: OpenLog? = nil, habits: HabitsFile = HabitsFile(),
        everyLine: Bool = false, today: Day? = nil, resume: LogResume? = nil
    ) throws(StoreError) -> (log: LogFile, histories: [HabitID: History]) {
        let request: LogRequest
        switch scope {
        case .everything:
            if let bytes { return (LogFile.parse(bytes), [:]) }
            request = .entries
        case .habit(let id, _, _):
            request = .habit(id, checkingOthers: everyLine)
        case .tally:
            request = LogRequest(output: .tally)
        case .entries(let ids, let on):
            // The entries under a former id count for the habit that lists it.
            var kept = ids.map { ids in ids.union(habits.formerIDs.filter { ids.contains($0.value) }.keys) }
            // Without a today, every day's entries; days that cannot be worked out, none.
            var days: ClosedRange<Day>?
            if let today {
                days = on.range(today: today)
                if days == nil { kept = [] }
            }
            request = LogRequest(output: .entriesOn(days: days, ids: kept))
        case .histories(let ids, let today, _):
            // Each habit's rules and expected days, made when the fold first meets an id: a
            // read on from a checkpoint with no lines after it meets none.
            var tables: (goals: [HabitID: FoldRules], days: [HabitID: Int])?
            let made = { () -> (goals: [HabitID: FoldRules], days: [HabitID: Int]) in
                if let tables { return tables }
                var goals: [HabitID: FoldRules] = [:]
                var days: [HabitID: Int] = [:]
                goals.reserveCapacity(habits.lines.count)
                days.reserveCapacity(today == nil ? 0 : habits.lines.count)
                // The habits as their lines hold them: the rules and days take nothing from
                // a heading's tag, so the list under headings (`habits`) is not made here.
                for case .habit(let habit) in habits.lines where ids?.contains(habit.id) ?? true {
                    goals[habit.id] = FoldRules(habit)
                    if let today { days[habit.id] = habit.schedule.expectedDays(from: habit.since, through: today) }
                }
                tables = (goals, days)
                return (goals, days)
            }
            // An id without a definition is only warned about; its goal does not matter.
            let undefined: FoldRules? = ids == nil ? FoldRules(.check) : nil
            let rules = { (id: HabitID) in made().goals[id] ?? undefined }
            var histories = LogRequest.histories(rules: rules, expectedDays: { made().days[$0] })
            // One habit's history comes with its notes, from the same read (`show`).
            histories.notesSince = scope.notesSince
            histories.resume = resume
            request = histories
        }
        if let bytes { return LogFile.read(request, from: .whole(bytes)) }
        return try readLogPieces(log) { (read, size) throws(StoreError) in
            try LogFile.read(request, from: .pieces(read, expectedSize: size))
        }
    }

    /// Whether `line` (without its newline) reads as a valid log line: an entry, a
    /// comment or a blank line.
    func isValidLogLine(_ line: [UInt8]) throws(StoreError) -> Bool {
        try parseLog(.everything, bytes: line + [10]).log.issues.isEmpty
    }

    /// The whole log: through `log` when open, else read from its path. With `again`,
    /// `log` was read through before, so it is read from its start by position.
    private func readWholeLog(_ log: OpenLog?, again: Bool = false) throws(StoreError) -> [UInt8]? {
        guard let log else { return try readFile(path(of: .log)) }
        if again { return try readRange(log.fd, from: 0, to: log.size, path: path(of: .log)) }
        return try readAll(log.fd, size: log.size, path: path(of: .log))
    }

    private func readLogPieces<T>(
        _ log: OpenLog?,
        _ body: (@escaping (UnsafeMutableRawBufferPointer) throws(StoreError) -> Int, Int) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        guard let log else { return try readPieces(path(of: .log), body) }
        let path = path(of: .log)
        return try body(
            { (buffer) throws(StoreError) in
                let count = try readSome(log.fd, into: buffer, path: path)
                log.digest?.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<count]))
                return count
            }, log.size)
    }
}
