/// The conflict copies a file-sync tool leaves in the device layout, settled by `habit
/// sync` (docs/sync.md, "File-sync tools"): a copy of a device file merges with it
/// exactly; a copy of a snapshot is dropped, once any edit a person made in it is taken
/// in; copies of `log` join it. Each copy then moves into `.backup/`.
extension Store {
    /// Settles every conflict copy under the exclusive lock; returns the names settled.
    package func settleConflictCopies() throws -> [String] {
        guard let lock = try acquireLock(exclusive: true, create: false) else { return [] }
        defer { release(lock) }
        guard try usesDeviceLayout() else { return [] }
        var settled: [String] = []
        // Device files: each copy merged into the file it copies.
        for name in try listing(devicesDirectory).sorted() {
            guard let device = Store.deviceCopied(by: name) else { continue }
            let path = DataDirectory.join(devicesDirectory, name)
            let copy = DeviceFile(device: device, bytes: try readFile(path) ?? [])
            let own = DeviceFile(device: device, bytes: try readFile(devicePath(device)) ?? [])
            let merged = DeviceFile.merged(own, copy)
            if merged.bytes != own.bytes {
                let target = devicePath(device)
                try atomicFile.write(merged.bytes, to: target, through: target + ".tmp", mode: 0o600)
            }
            try retire(path, name: "devices." + name)
            settled.append("devices/" + name)
        }
        // Copies of `log`: their lines join it, each as often as the version holding it most.
        let names = try listing(directory).sorted()
        let logCopies = ConflictCopy.find(in: names).filter { $0.file == .log }
        if !logCopies.isEmpty {
            var versions = [try readFile(path(of: .log)) ?? []]
            for copy in logCopies { versions.append(try readFile(path(named: copy.name)) ?? []) }
            let joined = LogFile.serialize(Store.union(versions))
            try atomicFile.write(joined, to: path(of: .log), through: path(of: .log) + ".tmp", mode: 0o600)
            for copy in logCopies {
                try retire(path(named: copy.name), name: copy.name)
                settled.append(copy.name)
            }
        }
        // Copies of the snapshots: an edit in one is taken in, then the copy goes.
        var read = try readDevices()
        var lines: [DeviceLine] = read.pending
        var random = SystemRandomNumberGenerator()
        for copy in ConflictCopy.find(in: names) where copy.file != .log {
            let bytes = try readFile(path(named: copy.name)) ?? []
            if let (before, body) = StateSnapshot.editedAgainst(bytes, files: read.files, base: read.base) {
                var writer = DeviceWriter(state: before, now: devices.now(), after: lines.last?.stamp)
                do throws(SnapshotError) {
                    lines +=
                        copy.file == .habits
                        ? try StateSnapshot.habitsEdit(body, against: before, writer: &writer, keys: &random)
                        : try StateSnapshot.configEdit(body, against: before, writer: &writer)
                } catch {
                    // Kept for a person to fix: every command names it.
                    continue
                }
            }
            try retire(path(named: copy.name), name: copy.name)
            settled.append(copy.name)
        }
        read.pending = []
        try appendDeviceLines(lines, read)
        return settled
    }

    /// The device whose file `name` is a conflict copy of (`laptop-7f3a9c` for
    /// `laptop-7f3a9c.sync-conflict-20261120-081500-ABCDEF7.log`), if it is one.
    static func deviceCopied(by name: String) -> String? {
        guard name.hasSuffix(".log") else { return nil }
        let stem = String(name.dropLast(4))
        let copied: Substring
        if let range = stem.firstRange(of: ".sync-conflict-") {
            copied = stem[..<range.lowerBound]
        } else if let open = stem.firstRange(of: " ("), stem.hasSuffix(")"),
            stem.firstRange(of: "conflicted copy") != nil
        {
            copied = stem[..<open.lowerBound]
        } else {
            return nil
        }
        return DeviceRegistry.isName(copied) ? String(copied) : nil
    }

    /// Moves `path` into `.backup/` as `name`.
    private func retire(_ path: String, name: String) throws(StoreError) {
        let folder = backupDirectory
        if try !exists(folder) { try makeDirectories(folder, mode: 0o700) }
        try rename(path, to: DataDirectory.join(folder, name))
    }
}
