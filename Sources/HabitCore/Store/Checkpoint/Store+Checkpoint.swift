/// Reading every habit's history through a fold checkpoint (docs/performance.md, "The
/// fold checkpoint"): the log's bytes a checkpoint covers are folded again only when
/// they may differ from what it says; the lines after them are folded on from it; every
/// other case is the read without one, after which a fresh checkpoint is written.
extension Store {
    /// How a read used its checkpoint.
    package enum CheckpointUse: Equatable, Sendable {
        /// Every identity as the checkpoint has it: the log was not read.
        case current
        /// The log's times too close to the checkpoint's to vouch for its bytes: they were
        /// read and hashed, and were the same.
        case verified
        /// The log grew: only the lines after the checkpoint's were folded.
        case grown(lines: Int)
        /// The read without a checkpoint, for this reason.
        case unused(CheckpointMiss)
    }

    /// Why a read did not use a checkpoint.
    package enum CheckpointMiss: Equatable, Sendable {
        /// No cache directory (`Store.checkpoints`).
        case disabled
        /// A read of anything but every habit's history without notes.
        case scope
        /// Device files grew by a line that is not an entry of a live habit stamped after
        /// every line folded: a change, a setting, an answer, a line without a stamp, a
        /// problem, or lines of another device stamped earlier (the whole fold orders them).
        case changes
        /// A pending journal: the read takes what it undoes into account.
        case journal
        /// No checkpoint yet, or one that does not read whole (cut short, corrupt, of
        /// another format).
        case missing
        /// Written by another build of `habit`.
        case otherBuild
        /// Written for another data directory.
        case otherDirectory
        /// `habits` or `config` is not what the fold was made under.
        case settings
        /// The log is another file (replaced, removed or created).
        case otherFile
        /// The log is shorter than the part folded.
        case shorter
        /// The part folded holds other bytes.
        case edited
        /// The log names an id on a `was=` list: such a read folds those habits from
        /// every entry (`Snapshot.follow`).
        case formerIDs
    }

    /// What the data directory's checkpoint tells about the log, before the read.
    private enum Plan {
        case current(FoldCheckpoint)
        /// The log grew, or its times cannot vouch for it: its part folded was hashed and
        /// is the same; the read goes on from the checkpoint with the rest.
        case resume(FoldCheckpoint, LogPass)
        /// The read without a checkpoint, for this reason.
        case full(CheckpointMiss)
    }

    /// `read(scope)` and how it used the checkpoint; `nil` when there is no data
    /// directory.
    package func readReportingCheckpoint(_ scope: TransactionScope) throws(StoreError) -> (Snapshot, CheckpointUse)? {
        guard try exists(directory) else { return nil }
        let lock = try acquireLock(exclusive: false, create: false)
        defer { release(lock) }
        let (state, use) = try readThroughCheckpoint(scope)
        return (state.snapshot, use)
    }

    /// `readState(scope, streaming: true)`, through the checkpoint where it applies, and
    /// how it was used.
    func readThroughCheckpoint(_ scope: TransactionScope) throws(StoreError) -> (
        state: ReadState, use: CheckpointUse
    ) {
        guard let settings = checkpoints, let file = settings.file(for: absoluteDirectory) else {
            return (try readState(scope, streaming: true), .unused(.disabled))
        }
        guard case .histories(nil, _, nil) = scope else {
            return (try readState(scope, streaming: true), .unused(.scope))
        }
        var (state, use): (ReadState, CheckpointUse)
        var sourceHashes: (UInt64, UInt64)
        if try usesDeviceLayout() {
            (state, use) = try readDevicesThroughCheckpoint(scope, file, settings)
            sourceHashes = hashes(state)
        } else if try exists(journalPath) {
            return (try readState(scope, streaming: true), .unused(.journal))
        } else {
            (state, use, sourceHashes) = try foldThroughCheckpoint(scope, file, settings)
        }
        var sources = ContentHash()
        sources.add(sourceHashes.0)
        sources.add(sourceHashes.1)
        state.snapshot.sourcesHash = sources.value
        return (state, use)
    }

    /// The read of every history through the checkpoint in `file`: the part of
    /// `readThroughCheckpoint` after it applies, with the hashes of `habits` and `config`
    /// as the state read them.
    private func foldThroughCheckpoint(_ scope: TransactionScope, _ file: String, _ settings: CheckpointSettings)
        throws(StoreError) -> (state: ReadState, use: CheckpointUse, sourceHashes: (habits: UInt64, config: UInt64))
    {
        // `habits` and `config` are read once: whichever way the read goes, it parses the
        // bytes hashed, which a checkpoint is taken for and written with.
        let files = (habits: try readFile(path(of: .habits)), config: try readFile(path(of: .config)))
        let sources = (habits: ContentHash.of(files.habits ?? []), config: ContentHash.of(files.config ?? []))
        switch try plan(file, settings, habitsHash: sources.habits, configHash: sources.config) {
        case .current(let checkpoint):
            let state = try readState(scope, streaming: true, resuming: (checkpoint.resume, []), files: files)
            return (state, .current, sources)
        case .resume(let checkpoint, let pass):
            var state = try readState(scope, streaming: true, resuming: (checkpoint.resume, pass.rest), files: files)
            // The whole lines folded on (a torn last one is not).
            let lines = pass.rest.withUnsafeBufferPointer { LogBytes.newlineCount($0) }
            if pass.before == pass.after, let status = pass.before, let draft = draftCheckpoint(file, settings) {
                // A log changed within `settle` of now: the next read hashes it whatever
                // checkpoint it finds, so a fresh one would save it only the fold of these
                // lines, worth its write only when they are many.
                let settled =
                    status.changed < draft.now &- settings.settle
                    && status.modified < draft.now &- settings.settle
                if settled || pass.rest.count >= settings.foldedOnWorthWriting,
                    let fresh = self.checkpoint(of: state, sources, status, pass, settings)
                {
                    keepHashes(writeCheckpoint(fresh, through: draft, settings), in: &state)
                } else {
                    discard(draft)
                }
            }
            return (state, pass.rest.isEmpty ? .verified : .grown(lines: lines), sources)
        case .full(let miss):
            guard let draft = draftCheckpoint(file, settings) else {
                return (try readState(scope, streaming: true, files: files), .unused(miss), sources)
            }
            // One pass through one descriptor: the log folded as it streams, each piece
            // hashed as it is read, so the bytes hashed are the bytes folded; a log whose
            // status moved during the pass keeps no checkpoint.
            var (state, pass) = try foldHashing(scope, files: files)
            if pass.before == pass.after, let fresh = checkpoint(of: state, sources, pass.before, pass, settings) {
                keepHashes(writeCheckpoint(fresh, through: draft, settings), in: &state)
            } else {
                discard(draft)
            }
            return (state, .unused(formerIDsNamed(state) ? .formerIDs : miss), sources)
        }
    }

    /// The histories' hashes a checkpoint's write took, kept with the read's log as the
    /// hashes of its histories (`LogFile.historyHashes`): the kept tallies' keys, which
    /// would otherwise be taken by writing each history out again.
    private func keepHashes(_ hashes: [HabitID: UInt64], in state: inout ReadState) {
        state.snapshot.log.historyHashes.merge(hashes) { _, written in written }
    }

    /// The hashes of `habits` and `config` as `state` read them.
    private func hashes(_ state: ReadState) -> (UInt64, UInt64) {
        (ContentHash.of(state.habitsBytes ?? []), ContentHash.of(state.configBytes ?? []))
    }

    /// Whether the log names an id on a `was=` list (`readState` then folds those habits
    /// from their entries: not the fold a checkpoint keeps).
    private func formerIDsNamed(_ state: ReadState) -> Bool {
        let former = state.snapshot.habitsFile.formerIDs
        return !former.isEmpty && (state.snapshot.log.firstLines?.contains { former[$0.id] != nil } ?? true)
    }

    /// What the checkpoint in `file` allows, the log read (in one pass) when it must be.
    private func plan(
        _ file: String, _ settings: CheckpointSettings, habitsHash: UInt64, configHash: UInt64
    ) throws(StoreError) -> Plan {
        let logPath = path(of: .log)
        let status = try sys("read", logPath) { () throws(SystemCallError) in
            try fileSystem.status(logPath, followingLinks: true)
        }
        guard let (checkpoint, written) = loadCheckpoint(file) else { return .full(.missing) }
        if checkpoint.build != settings.build { return .full(.otherBuild) }
        if checkpoint.directory != absoluteDirectory { return .full(.otherDirectory) }
        if checkpoint.habitsHash != habitsHash || checkpoint.configHash != configHash {
            return .full(.settings)
        }
        guard let known = checkpoint.log, let status else {
            return checkpoint.log == nil && status == nil ? .current(checkpoint) : .full(.otherFile)
        }
        if known == FoldCheckpoint.Identity(status), known.changed < written &- settings.settle,
            known.modified < written &- settings.settle
        {
            return .current(checkpoint)
        }
        guard known.isSameFile(as: status) else { return .full(.otherFile) }
        guard status.size >= checkpoint.covered else { return .full(.shorter) }
        let pass = try logPass(covered: checkpoint.covered)
        guard let before = pass.before, known.isSameFile(as: before) else { return .full(.otherFile) }
        guard before.size >= checkpoint.covered, pass.hash.count >= checkpoint.covered else {
            return .full(.shorter)
        }
        guard pass.coveredHash == checkpoint.logHash else { return .full(.edited) }
        return .resume(checkpoint, pass)
    }

    /// The checkpoint of a read of every history whose log `pass` went over, under
    /// `habits` and `config` of the hashes `sources`; `nil` when none may be written: the
    /// log has a problem (a torn last line among them) or names an id on a `was=` list.
    private func checkpoint(
        of state: ReadState, _ sources: (habits: UInt64, config: UInt64), _ status: FileStatus?, _ pass: LogPass,
        _ settings: CheckpointSettings
    ) -> FoldCheckpoint? {
        let snapshot = state.snapshot
        guard snapshot.log.issues.isEmpty, !formerIDsNamed(state), let firstLines = snapshot.log.firstLines else {
            return nil
        }
        var folds: [HabitID: FoldPoint] = [:]
        for (id, history) in snapshot.histories {
            folds[id] = FoldPoint(history: history, lastDay: snapshot.log.lastDays[id])
        }
        return FoldCheckpoint(
            build: settings.build, directory: absoluteDirectory, habitsHash: sources.habits,
            configHash: sources.config, log: status.map(FoldCheckpoint.Identity.init),
            covered: pass.hash.count, lines: snapshot.log.lineCount, logHash: pass.hash.value, firstLines: firstLines,
            folds: folds)
    }
}
