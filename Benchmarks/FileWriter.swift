#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file writes and copies through the C library, for data sets of up to a few
/// hundred megabytes.
enum FileWriter {
    /// Creates or truncates `path` and writes `bytes` to it.
    static func write(_ bytes: [UInt8], to path: String) throws(BenchError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .io(path, errno: errno) }
        defer { close(fd) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            guard let base = raw.baseAddress else { return }
            while offset < raw.count {
                let n = cWrite(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure != 0 { throw .io(path, errno: failure) }
    }

    /// The whole content of `path`.
    static func read(_ path: String) throws(BenchError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .io(path, errno: errno) }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { cRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path, errno: errno)
            }
            if n == 0 { return out }
            out += chunk[0..<n]
        }
    }

    /// Copies every regular file of directory `from` into the existing directory `to`.
    static func copyFiles(_ names: [String], from: String, to: String) throws(BenchError) {
        for name in names {
            try write(try read(from + "/" + name), to: to + "/" + name)
        }
    }

    /// A new empty directory under the system's temporary directory.
    static func temporaryDirectory(prefix: String) throws(BenchError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { throw .io(base, errno: errno) }
        return string(fromCString: template)
    }

    /// The text of a NUL-terminated C string held in an array.
    static func string(fromCString chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes a directory made by `temporaryDirectory` and the files in it (one level,
    /// plus `.backup` and similar subdirectories one level down).
    static func removeTree(_ path: String) {
        guard let dir = opendir(path) else { return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            if unlink(child) != 0 { removeTree(child) }
        }
        closedir(dir)
        rmdir(path)
    }
}

#if canImport(Glibc)
    private let cWrite = Glibc.write
    private let cRead = Glibc.read
#elseif canImport(Darwin)
    private let cWrite = Darwin.write
    private let cRead = Darwin.read
#endif
