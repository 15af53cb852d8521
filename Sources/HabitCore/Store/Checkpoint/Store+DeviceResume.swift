/// Resuming a read of the device layout from its checkpoint (docs/performance.md, "The
/// device checkpoint"): the checkpoint checked against the files, the lines appended since
/// folded on from it, or the reason the whole fold is needed.
extension Store {
    /// What a read through the device checkpoint found, for a fresh checkpoint: each
    /// file's part folded, as it was read.
    struct Seen {
        /// The bytes folded (whole lines), their hash and count, how many bytes were seen
        /// in all, and the file's status before and after it was read.
        var covered: Int
        var hash: UInt64
        var seen: Int
        var before: FileStatus?
        var after: FileStatus?

        /// The cover of these bytes; the identity vouches for them alone only when the
        /// file did not change while read, holds no more than was seen, and had not
        /// changed for `settle` before `now` (the cache file system's clock).
        func cover(now: Int64, settle: Int64) -> DeviceCheckpoint.Cover? {
            guard let status = after ?? before else { return nil }
            let trusted =
                before == after && status.size == seen && status.changed < now &- settle
                && status.modified < now &- settle
            return DeviceCheckpoint.Cover(
                identity: FoldCheckpoint.Identity(status), trusted: trusted, covered: covered, hash: hash)
        }
    }

    /// A read resumed from the device checkpoint.
    struct DeviceResume {
        var read: DeviceRead
        var folded: (log: LogFile, histories: [HabitID: History])
        var use: CheckpointUse
        /// The checkpoint with the lines folded on, to write when they changed it.
        var fresh: DeviceCheckpoint?
        var files: [String: Seen]
        var baseLog: Seen?
        /// How many bytes of whole lines were folded on from the checkpoint.
        var foldedBytes = 0
    }

    /// A read resumed from the device checkpoint, or why it could not be.
    enum ResumeOutcome {
        case resumed(DeviceResume)
        case missed(CheckpointMiss)
    }

    /// The read resumed from the checkpoint in `file`, or why it cannot be.
    func resumeDevices(_ file: String, _ settings: CheckpointSettings) throws(StoreError) -> ResumeOutcome {
        guard
            let (checkpoint, written) = withCacheFile(
                file,
                { bytes, modified, mapping in DeviceCheckpoint.decode(bytes, mapping: mapping).map { ($0, modified) } })
        else { return .missed(.missing) }
        if checkpoint.build != settings.build { return .missed(.otherBuild) }
        if checkpoint.directory != absoluteDirectory { return .missed(.otherDirectory) }
        guard try snapshotUnedited(.habits), try snapshotUnedited(.config), try !plainLogsBeside(),
            try baseHash() == checkpoint.baseHash
        else { return .missed(.settings) }
        let vouches = { (cover: DeviceCheckpoint.Cover, status: FileStatus) in
            cover.trusted && cover.identity == FoldCheckpoint.Identity(status)
                && cover.identity.changed < written &- settings.settle
                && cover.identity.modified < written &- settings.settle
        }
        // The base's `log`: the same bytes, or the whole fold.
        let base = try readBase(entries: false)
        guard base?.log == checkpoint.baseLog?.path, base?.base.entries.isEmpty ?? true else {
            return .missed(.otherFile)
        }
        var baseSeen: Seen?
        if let (path, cover) = checkpoint.baseLog {
            guard let status = try? fileSystem.status(path, followingLinks: true) else { return .missed(.otherFile) }
            if !vouches(cover, status) {
                let pass = try logPass(covered: cover.covered, keepingRest: false, file: path)
                guard let before = pass.before, cover.identity.isSameFile(as: before) else {
                    return .missed(.otherFile)
                }
                guard pass.hash.count == cover.covered, pass.coveredHash == cover.hash else {
                    return .missed(.edited)
                }
                baseSeen = Seen(
                    covered: cover.covered, hash: cover.hash, seen: pass.hash.count, before: pass.before,
                    after: pass.after)
            }
        }
        // Each device file: the part folded as it was, and what follows it.
        let names = try deviceNames()
        guard Set(checkpoint.files.keys).isSubset(of: names) else { return .missed(.otherFile) }
        var tails: [DeviceFile] = []
        var seen: [String: Seen] = [:]
        var frontier: [String: Int] = [:]
        var hashed = baseSeen != nil
        var foldedBytes = 0
        // A line cut short at a file's end: what follows the lines folded is not hashed.
        var torn = false
        for name in names {
            let path = devicePath(name)
            let status = try? fileSystem.status(path, followingLinks: true)
            let cover = checkpoint.files[name]
            if let cover, let status, vouches(cover, status) {
                frontier[name] = cover.covered
                continue
            }
            if let cover {
                guard let status, cover.identity.isSameFile(as: status) else { return .missed(.otherFile) }
                guard status.size >= cover.covered else { return .missed(.shorter) }
            }
            let pass = try logPass(covered: cover?.covered ?? 0, file: path)
            if let cover {
                guard let before = pass.before, cover.identity.isSameFile(as: before) else {
                    return .missed(.otherFile)
                }
                guard pass.hash.count >= cover.covered else { return .missed(.shorter) }
                guard pass.coveredHash == cover.hash else { return .missed(.edited) }
            }
            hashed = true
            let lines = (pass.rest.lastIndex(of: 10) ?? -1) + 1
            frontier[name] = (cover?.covered ?? 0) + lines
            foldedBytes += lines
            // The part folded after this read: the checkpoint's, then the new whole lines;
            // its hash is the pass's when no line is cut short after them.
            if lines == pass.rest.count {
                seen[name] = Seen(
                    covered: pass.hash.count, hash: pass.hash.value, seen: pass.hash.count, before: pass.before,
                    after: pass.after)
            } else {
                torn = true
            }
            if lines > 0 { tails.append(DeviceFile(device: name, bytes: Array(pass.rest[..<lines]))) }
        }
        var state = checkpoint.state
        // A clock set back since: a line folded may now be far ahead of it, which the whole
        // fold reports (a checkpoint is never written with such a report).
        let now = devices.now()
        if let latest = state.latestStamp, HybridClock.isFarAhead(latest, now: now) { return .missed(.changes) }
        // Only entries of live habits that are not made of others fold on, each stamped
        // after its habit's last entry folded.
        var places: [HabitKey: Int] = [:]
        var stamps: [HabitKey: Stamp] = [:]
        for (place, key) in state.keys.enumerated() where !state.habits[place].isComposite {
            places[key] = place
            stamps[key] = state.entryStamps[key] ?? .zero
        }
        guard let appended = DeviceFold.appended(tails, names: names, after: stamps, now: now) else {
            return .missed(.changes)
        }
        var added: [HabitKey: [Entry]] = [:]
        for line in appended {
            guard let place = places[line.key] else { return .missed(.changes) }
            var entry = line.entry
            entry.habit = state.habits[place].id
            added[line.key, default: []].append(entry)
            state.entryStamps[line.key] = line.stamp
            state.latestStamp = max(state.latestStamp ?? line.stamp, line.stamp)
        }
        var folds = checkpoint.folds
        for (key, entries) in added {
            guard let place = places[key] else { continue }
            let start = folds[key] ?? FoldPoint(history: History(), lastDay: nil)
            folds[key] = start.folding(entries, rules: FoldRules(state.habits[place]))
        }
        var histories: [HabitID: History] = [:]
        var lastDays: [HabitID: Day] = [:]
        // A history taken as it was keeps the hash the checkpoint's bytes gave it.
        var hashes: [HabitID: UInt64] = [:]
        for (key, point) in folds {
            guard let place = places[key] else { continue }
            let id = state.habits[place].id
            histories[id] = point.history
            lastDays[id] = point.lastDay
            if added[key] == nil { hashes[id] = checkpoint.historyHashes[key] }
        }
        var notes = Self.notesLog([], state, lastDays: lastDays)
        notes.historyHashes = hashes
        let read = DeviceRead(
            files: [], base: base?.base, state: state, pending: [], editProblem: nil,
            ownName: try readRegistry().records[absoluteDirectory]?.device, baseLog: base?.log, frontier: frontier,
            habitsText: checkpoint.habitsText)
        var resume = DeviceResume(
            read: read, folded: (notes, histories),
            use: appended.isEmpty ? (hashed ? .verified : .current) : .grown(lines: appended.count), fresh: nil,
            files: [:], baseLog: baseSeen, foldedBytes: foldedBytes)
        if hashed, !torn {
            var fresh = checkpoint
            fresh.state = state
            fresh.folds = folds
            resume.fresh = fresh
            resume.files = seen
        }
        return .resumed(resume)
    }
}
