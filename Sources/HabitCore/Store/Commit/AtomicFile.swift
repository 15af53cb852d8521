#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one writer of temporary files: replaces a file whole or not at all, through the
/// `FileSystem` seam. The store's data files, its journal and `habit export --output`
/// all go through it.
///
/// The bytes go to a temporary file in the target's directory, which is written, given
/// its mode, `fsync`ed, closed and renamed over the target; then the directory is
/// `fsync`ed, so the new name survives a crash. On any failure before the rename the
/// temporary file is deleted and the target is untouched.
package struct AtomicFile: Sendable {
    /// The seam every call goes through.
    package let fileSystem: any FileSystem

    /// A writer over `fileSystem`.
    package init(fileSystem: any FileSystem = SystemFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Replaces `target` with `bytes` through the temporary file `temporary` (in the same
    /// directory), created with permission bits `mode` — exactly, or, with `umask`, less
    /// what the process's umask takes away. With `exclusive`, the temporary file must not
    /// exist yet (`O_EXCL`): for a name outside the data directory, where someone else's
    /// file may sit.
    package func write(
        _ bytes: [UInt8], to target: String, through temporary: String, mode: UInt32, umask: Bool = false,
        exclusive: Bool = false
    ) throws(StoreError) {
        try write(to: target, through: temporary, mode: mode, umask: umask, exclusive: exclusive) {
            (emit) throws(StoreError) in try emit(bytes[...])
        }
    }

    /// `write(_:to:through:mode:umask:exclusive:)` with the content handed over as pieces,
    /// in order, by `pieces` (which calls its argument once per piece): pieces under
    /// 64 KiB are gathered into one `write()`, larger ones written as they are. So content
    /// made of arrays the caller already holds — the journal's saved files, the kept runs
    /// of a rewritten log — is never joined into one more copy of itself.
    package func write(
        to target: String, through temporary: String, mode: UInt32, umask: Bool = false, exclusive: Bool = false,
        pieces: ((ArraySlice<UInt8>) throws(StoreError) -> Void) throws(StoreError) -> Void
    ) throws(StoreError) {
        let fill = { (fd: Int32) throws(StoreError) in
            var gathered: [UInt8] = []
            try pieces { (piece) throws(StoreError) in
                if gathered.count + piece.count > AtomicFile.gatherLimit, !gathered.isEmpty {
                    try writeAll(fd, gathered[...], path: temporary)
                    gathered.removeAll(keepingCapacity: true)
                }
                if piece.count >= AtomicFile.gatherLimit {
                    try writeAll(fd, piece, path: temporary)
                } else {
                    gathered.append(contentsOf: piece)
                }
            }
            try writeAll(fd, gathered[...], path: temporary)
        }
        try replace(target, through: temporary, mode: mode, umask: umask, exclusive: exclusive, failure: { $0 }, fill)
    }

    /// How many bytes of small pieces are gathered into one `write()`.
    static let gatherLimit = 64 * 1024

    /// `write(_:to:through:mode:umask:exclusive:)` with the bytes written by `fill` to the
    /// temporary file's descriptor, a piece at a time (`habit export --output` streams):
    /// whatever `fill` throws leaves the target untouched and the temporary file deleted.
    package func write(
        to target: String, through temporary: String, mode: UInt32, umask: Bool = false, exclusive: Bool = false,
        filling fill: (Int32) throws -> Void
    ) throws {
        try replace(
            target, through: temporary, mode: mode, umask: umask, exclusive: exclusive, failure: { $0 }, fill)
    }

    /// The one replacing sequence both `write`s share; `failure` carries the store's own
    /// errors into the caller's error type.
    private func replace<Failure: Error>(
        _ target: String, through temporary: String, mode: UInt32, umask: Bool, exclusive: Bool,
        failure: (StoreError) -> Failure, _ fill: (Int32) throws(Failure) -> Void
    ) throws(Failure) {
        let options: OpenOptions = exclusive ? [.write, .create, .exclusive] : [.write, .create, .truncate]
        let fd: Int32
        do {
            fd = try call("create", temporary) { () throws(SystemCallError) in
                try fileSystem.open(temporary, options, mode: mode)
            }
        } catch { throw failure(error) }
        var open = true
        do throws(Failure) {
            try fill(fd)
            do throws(StoreError) {
                if !umask {
                    // `open` applies the umask; a data file keeps its mode outright.
                    try call("set mode of", temporary) { () throws(SystemCallError) in
                        try fileSystem.fchmod(fd, mode: mode)
                    }
                }
                try call("sync", temporary) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
                open = false  // a failed close(2) still frees the descriptor: never close twice
                try call("close", temporary) { () throws(SystemCallError) in try fileSystem.close(fd) }
            } catch { throw failure(error) }
        } catch {
            if open { try? fileSystem.close(fd) }
            try? fileSystem.unlink(temporary)
            throw error
        }
        do { try fileSystem.rename(temporary, to: target) } catch {
            try? fileSystem.unlink(temporary)
            throw failure(.io(operation: "replace", path: target, code: error.code))
        }
        do { try syncDirectory(AtomicFile.parent(of: target)) } catch { throw failure(error) }
    }

    /// Writes all of `bytes` to `fd` (several calls if the kernel takes less at once).
    /// For files nobody else sees yet: temporary files, backups and `rejects`; and for a
    /// device or pipe an export is written to.
    package func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreError) {
        try writeAll(fd, bytes[...], path: path)
    }

    /// `writeAll(_:_:path:)` for a part of an array, written where it lies.
    package func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(StoreError) {
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Result { () throws(SystemCallError) in
                    try fileSystem.write(fd, UnsafeRawBufferPointer(rebasing: buffer[done...]))
                }
            }
            let n = try call("write", path) { () throws(SystemCallError) in try result.get() }
            if n <= 0 { throw .incompleteWrite(path: path) }
            done += n
        }
    }

    /// `fsync`s a directory, so that creations and renames in it survive a crash. File
    /// systems that cannot sync directories are tolerated.
    func syncDirectory(_ path: String) throws(StoreError) {
        let fd = try call("open directory", path) { () throws(SystemCallError) in
            try fileSystem.open(path, [.read, .directory], mode: 0)
        }
        defer { try? fileSystem.close(fd) }
        do { try fileSystem.fsync(fd) } catch {
            if !directorySyncUnsupported.contains(error.code) {
                throw .io(operation: "sync directory", path: path, code: error.code)
            }
        }
    }

    /// Runs one system call, naming `operation` and `path` in any error.
    package func call<T>(
        _ operation: String, _ path: String, _ body: () throws(SystemCallError) -> T
    ) throws(StoreError) -> T {
        do { return try body() } catch { throw .io(operation: operation, path: path, code: error.code) }
    }

    /// The directory part of `path` (`.` when there is none).
    package static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
