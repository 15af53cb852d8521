/// Reading every habit's history in the device layout through a checkpoint of the device
/// fold (docs/performance.md, "The device checkpoint"): the device files' bytes it covers
/// are read again only when their identities cannot vouch for them, and then only hashed;
/// entry lines appended after them are folded on from it; every other case is the whole
/// fold, after which a fresh checkpoint is written.
extension Store {
    /// `readThroughCheckpoint` in the device layout, with the checkpoint in `file`.
    func readDevicesThroughCheckpoint(
        _ scope: TransactionScope, _ file: String, _ settings: CheckpointSettings
    ) throws(StoreError) -> (state: ReadState, use: CheckpointUse) {
        let miss: CheckpointMiss
        switch try resumeDevices(file, settings) {
        case .resumed(let resume):
            let state = try readState(scope, streaming: true, devices: (resume.read, resume.folded))
            keep(resume, file, settings)
            return (state, resume.use)
        case .missed(let why):
            miss = why
        }
        let names = try deviceNames()
        var before: [String: FileStatus] = [:]
        for name in names { before[name] = try? fileSystem.status(devicePath(name), followingLinks: true) }
        let baseLogPath = DataDirectory.join(baseDirectory, DataFile.log.fileName)
        let baseBefore = try? fileSystem.status(baseLogPath, followingLinks: true)
        let state = try readState(scope, streaming: true)
        if let draft = draftCheckpoint(file, settings) {
            if let fresh = deviceCheckpoint(of: state, before: before, baseBefore: baseBefore, draft, settings) {
                writeCacheFile(fresh.encoded(), through: draft, settings)
            } else {
                discard(draft)
            }
        }
        return (state, .unused(miss))
    }

    /// The device layout's state through the device checkpoint, for a write that appends
    /// nothing of its own and makes the snapshots (`settleDeviceLayout`): `nil` without a
    /// checkpoint that holds it (the caller then folds the files). The read holds no
    /// file's bytes (`DeviceRead.frontier`) and no entries.
    func resumedDeviceRead() throws(StoreError) -> DeviceRead? { try resumedAndKept()?.read }

    /// A write's read of one habit's history without its entries (`TransactionScope.habit`
    /// with `entries` false: `check`, `uncheck`, `skip` of one habit) through the device
    /// checkpoint: the state, and the habit's history as the checkpoint folded it, with no
    /// entry read. `nil` when the checkpoint does not hold them, or the habit is none of
    /// the state's or is made of others: the caller then reads as without it.
    func resumedHabitRead(_ scope: TransactionScope) throws(StoreError) -> ReadState? {
        guard case .habit(let id, _, entries: false) = scope, try usesDeviceLayout(),
            let resume = try resumedAndKept(), let key = resume.read.state.key(of: id),
            resume.read.state.habit(key)?.isComposite == false
        else { return nil }
        let histories = resume.folded.histories[id].map { [id: $0] } ?? [:]
        return try readState(scope, journal: false, devices: (resume.read, (resume.folded.log, histories)))
    }

    /// The read resumed from the data directory's device checkpoint, the checkpoint kept
    /// with what it folded on; `nil` without a cache or a checkpoint that holds the state.
    private func resumedAndKept() throws(StoreError) -> DeviceResume? {
        guard let settings = checkpoints, let file = settings.file(for: absoluteDirectory),
            case .resumed(let resume) = try resumeDevices(file, settings)
        else { return nil }
        keep(resume, file, settings)
        return resume
    }

    /// Writes the checkpoint a resumed read folded on, when it changed and every file the
    /// read hashed has settled, so that the new checkpoint's identities vouch for them. A
    /// file changed in the last `settle` (a line just appended) leaves the checkpoint as it
    /// is: the next read hashes the part it covers and folds the new lines on again, which
    /// costs less than writing the whole checkpoint out at every read; the first read once
    /// the files have settled writes it. As for one `log`, lines folded on worth a fresh
    /// checkpoint (`CheckpointSettings.foldedOnWorthWriting`) have it written at once.
    private func keep(_ resume: DeviceResume, _ file: String, _ settings: CheckpointSettings) {
        guard var fresh = resume.fresh, let draft = draftCheckpoint(file, settings) else { return }
        var settled = true
        for (name, seen) in resume.files {
            let cover = seen.cover(now: draft.now, settle: settings.settle)
            fresh.files[name] = cover
            settled = settled && cover?.trusted == true
        }
        if let path = fresh.baseLog?.path, let seen = resume.baseLog {
            let cover = seen.cover(now: draft.now, settle: settings.settle)
            if let cover { fresh.baseLog = (path, cover) }
            settled = settled && cover?.trusted == true
        }
        guard settled || resume.foldedBytes >= settings.foldedOnWorthWriting else { return discard(draft) }
        writeCacheFile(fresh.encoded(), through: draft, settings)
    }

    /// A hash of `base/habits` and `base/config` as they are now.
    func baseHash() throws(StoreError) -> UInt64 {
        var hash = ContentHash()
        for file in [DataFile.habits, .config] {
            let bytes = try readFile(DataDirectory.join(baseDirectory, file.fileName))
            hash.add(bytes == nil ? 0 : 1)
            hash.add(ContentHash.of(bytes ?? []))
        }
        return hash.value
    }

    /// The checkpoint of a whole read of every history in the device layout; `nil` when
    /// none may be written: an edit of a snapshot or a plain `log` waits to be taken in,
    /// a line has a problem, a report depends on the clock, the base holds entries outside
    /// one `log`, the histories were read through the state's `log`, a habit does not read
    /// back as written (the read parsed the state's `habits` text, which the checkpoint
    /// keeps), or a file changed while it was read.
    private func deviceCheckpoint(
        of state: ReadState, before: [String: FileStatus], baseBefore: FileStatus?, _ draft: CheckpointDraft,
        _ settings: CheckpointSettings
    ) -> DeviceCheckpoint? {
        guard let read = state.devices, read.pending.isEmpty, read.editProblem == nil, read.keptEdits.isEmpty,
            read.intake == nil, read.state.problems.isEmpty, state.logBytes == nil,
            read.base?.entries.isEmpty ?? true, (try? plainLogsBeside()) == false,
            !read.state.reports.contains(where: { if case .stampAhead = $0 { true } else { false } }),
            state.snapshot.habitsFile.habits == read.state.habits,
            let baseHash = try? baseHash()
        else { return nil }
        var files: [String: DeviceCheckpoint.Cover] = [:]
        for file in read.files {
            let covered = (file.bytes.lastIndex(of: 10) ?? -1) + 1
            let seen = Seen(
                covered: covered, hash: ContentHash.of(Array(file.bytes[..<covered])), seen: file.bytes.count,
                before: before[file.device],
                after: try? fileSystem.status(devicePath(file.device), followingLinks: true))
            guard let cover = seen.cover(now: draft.now, settle: settings.settle) else { return nil }
            files[file.device] = cover
        }
        var baseLog: (String, DeviceCheckpoint.Cover)?
        if let path = read.baseLog {
            // The base's `log` was folded as it streamed: hashed in a pass of its own, which
            // must find the file as it was before the read. Its identity vouches for it
            // later only when it had settled before the read; until then every read hashes it.
            guard path == DataDirectory.join(baseDirectory, DataFile.log.fileName),
                let pass = try? logPass(covered: 0, keepingRest: false, file: path), pass.before == baseBefore,
                let cover = Seen(
                    covered: pass.hash.count, hash: pass.hash.value, seen: pass.hash.count, before: pass.before,
                    after: pass.after
                ).cover(now: draft.now, settle: settings.settle)
            else { return nil }
            baseLog = (path, cover)
        }
        var folds: [HabitKey: FoldPoint] = [:]
        for (id, history) in state.snapshot.histories {
            guard let key = read.state.key(of: id) else { return nil }
            folds[key] = FoldPoint(history: history, lastDay: state.snapshot.log.lastDays[id])
        }
        var kept = read.state
        kept.entries = [:]
        return DeviceCheckpoint(
            build: settings.build, directory: absoluteDirectory, baseHash: baseHash, baseLog: baseLog, files: files,
            state: kept, folds: folds)
    }

    /// Whether a plain `log`, one being moved, or a conflict copy of one lies beside the
    /// device files (taken in by the next write, or read as part of the base).
    func plainLogsBeside() throws(StoreError) -> Bool {
        try listing(directory).contains { name in
            name == DataFile.log.fileName || name.hasPrefix(Store.movingLogPrefix)
                || ConflictCopy.find(in: [name]).contains { $0.file == .log }
        }
    }
}
