/// The checkpoint files in the cache directory (docs/performance.md, "The fold
/// checkpoint"): read whole and checked, written to a temporary file and renamed, at most
/// `CheckpointSettings.kept` of them. A cache directory that cannot be read or written
/// only costs time: no error, no warning.
extension Store {
    /// The checkpoint in `file`, with the time it was written (its `modified`); `nil` when
    /// there is none or it does not read whole.
    func loadCheckpoint(_ file: String) -> (FoldCheckpoint, written: Int64)? {
        withCacheFile(file) { bytes, written, mapping in
            FoldCheckpoint.decode(bytes, mapping: mapping).map { ($0, written) }
        }
    }

    /// `body` of the bytes of the cache file `file` and its `modified` time; `nil` when
    /// `body` is, or the file is not a regular file within `sizeLimit` that reads whole.
    func withCacheFile<T>(_ file: String, _ body: (UnsafeRawBufferPointer, Int64) -> T?) -> T? {
        withCacheFile(file) { bytes, written, _ in body(bytes, written) }
    }

    /// `body` of the bytes of the cache file `file`, its `modified` time and, when the file
    /// is mapped, the `CacheMapping` that owns them; `nil` when `body` is, or the file is
    /// not a regular file within `sizeLimit` that reads whole. The bytes are the file
    /// mapped where the file system can (no copy: a warm read's checkpoint is most of what
    /// it reads), else read into memory and live only during `body`. A mapping lives on
    /// while what `body` made holds it (a history read in place, docs/performance.md,
    /// "Histories read in place") and is unmapped when the last holder goes. A cache file
    /// is only ever replaced by a rename, never shortened in place, so a mapping of it
    /// keeps its bytes; one shortened in place by another program would make a read past
    /// its new end raise SIGBUS (`CacheMapping`).
    func withCacheFile<T>(_ file: String, _ body: (UnsafeRawBufferPointer, Int64, CacheMapping?) -> T?) -> T? {
        guard let fd = try? fileSystem.open(file, [.read, .nonBlocking], mode: 0) else { return nil }
        defer { try? fileSystem.close(fd) }
        guard let status = try? fileSystem.fstat(fd), status.kind == .regular,
            status.size <= (checkpoints?.sizeLimit ?? 0)
        else { return nil }
        if let mapped = fileSystem.map(fd, size: status.size) {
            let mapping = CacheMapping(mapped, of: fileSystem)
            return body(mapped, status.modified, mapping)
        }
        guard let bytes = try? readAll(fd, size: status.size, path: file) else { return nil }
        return bytes.withUnsafeBytes { body($0, status.modified, nil) }
    }

    /// A checkpoint being written: its temporary file beside `file`, open, and the time
    /// the file system gave it (its clock, read where the checkpoint goes).
    struct CheckpointDraft {
        let fd: Int32
        let temporary: String
        let file: String
        let now: Int64
    }

    /// Starts writing the checkpoint `file`: a temporary file beside it, created
    /// exclusively (`fold-HASH.tmp-TIME`); `nil` when the cache cannot take one.
    func draftCheckpoint(_ file: String, _ settings: CheckpointSettings) -> CheckpointDraft? {
        guard let cache = settings.directory else { return nil }
        if (try? fileSystem.status(cache, followingLinks: true)) == nil {
            guard (try? makeDirectories(cache, mode: 0o700, durable: false)) != nil else { return nil }
        }
        let temporary = file + ".tmp-\(devices.now())"
        guard let fd = try? fileSystem.open(temporary, [.write, .create, .exclusive], mode: 0o600) else { return nil }
        guard let status = try? fileSystem.fstat(fd) else {
            discard(CheckpointDraft(fd: fd, temporary: temporary, file: file, now: 0))
            return nil
        }
        return CheckpointDraft(fd: fd, temporary: temporary, file: file, now: status.modified)
    }

    /// Gives the checkpoint up: its temporary file goes.
    func discard(_ draft: CheckpointDraft) {
        try? fileSystem.close(draft.fd)
        try? fileSystem.unlink(draft.temporary)
    }

    /// Writes `checkpoint` through `draft`, renamed over its file: a reader sees the old
    /// file or the new one, and one cut short by a crash fails its hash. Not `fsync`ed: a
    /// checkpoint lost costs one read's time. Refused above `settings.sizeLimit` (and the
    /// old one removed); then the oldest checkpoints beyond `settings.kept` go.
    /// Returns each history's `History.contentHash`, which the encoding takes for the seal
    /// (those of the histories encoded before a write that stopped short).
    @discardableResult
    func writeCheckpoint(_ checkpoint: FoldCheckpoint, through draft: CheckpointDraft, _ settings: CheckpointSettings)
        -> [HabitID: UInt64]
    {
        var hashes: [HabitID: UInt64] = [:]
        hashes.reserveCapacity(checkpoint.folds.count)
        writeCacheFile(through: draft, settings) { emit in checkpoint.encode(emit) { hashes[$0] = $1 } }
        return hashes
    }

    /// Writes `bytes` through `draft`, renamed over its file (`writeCheckpoint`).
    func writeCacheFile(_ bytes: [UInt8], through draft: CheckpointDraft, _ settings: CheckpointSettings) {
        writeCacheFile(through: draft, settings) { emit in emit(bytes[...]) }
    }

    /// Writes the pieces `produce` hands its `emit` through `draft`, renamed over its
    /// file (`writeCheckpoint`); the file is removed instead when they come to more than
    /// `settings.sizeLimit` bytes.
    private func writeCacheFile(
        through draft: CheckpointDraft, _ settings: CheckpointSettings,
        _ produce: ((ArraySlice<UInt8>) -> Bool) -> Bool
    ) {
        var size = 0
        let written = produce { piece in
            size += piece.count
            return size <= settings.sizeLimit
                && (try? atomicFile.writeAll(draft.fd, piece, path: draft.temporary)) != nil
        }
        guard size <= settings.sizeLimit, let cache = settings.directory else {
            discard(draft)
            try? fileSystem.unlink(draft.file)
            return
        }
        let closed = (try? fileSystem.close(draft.fd)) != nil
        guard written, closed, replace(draft.file, with: draft.temporary) else {
            try? fileSystem.unlink(draft.temporary)
            return
        }
        prune(cache, settings)
    }

    /// Puts `temporary` in `file`'s place: the old file removed, then `temporary` renamed
    /// to its name. A rename over an existing file makes ext4 start writing the new one
    /// out at once (its `auto_da_alloc`, about 1 ms for a 1.6 MB checkpoint), which a cache
    /// need not pay; a reader between the two steps finds no checkpoint and reads the log,
    /// which costs it time, never an answer.
    private func replace(_ file: String, with temporary: String) -> Bool {
        try? fileSystem.unlink(file)
        return (try? fileSystem.rename(temporary, to: file)) != nil
    }

    /// Removes the checkpoints beyond `settings.kept`, oldest first, kept engine tallies
    /// whose checkpoint is gone (`fold-HASH.tallies`), and temporary files a killed writer
    /// left (over a minute old, by the time in their names).
    private func prune(_ cache: String, _ settings: CheckpointSettings) {
        guard let names = try? fileSystem.contentsOfDirectory(cache) else { return }
        let now = devices.now()
        var checkpoints: [(path: String, modified: Int64)] = []
        var tallies: [String] = []
        for name in names where name.hasPrefix("fold-") {
            let path = DataDirectory.join(cache, name)
            // `fold-HASH.tmp-TIME` or `fold-HASH.tallies.tmp-TIME`: a temporary file.
            let parts = name.split(separator: "-")
            if parts.count == 3, parts[1].hasSuffix(".tmp") {
                if let started = Int64(parts[2]), started < now - 60_000 { try? fileSystem.unlink(path) }
            } else if name.hasSuffix(CheckpointSettings.talliesSuffix) {
                tallies.append(path)
            } else if let status = try? fileSystem.status(path, followingLinks: false) {
                checkpoints.append((path, status.modified))
            }
        }
        let removed = checkpoints.sorted(by: { $0.modified < $1.modified }).dropLast(settings.kept).map(\.path)
        for path in removed { try? fileSystem.unlink(path) }
        let kept = Set(checkpoints.map(\.path)).subtracting(removed)
        for path in tallies where !kept.contains(String(path.dropLast(CheckpointSettings.talliesSuffix.count))) {
            try? fileSystem.unlink(path)
        }
    }
}
