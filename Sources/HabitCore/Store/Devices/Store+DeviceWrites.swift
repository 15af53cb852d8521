/// Writing the device layout (docs/sync.md, "Writing"). Callers hold the exclusive lock.
/// A command's changes become lines appended to this machine's device file in one
/// `write()` and `fsync` — the moment the change is made — and then `habits` and
/// `config` are made anew from the fold. No journal: the snapshots are derived, and one
/// a crash left stale still has its mark's hash, so it is made anew, never taken for an
/// edit.
extension Store {
    /// Writes `transaction` as lines of this device's file: a pending edit of `habits` or
    /// `config` first, then the changes the transaction made to them, then its entries.
    func commitDevices(_ transaction: Transaction, _ read: DeviceRead) throws(StoreError) {
        // Entries are never rewritten: a removed habit's count for nothing, a renamed
        // habit's follow its key.
        if transaction.logTransform != nil { throw .entriesNotRewritten(path: devicesDirectory) }
        var writer = DeviceWriter(state: read.state, now: devices.now(), after: read.pending.last?.stamp)
        var lines = read.pending
        var random = SystemRandomNumberGenerator()
        do throws(SnapshotError) {
            if transaction.changesHabits {
                lines += try StateSnapshot.habitsEdit(
                    transaction.habitsFile.encoded(), against: read.state, writer: &writer, keys: &random)
            }
            if transaction.changesConfig {
                lines += try StateSnapshot.configEdit(
                    transaction.configFile.encoded(), against: read.state, writer: &writer)
            }
            for (index, entry) in transaction.appendedEntries.enumerated() {
                do {
                    lines += try writer.record([entry], onlyIfUnanswered: transaction.answers.contains(index))
                } catch {
                    throw SnapshotError.refused(error)
                }
            }
        } catch {
            throw .refusedChange(String(describing: error))
        }
        try appendDeviceLines(lines, read)
    }

    /// Appends `lines` to this machine's device file (picking its name on the first write,
    /// or a new one when the file is not as this machine left it), and makes the snapshots
    /// anew. The registry remembers the file as it is and as the append leaves it before
    /// the append, so a machine killed between the two keeps its file.
    func appendDeviceLines(_ lines: [DeviceLine], _ read: DeviceRead, folder: String? = nil) throws(StoreError) {
        let folder = folder ?? devicesDirectory
        var files = read.files
        // A read through the device checkpoint holds no file's bytes: this machine's own
        // file is read for its append, the others are known by their lengths.
        let throughCheckpoint = read.frontier != nil && !lines.isEmpty
        if throughCheckpoint, let own = read.ownName, let bytes = try readFile(devicePath(own)) {
            files = [DeviceFile(device: own, bytes: bytes)]
        }
        var written: DeviceFile?
        if !lines.isEmpty {
            let registryLock = try lockRegistry()
            defer { if let registryLock { try? fileSystem.close(registryLock) } }
            var registry = try readRegistry()
            var random = SystemRandomNumberGenerator()
            let current = read.ownName.flatMap { name in files.first { $0.device == name } }?.bytes ?? []
            let name: String
            switch registry.decide(
                for: absoluteDirectory, file: current,
                newName: DeviceRegistry.newName(host: devices.host, using: &random))
            {
            case .same(let same): name = same
            case .new(let new): name = new
            case .moved(let from, let to):
                name = to
                devices.warn?(
                    "'devices/\(from).log' was written by another machine too (a copied or restored data "
                        + "directory); this machine now writes 'devices/\(to).log'")
            }
            if try !exists(folder) { try makeDirectories(folder, mode: 0o700) }
            let before = files.first { $0.device == name }?.bytes ?? []
            // A last line without its newline (a power loss mid-append, a hand edit with
            // `echo -n`) stays a line of its own: the first line written here never joins it.
            let opening: [UInt8] = before.last.map { $0 == 10 ? [] : [10] } ?? []
            let bytes = opening + Array(lines.map { $0.description + "\n" }.joinedText().utf8)
            registry.remember(name, for: absoluteDirectory, file: before, appending: bytes)
            try writeRegistry(registry)
            try startLogIntake(read, lines)
            try appendLines(bytes, to: nil, path: DataDirectory.join(folder, name + ".log"))
            files.removeAll { $0.device == name }
            files.append(DeviceFile(device: name, bytes: before + bytes))
            written = files.last
            try finishLogIntakes(own: before + bytes)
        }
        // The snapshots follow the files once the files are in place (`useDeviceLayout`).
        // Entries change no habit and no setting: after lines that are all entries (past
        // the pending edit, which the read's state holds), that state is the snapshots'.
        guard folder == devicesDirectory else { return }
        let entriesOnly = lines.dropFirst(read.pending.count).allSatisfy {
            if case .entry = $0.body { return true }
            return false
        }
        var frontier = lines.isEmpty ? read.frontier : nil
        if throughCheckpoint, entriesOnly, let written, var known = read.frontier {
            known[written.device] = SnapshotMark.frontier(of: [written])[written.device]
            frontier = known
        } else if throughCheckpoint {
            // A change of a habit or a setting: the snapshots are folded from every file.
            files = try readDeviceFiles()
        }
        try writeSnapshots(
            files: files, base: read.base, keeping: read.keptEdits, state: entriesOnly ? read.state : nil,
            frontier: frontier)
    }

    /// Makes `habits` and `config` anew from `files` where they differ, except those in
    /// `keeping` (a person's edit not taken in yet, left for them to fix). `state` is what
    /// `files` fold to when the caller has it (its entries aside); without it, the files
    /// are folded here, with the base's entries left out: snapshots hold none. `frontier`
    /// gives the files' lengths when their bytes were not read (`DeviceRead.frontier`).
    func writeSnapshots(
        files: [DeviceFile], base: LegacyBase?, keeping: Set<DataFile> = [], state: DerivedState? = nil,
        frontier: [String: Int]? = nil
    ) throws(StoreError) {
        var habitsOnly = base
        habitsOnly?.entries = []
        let state = state ?? DeviceFold.fold(files, base: habitsOnly, now: devices.now())
        let frontier = frontier ?? SnapshotMark.frontier(of: files)
        for (file, bytes) in [
            (DataFile.habits, StateSnapshot.habits(of: state, frontier: frontier)),
            (.config, StateSnapshot.config(of: state, frontier: frontier)),
        ] where !keeping.contains(file) {
            if try readFile(path(of: file)) != bytes { try replace(file, with: bytes, keepingBackup: false) }
        }
    }

    /// Under the exclusive lock: takes in a pending edit of `habits` or `config` and makes
    /// the snapshots anew — what every write does, with no change of its own (after
    /// `habit sync` brought other devices' lines).
    /// - Returns: what the fold settled on its own and the lines it passed over, as
    ///   `habit verify` says them (`DeviceRead.reports`); `nil` outside the device layout.
    @discardableResult
    package func settleDeviceLayout() throws(StoreError) -> [String]? {
        guard let lock = try acquireLock(exclusive: true, create: false) else { return nil }
        defer { release(lock) }
        guard try usesDeviceLayout() else { return nil }
        // The snapshots hold no entry: the base's need not be read; through the device
        // checkpoint, when it holds the state, only what was appended since is folded.
        let read: DeviceRead
        if let resumed = try resumedDeviceRead() { read = resumed } else { read = try readDevices(baseEntries: false) }
        try appendDeviceLines(read.pending, read)
        if let reports = try completeReports(read) { return reports }
        return try readDevices().reports
    }

    /// Whether a write has something to take in before anything else moves the files: a
    /// person's edit of `habits` or `config` (a snapshot without its mark, or whose text
    /// no longer has the mark's hash), or a plain `log` beside the device files.
    package func awaitsIntake() throws(StoreError) -> Bool {
        let names = try listing(directory)
        if names.contains(DataFile.log.fileName) || names.contains(where: { $0.hasPrefix(Store.movingLogPrefix) }) {
            return true
        }
        for file in [DataFile.habits, .config] where try !snapshotUnedited(file) { return true }
        return false
    }

    /// Whether the snapshot `file` is as `habit` wrote it (or missing): its text still has
    /// its mark's hash, so no edit waits to be taken in.
    func snapshotUnedited(_ file: DataFile) throws(StoreError) -> Bool {
        guard let bytes = try readFile(path(of: file)) else { return true }
        guard let (mark, body) = SnapshotMark.read(bytes) else { return false }
        return SnapshotMark.hash(body) == mark.hash
    }

    /// `read.reports` when they are all the fold's reports. A fold that left the base's
    /// entries out says nothing of them; it could say only that an entry of the base is
    /// for a habit no device file adds (entries from before device files come before any
    /// removal), so its reports are whole when every id the base's `log` names is the id
    /// or a former id of a habit of the base. `nil` when they may not be.
    func completeReports(_ read: DeviceRead) throws(StoreError) -> [String]? {
        guard let path = read.baseLog else { return read.reports }
        guard let base = read.base else { return nil }
        let tally = try readPieces(path) { (read, size) throws(StoreError) in
            try LogFile.read(LogRequest(output: .tally), from: .pieces(read, expectedSize: size)).log
        }
        let held = Set(base.habitsFile.habits.map(\.id)).union(base.habitsFile.formerIDs.keys)
        guard let named = tally.firstLines, named.allSatisfy({ held.contains($0.id) }) else { return nil }
        return read.reports
    }

    /// Gives the files in `devices/` and `base/` the store's mode, 0600, which a carrier
    /// that wrote them (git, with the umask) may not have.
    package func restoreDeviceModes() throws(StoreError) {
        for folder in [devicesDirectory, baseDirectory] {
            for name in try listing(folder) {
                let path = DataDirectory.join(folder, name)
                guard
                    let status = try sys(
                        "read", path,
                        { () throws(SystemCallError) in
                            try fileSystem.status(path, followingLinks: false)
                        }), status.kind == .regular, status.permissions != 0o600
                else { continue }
                let fd = try sys("open", path) { () throws(SystemCallError) in
                    try fileSystem.open(path, [.read], mode: 0)
                }
                defer { try? fileSystem.close(fd) }
                try sys("chmod", path) { () throws(SystemCallError) in try fileSystem.fchmod(fd, mode: 0o600) }
            }
        }
    }

    /// Creates the data directory (0700) unless it exists.
    package func ensureDataDirectory() throws(StoreError) { try ensureDirectory() }

    /// What the machine remembers of its device names (`DeviceRegistry`).
    func readRegistry() throws(StoreError) -> DeviceRegistry {
        guard let path = devices.registryPath else { return DeviceRegistry() }
        return DeviceRegistry(parsing: try readFile(path) ?? [])
    }

    /// Takes the registry's own lock, `flock` on `devices.lock` beside it (creating its
    /// folder, 0700, when missing), and returns its descriptor to close; `nil` without a
    /// registry. Every data directory of the machine shares the registry under a store
    /// lock of its own, so its read, change and write are one step under this lock, and
    /// its temporary file has one name: a write a crash cut short leaves it for the next
    /// write to replace.
    func lockRegistry() throws(StoreError) -> Int32? {
        guard let path = devices.registryPath else { return nil }
        let folder = Store.parent(of: path)
        if try !exists(folder) { try makeDirectories(folder, mode: 0o700) }
        let lockPath = path + ".lock"
        let fd = try sys("open", lockPath) { () throws(SystemCallError) in
            try fileSystem.open(lockPath, [.readWrite, .create], mode: 0o600)
        }
        let locked: Bool
        do {
            locked = try wait(
                for: fd, exclusive: true, deadline: fileSystem.monotonicSeconds() + lockTimeout, path: lockPath)
        } catch {
            try? fileSystem.close(fd)
            throw error
        }
        guard locked else {
            try? fileSystem.close(fd)
            throw .lockTimeout(path: lockPath, seconds: lockTimeout)
        }
        return fd
    }

    /// Writes the registry durably; the caller holds `lockRegistry()`.
    func writeRegistry(_ registry: DeviceRegistry) throws(StoreError) {
        guard let path = devices.registryPath else { return }
        try atomicFile.write(Array(registry.text.utf8), to: path, through: path + ".tmp", mode: 0o600)
    }
}
