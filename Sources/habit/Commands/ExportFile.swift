import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export file whole or not at all, through the store's one temporary-file
/// writer (`AtomicFile`): a temporary file next to it, `fsync`, `rename` over the target,
/// then `fsync` of the directory.
enum ExportFile {
    /// Throws the store's error, named after `path` rather than the temporary file.
    static func write(_ bytes: [UInt8], to path: String, fileSystem: any FileSystem) throws(StoreError) {
        do {
            // The process id keeps two exports to one directory apart; `O_EXCL` never
            // truncates someone else's file of that name.
            try AtomicFile(fileSystem: fileSystem).write(
                bytes, to: path, through: path + ".tmp-\(getpid())", mode: 0o644, umask: true, exclusive: true)
        } catch {
            switch error {
            case .io(_, _, let code): throw .io(operation: "write", path: path, code: code)
            default: throw .incompleteWrite(path: path)
            }
        }
    }
}
