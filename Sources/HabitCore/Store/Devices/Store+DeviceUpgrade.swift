/// Moving a data directory of one `log` to the device layout (docs/sync.md, "Upgrade").
extension Store {
    /// `habits`, `log` and `config` of one version of a data directory of one `log`
    /// (`nil`: the file is missing).
    package struct PlainFiles: Sendable, Equatable {
        package var habits: [UInt8]?
        package var log: [UInt8]?
        package var config: [UInt8]?

        package init(habits: [UInt8]?, log: [UInt8]?, config: [UInt8]?) {
            self.habits = habits
            self.log = log
            self.config = config
        }

        /// The files as a base to fold from.
        var legacyBase: LegacyBase {
            var settings: [ConfigKey: String] = [:]
            for case .setting(let key, let value) in ConfigFile.parse(config ?? []).file.lines { settings[key] = value }
            return LegacyBase(
                habitsFile: HabitsFile.parse(habits ?? []).file, entries: Array(LogFile.parse(log ?? []).entries),
                settings: settings)
        }
    }

    /// The data directory's own `habits`, `log` and `config`.
    package func plainFiles() throws(StoreError) -> PlainFiles {
        PlainFiles(
            habits: try readFile(path(of: .habits)), log: try readFile(path(of: .log)),
            config: try readFile(path(of: .config)))
    }

    /// Moves the data directory to the device layout, unless it uses it already.
    ///
    /// `base` becomes `base/`, the history every device shares and folds first; what this
    /// directory holds beyond `shared` — the version it last shared with the other
    /// devices — becomes lines of this device's file (without `related`, no version is in
    /// common, and a habit `shared` has that this directory lacks stays): the changes its
    /// `habits` and `config` make to `shared`'s at once, and the entries its `log` has that
    /// `shared`'s has not (each line as often as it is more) through the next write, which
    /// takes in the `log` left beside the device files (`plainLogIntake`). Without `base`
    /// and `shared`, both are the directory's own files: nothing moves to the device file.
    /// The new layout appears whole or not at all: `base/` and `devices/` are each renamed
    /// into place from a folder written and synced first; only then is a `log` with nothing
    /// beyond `shared` deleted (it is in `base/`).
    /// - Throws: `StoreError.malformed` when a file the move reads has errors.
    package func useDeviceLayout(base: PlainFiles? = nil, shared: PlainFiles? = nil, related: Bool = true)
        throws(StoreError)
    {
        try ensureDirectory()
        let lock = try acquireLock(exclusive: true, create: true)
        defer { release(lock) }
        guard try !usesDeviceLayout() else { return }
        try finishJournal()
        var local = try plainFiles()
        // A `habits` snapshot another device's move left here before any device file came
        // (a file-sync tool carries no empty `devices/`) is read without the line above its
        // mark, which only a habit from before device files is to reject.
        local.habits = local.habits.map { Array(SnapshotMark.withoutRefusal($0)) }
        let base = base ?? local
        let shared = shared ?? base
        for (name, bytes) in [("habits", local.habits), ("config", local.config)] {
            let parsed =
                name == "habits" ? HabitsFile.parse(bytes ?? []).issues : ConfigFile.parse(bytes ?? []).issues
            if !parsed.isEmpty { throw .malformed(parsed) }
        }
        // base/, whole.
        let staging = DataDirectory.join(directory, ".base.tmp")
        try removeFolder(staging)
        try removeFolder(baseDirectory)
        try makeDirectories(staging, mode: 0o700)
        for (file, bytes) in [(DataFile.habits, base.habits), (.log, base.log), (.config, base.config)] {
            guard let bytes else { continue }
            let target = DataDirectory.join(staging, file.fileName)
            try atomicFile.write(bytes, to: target, through: target + ".tmp", mode: 0o600)
        }
        try rename(staging, to: baseDirectory)
        // This device's lines: what it holds beyond the shared version.
        let sharedState = DeviceFold.fold([], base: shared.legacyBase)
        var writer = DeviceWriter(state: sharedState, now: devices.now())
        var random = SystemRandomNumberGenerator()
        var lines: [DeviceLine] = []
        do throws(SnapshotError) {
            // Without a version in common, a habit or setting this directory lacks was never
            // here to remove or rename: only what it adds or changes moves.
            let habits = related ? local.habits ?? [] : Self.habits(local.habits ?? [], over: shared.habits ?? [])
            lines += try StateSnapshot.habitsEdit(habits, against: sharedState, writer: &writer, keys: &random)
            lines += try StateSnapshot.configEdit(local.config ?? [], against: sharedState, writer: &writer).filter {
                line in
                guard !related, case .config(_, value: nil, seen: _) = line.body else { return true }
                return false
            }
        } catch {
            throw .refusedChange(String(describing: error))
        }
        // devices/, whole, with this device's file in it.
        let devicesStaging = DataDirectory.join(directory, ".devices.tmp")
        try removeFolder(devicesStaging)
        try makeDirectories(devicesStaging, mode: 0o700)
        let read = DeviceRead(
            files: [], base: nil, state: DerivedState(), pending: [], editProblem: nil,
            ownName: try readRegistry().records[absoluteDirectory]?.device)
        try appendDeviceLines(lines, read, folder: devicesStaging)
        // The entries this directory holds beyond the shared version stay in its `log`,
        // which counts beside the device files as one more version of the base's log
        // (`readBase`) until the next write takes them into this device's file, each once
        // (`plainLogIntake`; `habit sync` writes next). Written into the device file here,
        // they would count twice after a kill between the rename below and `log`'s removal.
        let keepsLog = !Store.unshared(local.log ?? [], shared: shared.log ?? []).isEmpty
        if keepsLog, let log = local.log {
            // The next write takes in a `log` of entries only: a comment or a line that is
            // no entry goes to `.backup/`, as a rewrite's old lines do.
            let parsed = LogFile.parse(log)
            if !Store.holdsEntriesOnly(parsed, of: log) { try replace(.log, with: LogFile.serialize(parsed.entries)) }
        }
        try rename(devicesStaging, to: devicesDirectory)
        if !keepsLog {
            do { try fileSystem.unlink(path(of: .log)) } catch {
                if error.code != errnoNoEntry { throw .io(operation: "delete", path: path(of: .log), code: error.code) }
            }
        }
        try syncDirectory(directory)
        try writeSnapshots(files: try readDeviceFiles(), base: try readBase())
    }

    /// The habits of `local` over those of `shared`, a version with no history in common:
    /// each habit `local` defines as it defines it, in `shared`'s order, then the ones only
    /// `local` has; a habit only `shared` has stays (docs/sync.md, "Upgrade").
    static func habits(_ local: [UInt8], over shared: [UInt8]) -> [UInt8] {
        var file = HabitsFile.parse(shared).file
        for habit in HabitsFile.parse(local).file.habits where !file.replace(habit.id, with: habit) {
            file.append(habit)
        }
        return file.encoded()
    }

    /// The entries of `log` that `shared` does not hold: each line as often as `log`
    /// holds it more often than `shared` does, in `log`'s order.
    static func unshared(_ log: [UInt8], shared: [UInt8]) -> [Entry] {
        var counts: [String: Int] = [:]
        let parsedShared = LogFile.parse(shared)
        for entry in parsedShared.entries { counts[LogFile.line(for: entry), default: 0] += 1 }
        var extra: [Entry] = []
        for entry in LogFile.parse(log).entries {
            let line = LogFile.line(for: entry)
            if let count = counts[line], count > 0 {
                counts[line] = count - 1
            } else {
                extra.append(entry)
            }
        }
        return extra
    }

    /// Deletes `folder` and the files in it, when it exists.
    func removeFolder(_ folder: String) throws(StoreError) {
        guard try exists(folder) else { return }
        let names = try sys("list", folder) { () throws(SystemCallError) in try fileSystem.contentsOfDirectory(folder) }
        for name in names {
            let path = DataDirectory.join(folder, name)
            try sys("delete", path) { () throws(SystemCallError) in try fileSystem.unlink(path) }
        }
        try sys("delete", folder) { () throws(SystemCallError) in try fileSystem.removeDirectory(folder) }
    }

    /// Renames `from` to `to` durably.
    func rename(_ from: String, to: String) throws(StoreError) {
        try sys("rename", from) { () throws(SystemCallError) in try fileSystem.rename(from, to: to) }
        try syncDirectory(Store.parent(of: to))
    }
}
