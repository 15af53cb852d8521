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
        do {
            try write(to: path, fileSystem: fileSystem) { emit in emit(bytes) }
        } catch let error as StoreError {
            throw error
        } catch {
            // Handing on `bytes` throws nothing else.
            throw .incompleteWrite(path: path)
        }
    }

    /// `write(_:to:fileSystem:)` with the bytes handed, a piece at a time, to the `emit`
    /// that `produce` is given (`habit export` streams). The first failed write stops the
    /// writing and is thrown once `produce` returns; whatever `produce` throws is thrown
    /// as it is, and leaves a file target untouched.
    static func write(
        to path: String, fileSystem: any FileSystem,
        producing produce: (_ emit: @escaping ([UInt8]) -> Void) throws -> Void
    ) throws {
        let file = AtomicFile(fileSystem: fileSystem)
        let status = try file.call("read status of", path) { () throws(SystemCallError) in
            try fileSystem.status(path, followingLinks: true)
        }
        switch status?.kind {
        case .other?: return try writeInPlace(to: path, fileSystem: fileSystem, produce)
        case .directory?: throw StoreError.io(operation: "write", path: path, code: EISDIR)
        case .regular?, .symbolicLink?, nil: break
        }
        let target = try resolve(path, fileSystem: fileSystem)
        do {
            // The process id keeps two exports to one directory apart; `O_EXCL` never
            // truncates someone else's file of that name.
            try file.write(
                to: target, through: target + ".tmp-\(getpid())", mode: 0o644, umask: true, exclusive: true
            ) { fd in try stream(to: fd, file: file, path: target, produce) }
        } catch let error as StoreError {
            throw named(error, path)
        }
    }

    /// Runs `produce` with an `emit` that writes each piece to `fd`, then throws the first
    /// write that failed (nothing is written after it).
    private static func stream(
        to fd: Int32, file: AtomicFile, path: String, _ produce: (_ emit: @escaping ([UInt8]) -> Void) throws -> Void
    ) throws {
        var failure: StoreError?
        try produce { bytes in
            guard failure == nil else { return }
            do throws(StoreError) { try file.writeAll(fd, bytes, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
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
    private static func writeInPlace(
        to path: String, fileSystem: any FileSystem, _ produce: (_ emit: @escaping ([UInt8]) -> Void) throws -> Void
    ) throws {
        let file = AtomicFile(fileSystem: fileSystem)
        let fd = try file.call("write", path) { () throws(SystemCallError) in
            try fileSystem.open(path, [.write], mode: 0)
        }
        defer { try? fileSystem.close(fd) }
        do { try stream(to: fd, file: file, path: path, produce) } catch let error as StoreError {
            throw named(error, path)
        }
    }
}
