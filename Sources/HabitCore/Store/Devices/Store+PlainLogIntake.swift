/// A plain `log` an older `habit` appends to beside device files, taken into this device's
/// file by the next write (docs/sync.md, "An older habit in a data directory of device
/// files"), so its entries travel with git, which never carries the plain `log`.
///
/// Three steps, each atomic, so a kill at any instant neither loses nor doubles a line:
/// `log` is renamed `.log-moving-STAMP` (STAMP: the stamp of the first line its entries
/// become), the entries are appended to the device file in the command's one write, and
/// the renamed file is deleted. While the device file holds no line of that stamp, the
/// renamed file counts as a plain `log` and the next write takes it in; once it does,
/// the file counts for nothing and the next write deletes it.
extension Store {
    /// The name a plain `log` is renamed to while its entries move.
    static let movingLogPrefix = ".log-moving-"

    /// What the plain logs at the top of the data directory come to: the names the base
    /// leaves out, and the entries of one to take in now.
    struct PlainLogIntake {
        /// Files the base does not read: moved already, or being taken in by this read.
        var excluded: Set<String> = []
        /// The file to take in, and its entries that `base/` does not hold.
        var source: (name: String, entries: [Entry])?
    }

    /// The plain logs at the top of the data directory against `own`, this device's file:
    /// a `.log-moving-STAMP` whose stamp `own` holds is moved; the first one it does not
    /// hold, else `log`, is taken in — in a git repository only (a file-sync tool
    /// carries the plain `log` to every device, where it counts already), and only when
    /// every line of it is an entry (anything else is kept where a person can see it).
    func plainLogIntake(own: [UInt8]) throws(StoreError) -> PlainLogIntake {
        var intake = PlainLogIntake()
        let names = try listing(directory)
        let moving = names.filter { $0.hasPrefix(Store.movingLogPrefix) }.sorted()
        let unfinished = moving.filter { name in
            let stamp = name.dropFirst(Store.movingLogPrefix.count)
            guard Stamp(stamp) != nil, Store.holds(own, lineStartingWith: stamp + " ") else { return true }
            intake.excluded.insert(name)
            return false
        }
        guard try exists(DataDirectory.join(directory, ".git")),
            let name = unfinished.first ?? (names.contains(DataFile.log.fileName) ? DataFile.log.fileName : nil),
            let bytes = try readFile(DataDirectory.join(directory, name))
        else { return intake }
        let parsed = LogFile.parse(bytes)
        guard Store.holdsEntriesOnly(parsed, of: bytes) else { return intake }
        // Each line as often as it is here beyond what `base/` and the copies hold.
        var logs: [[UInt8]] = []
        if let base = try readFile(DataDirectory.join(baseDirectory, DataFile.log.fileName)) { logs.append(base) }
        for copy in ConflictCopy.find(in: names) where copy.file == .log {
            if let bytes = try readFile(DataDirectory.join(directory, copy.name)) { logs.append(bytes) }
        }
        var held: [String: Int] = [:]
        for entry in Store.union(logs) { held[LogFile.line(for: entry), default: 0] += 1 }
        var entries: [Entry] = []
        for entry in parsed.entries {
            let line = LogFile.line(for: entry)
            if held[line, default: 0] > 0 { held[line, default: 0] -= 1 } else { entries.append(entry) }
        }
        intake.excluded.insert(name)
        intake.source = (name, entries)
        return intake
    }

    /// Before the append of `lines`: the plain log being taken in is renamed after the
    /// stamp of its first line, when `lines` holds it.
    func startLogIntake(_ read: DeviceRead, _ lines: [DeviceLine]) throws(StoreError) {
        guard let (name, stamp) = read.intake, lines.contains(where: { $0.stamp == stamp }) else { return }
        try rename(
            DataDirectory.join(directory, name), to: DataDirectory.join(directory, Store.movingLogPrefix + "\(stamp)"))
    }

    /// After an append: deletes each `.log-moving-STAMP` whose stamp `own` holds.
    func finishLogIntakes(own: [UInt8]) throws(StoreError) {
        var removed = false
        for name in try listing(directory) where name.hasPrefix(Store.movingLogPrefix) {
            let stamp = name.dropFirst(Store.movingLogPrefix.count)
            guard Stamp(stamp) != nil, Store.holds(own, lineStartingWith: stamp + " ") else { continue }
            let path = DataDirectory.join(directory, name)
            try sys("delete", path) { () throws(SystemCallError) in try fileSystem.unlink(path) }
            removed = true
        }
        if removed { try syncDirectory(directory) }
    }

    /// Whether every line of `log` that is not blank is an entry (`parsed` is `log` read):
    /// what a write takes in.
    static func holdsEntriesOnly(_ parsed: LogFile, of log: [UInt8]) -> Bool {
        let lines = log.split(separator: 10).filter { !$0.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 } }
        return parsed.issues.isEmpty && parsed.entries.count == lines.count
    }

    /// Whether a line of `bytes` starts with `prefix`.
    static func holds(_ bytes: [UInt8], lineStartingWith prefix: Substring) -> Bool {
        let prefix = Array(prefix.utf8)
        var start = 0
        while start + prefix.count <= bytes.count {
            if bytes[start..<start + prefix.count].elementsEqual(prefix) { return true }
            guard let end = bytes[start...].firstIndex(of: 10) else { return false }
            start = end + 1
        }
        return false
    }
}
