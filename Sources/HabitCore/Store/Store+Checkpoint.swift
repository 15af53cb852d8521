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
        /// The device layout.
        case deviceLayout
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
        /// The log's bytes (read whole) and its status while they were read, with the
        /// checkpoint they go on from (`nil`: read from the start).
        case read(LogRead, FoldCheckpoint?, CheckpointMiss?)
    }

    /// The log read whole through one descriptor, with its status before and after.
    private struct LogRead {
        var bytes: [UInt8]
        var before: FileStatus?
        var after: FileStatus?
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
        guard let settings = checkpoints, let file = settings.file(for: directory) else {
            return (try readState(scope, streaming: true), .unused(.disabled))
        }
        guard case .histories(nil, _, nil) = scope else {
            return (try readState(scope, streaming: true), .unused(.scope))
        }
        if try usesDeviceLayout() { return (try readState(scope, streaming: true), .unused(.deviceLayout)) }
        if try exists(journalPath) { return (try readState(scope, streaming: true), .unused(.journal)) }
        let habitsHash = ContentHash.of(try readFile(path(of: .habits)) ?? [])
        let configHash = ContentHash.of(try readFile(path(of: .config)) ?? [])
        let plan = try plan(file, settings, habitsHash: habitsHash, configHash: configHash)
        var state: ReadState
        var use: CheckpointUse
        let read: LogRead
        switch plan {
        case .current(let checkpoint):
            state = try readState(scope, streaming: true, resuming: (checkpoint.resume, []))
            use = .current
            // `habits` or `config` changed since they were hashed: read again, whole.
            guard hashes(state) == (habitsHash, configHash) else {
                return (try readState(scope, streaming: true), .unused(.settings))
            }
            return (state, use)
        case .read(let log, let checkpoint?, _):
            read = log
            let rest = Array(log.bytes[checkpoint.covered...])
            state = try readState(scope, streaming: true, resuming: (checkpoint.resume, rest))
            use = rest.isEmpty ? .verified : .grown(lines: rest.withUnsafeBufferPointer { LogBytes.newlineCount($0) })
            if hashes(state) != (habitsHash, configHash) {
                state = try readState(scope, streaming: true)
                return (state, .unused(.settings))
            }
        case .read(let log, nil, let miss):
            read = log
            state = try readState(
                scope, streaming: true,
                resuming: (LogResume(offset: 0, lines: 0, firstLines: [], folds: [:]), log.bytes))
            use = .unused(miss ?? .missing)
        }
        if let checkpoint = checkpoint(of: state, read, settings) {
            if checkpoint.habitsHash == habitsHash, checkpoint.configHash == configHash {
                writeCheckpoint(checkpoint, to: file, settings)
            }
        } else if case .unused = use, formerIDsNamed(state) {
            use = .unused(.formerIDs)
        }
        return (state, use)
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

    /// What the checkpoint in `file` allows, the log read whole when it must be read.
    private func plan(
        _ file: String, _ settings: CheckpointSettings, habitsHash: UInt64, configHash: UInt64
    ) throws(StoreError) -> Plan {
        let logPath = path(of: .log)
        let status = try sys("read", logPath) { () throws(SystemCallError) in
            try fileSystem.status(logPath, followingLinks: true)
        }
        let loaded = loadCheckpoint(file)
        var miss: CheckpointMiss?
        if let (checkpoint, written) = loaded {
            if checkpoint.build != settings.build {
                miss = .otherBuild
            } else if checkpoint.directory != directory {
                miss = .otherDirectory
            } else if checkpoint.habitsHash != habitsHash || checkpoint.configHash != configHash {
                miss = .settings
            } else if let known = checkpoint.log, let status, known == FoldCheckpoint.Identity(status),
                known.changed < written &- settings.settle, known.modified < written &- settings.settle
            {
                return .current(checkpoint)
            } else if checkpoint.log == nil, status == nil {
                return .current(checkpoint)
            }
        } else {
            miss = .missing
        }
        let log = try readLog()
        guard miss == nil, let (checkpoint, _) = loaded else { return .read(log, nil, miss) }
        guard let known = checkpoint.log, let before = log.before, known.isSameFile(as: before) else {
            return .read(log, nil, .otherFile)
        }
        guard log.bytes.count >= checkpoint.covered else { return .read(log, nil, .shorter) }
        var hash = ContentHash()
        log.bytes.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[..<checkpoint.covered])) }
        guard hash.value == checkpoint.logHash else { return .read(log, nil, .edited) }
        return .read(log, checkpoint, nil)
    }

    /// The log read whole through one descriptor, with its status before and after the
    /// read (a missing log reads as empty).
    private func readLog() throws(StoreError) -> LogRead {
        let logPath = path(of: .log)
        guard let (fd, size) = try openForReading(logPath) else { return LogRead(bytes: [], before: nil, after: nil) }
        defer { try? fileSystem.close(fd) }
        let before = try? fileSystem.fstat(fd)
        let bytes = try readAll(fd, size: size, path: logPath)
        return LogRead(bytes: bytes, before: before, after: try? fileSystem.fstat(fd))
    }

    /// The checkpoint of a read of every history from `read`; `nil` when none may be
    /// written: the log changed while it was read, has a problem (a torn last line among
    /// them), or names an id on a `was=` list.
    private func checkpoint(of state: ReadState, _ read: LogRead, _ settings: CheckpointSettings) -> FoldCheckpoint? {
        let snapshot = state.snapshot
        guard read.before == read.after, read.bytes.last == 10 || read.bytes.isEmpty,
            snapshot.log.issues.isEmpty, !formerIDsNamed(state), let firstLines = snapshot.log.firstLines
        else { return nil }
        var folds: [HabitID: FoldPoint] = [:]
        for (id, history) in snapshot.histories {
            folds[id] = FoldPoint(history: history, lastDay: snapshot.log.lastDays[id])
        }
        return FoldCheckpoint(
            build: settings.build, directory: directory, habitsHash: ContentHash.of(state.habitsBytes ?? []),
            configHash: ContentHash.of(state.configBytes ?? []), log: read.before.map(FoldCheckpoint.Identity.init),
            covered: read.bytes.count, lines: read.bytes.withUnsafeBufferPointer { LogBytes.newlineCount($0) },
            logHash: ContentHash.of(read.bytes), firstLines: firstLines, folds: folds)
    }
}
