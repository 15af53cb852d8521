#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export file whole or not at all: a temporary file next to it, `fsync`,
/// `rename` over the target, then `fsync` of the directory.
enum ExportFile {
    static func write(_ bytes: [UInt8], to path: String) throws(ExportFailure) {
        let directory = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, code: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                close(fd)
                unlink(temporary)
                throw .cannotWrite(path: path, code: code)
            }
            written += count
        }
        guard fsync(fd) == 0 else {
            let code = errno
            close(fd)
            unlink(temporary)
            throw .cannotWrite(path: path, code: code)
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .cannotWrite(path: path, code: code)
        }
        let dfd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }
}

/// The C library's `write`, named apart from this file's own `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
    #else
        Darwin.write(fd, buffer, count)
    #endif
}

/// `habit export --output FILE` could not write FILE (exit 74).
enum ExportFailure: ExitingError {
    case cannotWrite(path: String, code: Int32)

    var exitCode: ExitCode { .ioError }

    var description: String {
        switch self {
        case .cannotWrite(let path, let code):
            let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return "cannot write '\(path)': " + (text.first.map { $0.lowercased() + text.dropFirst() } ?? text)
        }
    }
}
