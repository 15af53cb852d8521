import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export file (docs/import.md, "habit's own export").
///
/// A file (or no file yet) is replaced whole or not at all, through the store's one
/// temporary-file writer (`AtomicFile`): a temporary file next to it, `fsync`, `rename`
/// over the target, then `fsync` of the directory. A symbolic link is followed, so the
/// file it points at is replaced and the link stays. Anything that is not a file — a
/// device (`/dev/stdout`, `/dev/full`) or a named pipe — is written to as the shell's
/// `>` would, never renamed over.
enum ExportFile {
    /// The most links followed before giving up (as the kernel's `ELOOP`).
    static let maximumLinks = 40

    /// Throws the store's error, named after `path` rather than the temporary file.
    static func write(_ bytes: [UInt8], to path: String, fileSystem: any FileSystem) throws(StoreError) {
        let file = AtomicFile(fileSystem: fileSystem)
        let status = try file.call("read status of", path) { () throws(SystemCallError) in
            try fileSystem.status(path, followingLinks: true)
        }
        switch status?.kind {
        case .other?: return try writeInPlace(bytes, to: path, fileSystem: fileSystem)
        case .directory?: throw .io(operation: "write", path: path, code: EISDIR)
        case .regular?, .symbolicLink?, nil: break
        }
        let target = try resolve(path, fileSystem: fileSystem)
        do {
            // The process id keeps two exports to one directory apart; `O_EXCL` never
            // truncates someone else's file of that name.
            try file.write(
                bytes, to: target, through: target + ".tmp-\(getpid())", mode: 0o644, umask: true, exclusive: true)
        } catch {
            throw named(error, path)
        }
    }

    /// `error` as a failure to write `path` (the name the user gave, not a temporary file
    /// or a link's target).
    private static func named(_ error: StoreError, _ path: String) -> StoreError {
        if case .io(_, _, let code) = error { return .io(operation: "write", path: path, code: code) }
        return .incompleteWrite(path: path)
    }

    /// `path` with every symbolic link along its last component followed (a relative
    /// link is read from the link's own directory): the file to replace, which may not
    /// exist yet.
    static func resolve(_ path: String, fileSystem: any FileSystem) throws(StoreError) -> String {
        let file = AtomicFile(fileSystem: fileSystem)
        var current = path
        for _ in 0..<maximumLinks {
            let status = try file.call("read status of", path) {
                () throws(SystemCallError) in
                try fileSystem.status(current, followingLinks: false)
            }
            guard status?.kind == .symbolicLink else { return current }
            let link = try file.call("read link", path) { () throws(SystemCallError) in
                try fileSystem.readLink(current)
            }
            current = link.hasPrefix("/") ? link : AtomicFile.parent(of: current) + "/" + link
        }
        throw .io(operation: "write", path: path, code: ELOOP)
    }

    /// Writes to a device or a named pipe that exists: opened for writing as it is, the
    /// bytes written whole; a full device is an error like a full disk.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, fileSystem: any FileSystem) throws(StoreError) {
        let file = AtomicFile(fileSystem: fileSystem)
        let fd = try file.call("write", path) { () throws(SystemCallError) in
            try fileSystem.open(path, [.write], mode: 0)
        }
        defer { try? fileSystem.close(fd) }
        do { try file.writeAll(fd, bytes, path: path) } catch { throw named(error, path) }
    }
}
