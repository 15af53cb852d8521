/// The device layout (docs/sync.md, "Device files"): each device appends only to its own
/// `devices/NAME.log`; `habits` and `config` are snapshots of the state the files fold to;
/// `base/` holds the history from before device files. A data directory uses it once
/// `devices/` exists (`useDeviceLayout`).
extension Store {
    /// The folder of the device files.
    var devicesDirectory: String { DataDirectory.join(directory, "devices") }
    /// The folder of the history from before device files.
    var baseDirectory: String { DataDirectory.join(directory, "base") }

    /// Whether the data directory uses the device layout.
    package func usesDeviceLayout() throws(StoreError) -> Bool {
        try exists(devicesDirectory)
    }

    /// The path of device `name`'s file.
    func devicePath(_ name: String) -> String {
        DataDirectory.join(devicesDirectory, name + ".log")
    }

    /// Every device file: each `NAME.log` in `devices/` whose name can name a device (a
    /// file-sync tool's conflict copy of one cannot, and is left to `habit sync`).
    func readDeviceFiles() throws(StoreError) -> [DeviceFile] {
        var files: [DeviceFile] = []
        for device in try deviceNames() {
            files.append(DeviceFile(device: device, bytes: try readFile(devicePath(device)) ?? []))
        }
        return files
    }

    /// The names of the devices whose files `readDeviceFiles` reads, sorted.
    func deviceNames() throws(StoreError) -> [String] {
        let folder = devicesDirectory
        let names = try sys("list", folder) { () throws(SystemCallError) in
            try fileSystem.contentsOfDirectory(folder)
        }
        return names.sorted().compactMap { name in
            let device = name.dropLast(4)
            return name.hasSuffix(".log") && DeviceRegistry.isName(device) ? String(device) : nil
        }
    }

    /// The history from before device files, from `base/`; `nil` without one. Its
    /// entries are those of `base/log` and of any plain `log` beside the device files (one
    /// an older `habit` wrote, or a file-sync tool brought back) and their conflict
    /// copies, each line as often as the version that holds it most often
    /// (docs/sync.md, "Upgrade"). Files named in `excluded` are not read
    /// (`plainLogIntake`). Without `entries`, when that is one `log` and no habit
    /// of the base has ids on a `was=` list (so each entry's id is its habit's), the
    /// entries are left out and that file's path comes back instead: its lines are the
    /// base's entries as they are, for a reader to take straight from the file.
    func readBase(excluding excluded: Set<String> = [], entries: Bool) throws(StoreError)
        -> (base: LegacyBase, log: String?)?
    {
        let habits = try readFile(DataDirectory.join(baseDirectory, DataFile.habits.fileName))
        let config = try readFile(DataDirectory.join(baseDirectory, DataFile.config.fileName))
        var logs: [String] = []
        for (folder, names) in [
            (baseDirectory, try listing(baseDirectory)), (directory, try listing(directory)),
        ] {
            for name in names.sorted()
            where
                (name == DataFile.log.fileName || name.hasPrefix(Store.movingLogPrefix)
                || ConflictCopy.find(in: [name]).contains(where: { $0.file == .log }))
                && !(folder == directory && excluded.contains(name))
            {
                let path = DataDirectory.join(folder, name)
                if try exists(path) { logs.append(path) }
            }
        }
        if habits == nil, logs.isEmpty, config == nil { return nil }
        var base = PlainFiles(habits: habits, log: nil, config: config).legacyBase
        if !entries, logs.count == 1, base.habitsFile.formerIDs.isEmpty { return (base, logs[0]) }
        var bytes: [[UInt8]] = []
        for path in logs {
            if let read = try readFile(path) { bytes.append(read) }
        }
        base.entries = Store.union(bytes)
        return (base, nil)
    }

    /// The history from before device files with every entry (`readBase(entries:)`).
    func readBase() throws(StoreError) -> LegacyBase? {
        try readBase(entries: true)?.base
    }

    /// The entries of several versions of one `log`: each line as often as the version
    /// that holds it most often, in the order of the first version, then of the others.
    static func union(_ logs: [[UInt8]]) -> [Entry] {
        // One version holds every line as often as it holds it.
        if logs.count == 1 { return Array(LogFile.parse(logs[0]).entries) }
        var kept: [String: Int] = [:]
        var entries: [Entry] = []
        for log in logs {
            var here: [String: Int] = [:]
            for entry in LogFile.parse(log).entries {
                let line = LogFile.line(for: entry)
                here[line, default: 0] += 1
                if here[line, default: 0] > kept[line, default: 0] {
                    kept[line] = here[line]
                    entries.append(entry)
                }
            }
        }
        return entries
    }

    /// The names in `folder`; none when it does not exist.
    func listing(_ folder: String) throws(StoreError) -> [String] {
        guard try exists(folder) else { return [] }
        return try sys("list", folder) { () throws(SystemCallError) in try fileSystem.contentsOfDirectory(folder) }
    }

    /// Reads the device layout: the files, the base, the registry's name for this
    /// machine, and the fold, with an edit of `habits` or `config` taken in as the next
    /// write will take it in.
    /// Without `baseEntries`, the base's entries may be left out of the fold and its one
    /// `log` named instead (`readBase(entries:)`, `DeviceRead.baseLog`): the histories are
    /// then folded as that file is read (`readDeviceHistories`).
    func readDevices(baseEntries: Bool = true) throws(StoreError) -> DeviceRead {
        let files = try readDeviceFiles()
        let ownName = try readRegistry().records[absoluteDirectory]?.device
        let intake = try plainLogIntake(own: files.first { $0.device == ownName }?.bytes ?? [])
        let read = try readBase(excluding: intake.excluded, entries: baseEntries)
        let base = read?.base
        let now = devices.now()
        var state = DeviceFold.fold(files, base: base, now: now)
        var pending: [DeviceLine] = []
        var problem: String?
        var kept: Set<DataFile> = []
        var last = state.latestStamp
        var random = SystemRandomNumberGenerator()
        for file in [DataFile.habits, .config] {
            guard let bytes = try readFile(path(of: file)),
                let (before, body) = StateSnapshot.editedAgainst(bytes, files: files, base: base)
            else { continue }
            var edit = DeviceWriter(state: before, now: now, after: last)
            do throws(SnapshotError) {
                let lines =
                    file == .habits
                    ? try StateSnapshot.habitsEdit(body, against: before, writer: &edit, keys: &random)
                    : try StateSnapshot.configEdit(body, against: before, writer: &edit)
                pending += lines
                last = edit.last
            } catch {
                problem = "'\(file.fileName)' was edited, but \(error); fix it to take the edit in"
                kept.insert(file)
            }
        }
        var taken: (name: String, stamp: Stamp)?
        if let (name, entries) = intake.source, !entries.isEmpty {
            var writer = DeviceWriter(state: state, now: now, after: last)
            let lines = writer.takeIn(entries) { id in state.key(of: id) ?? base?.key(of: id) ?? HabitKey(legacy: id) }
            taken = lines.first?.stamp.map { (name, $0) }
            pending += lines
        }
        if !pending.isEmpty {
            let own = ownName ?? "~this-device"
            var withEdit = files.filter { $0.device != own }
            let text = pending.map { $0.description + "\n" }.joinedText()
            let old = files.first { $0.device == own }?.bytes ?? []
            withEdit.append(DeviceFile(device: own, bytes: old + Array(text.utf8)))
            state = DeviceFold.fold(withEdit, base: base, now: now)
        }
        return DeviceRead(
            files: files, base: base, state: state, pending: pending, editProblem: problem, keptEdits: kept,
            ownName: ownName, intake: taken, baseLog: read?.log)
    }
}
