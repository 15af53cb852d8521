/// One pass over the log, or another file, for the fold checkpoint (docs/performance.md,
/// "The fold checkpoint"): its bytes hashed, on their own or as the fold reads them, with
/// its status before and after the pass. The lines a checkpoint covers are the fold's count
/// (`LogFile.lineCount`).
extension Store {
    /// One pass over the log (or another file) through one descriptor: the hash of all of
    /// it, the hash of its first `covered` bytes, the bytes after them, and its status
    /// before and after the pass. Read a piece at a time: the part covered is never held
    /// whole.
    struct LogPass {
        var hash = ContentHash()
        var coveredHash: UInt64 = 0
        var rest: [UInt8] = []
        var before: FileStatus?
        var after: FileStatus?
    }

    /// `readState(scope, streaming: true, files: files)` through one descriptor of the log,
    /// whose bytes are hashed as the fold reads them (`LogPass`, with nothing covered and
    /// no bytes kept).
    func foldHashing(_ scope: TransactionScope, files: (habits: [UInt8]?, config: [UInt8]?)) throws(StoreError) -> (
        ReadState, LogPass
    ) {
        var pass = LogPass()
        guard let (fd, size) = try openForReading(path(of: .log)) else {
            pass.coveredHash = pass.hash.value
            return (try readState(scope, streaming: true, files: files), pass)
        }
        defer { try? fileSystem.close(fd) }
        let digest = LogDigest()
        pass.before = try? fileSystem.fstat(fd)
        let state = try readState(
            scope, log: OpenLog(fd: fd, size: size, digest: digest), streaming: true, files: files)
        pass.after = try? fileSystem.fstat(fd)
        pass.hash = digest.hash
        pass.coveredHash = digest.hash.value
        return (state, pass)
    }

    /// One pass over the log, or the file at `file` (`LogPass`), the bytes after the first
    /// `covered` kept when `keepingRest`.
    func logPass(covered: Int, keepingRest: Bool = true, file: String? = nil) throws(StoreError) -> LogPass {
        var pass = LogPass()
        let logPath = file ?? path(of: .log)
        guard let (fd, _) = try openForReading(logPath) else {
            pass.coveredHash = pass.hash.value
            return pass
        }
        defer { try? fileSystem.close(fd) }
        pass.before = try? fileSystem.fstat(fd)
        // Room for the bytes kept, at once: grown by doubling, a device file kept whole
        // (nothing of it covered) would be copied again at each step, into fresh memory.
        if keepingRest, let size = pass.before?.size { pass.rest.reserveCapacity(max(0, size - covered)) }
        var buffer = [UInt8](repeating: 0, count: LogFile.pieceSize)
        if covered == 0 { pass.coveredHash = pass.hash.value }
        while true {
            let result = buffer.withUnsafeMutableBytes { raw in
                Result { () throws(StoreError) in try readSome(fd, into: raw, path: logPath) }
            }
            let count = try result.get()
            if count == 0 { break }
            buffer.withUnsafeBytes { raw in
                let piece = UnsafeRawBufferPointer(rebasing: raw[..<count])
                let inCovered = max(0, min(count, covered - pass.hash.count))
                if inCovered > 0 {
                    pass.hash.add(UnsafeRawBufferPointer(rebasing: piece[..<inCovered]))
                    if pass.hash.count == covered { pass.coveredHash = pass.hash.value }
                }
                let after = UnsafeRawBufferPointer(rebasing: piece[inCovered...])
                pass.hash.add(after)
                if keepingRest { pass.rest += after }
            }
        }
        pass.after = try? fileSystem.fstat(fd)
        return pass
    }
}
