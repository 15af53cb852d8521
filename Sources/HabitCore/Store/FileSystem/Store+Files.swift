#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errno` values the store reacts to, named once.
let errnoNoEntry: Int32 = ENOENT
let errnoExists: Int32 = EEXIST
let errnoNotDirectory: Int32 = ENOTDIR
let directorySyncUnsupported: Set<Int32> = [EINVAL, ENOTSUP, EBADF]
/// `flock` on a directory fails with these where the file system cannot lock one (NFS
/// emulates `flock` with record locks, which need a descriptor open for writing).
let directoryLockUnsupported: Set<Int32> = [EINVAL, ENOTSUP, EBADF, ENOLCK]

/// Low-level file operations, each routed through `fileSystem` and turned into
/// `StoreError`s that name the path.
extension Store {
    /// Runs one system call, naming `operation` and `path` in any error.
    func sys<T>(_ operation: String, _ path: String, _ call: () throws(SystemCallError) -> T) throws(StoreError) -> T {
        do { return try call() } catch { throw .io(operation: operation, path: path, code: error.code) }
    }

    /// Whether anything exists at `path` (following links).
    func exists(_ path: String) throws(StoreError) -> Bool {
        try sys("read", path) { () throws(SystemCallError) in try fileSystem.status(path, followingLinks: true) } != nil
    }

    /// Creates the data directory (0700; missing parents 0755) unless it exists.
    /// - Returns: the directories this call made, outermost first.
    @discardableResult
    func ensureDirectory() throws(StoreError) -> [String] {
        if let status = try sys(
            "read", directory,
            { () throws(SystemCallError) in
                try fileSystem.status(directory, followingLinks: true)
            })
        {
            guard status.kind == .directory else { throw .notADirectory(path: directory) }
            return []
        }
        return try makeDirectories(directory, mode: 0o700)
    }

    /// Creates `path` (`mode`) and its missing parents (0755), each made durable in its
    /// parent (`fsync`) unless `durable` is false: a cache directory, whose loss after a
    /// crash costs only a read's time, skips the wait.
    /// - Returns: the directories this call made, outermost first (one another process
    ///   made meanwhile is not among them).
    @discardableResult
    func makeDirectories(_ path: String, mode: UInt32, durable: Bool = true) throws(StoreError) -> [String] {
        let parent = Store.parent(of: path)
        var made: [String] = []
        if parent != path,
            try sys(
                "read", parent, { () throws(SystemCallError) in try fileSystem.status(parent, followingLinks: true) })
                == nil
        {
            made = try makeDirectories(parent, mode: 0o755, durable: durable)
        }
        do {
            try fileSystem.makeDirectory(path, mode: mode)
            made.append(path)
        } catch {
            if error.code != errnoExists { throw .io(operation: "create directory", path: path, code: error.code) }
        }
        if durable { try syncDirectory(parent) }
        return made
    }

    /// The whole content of `path`, or `nil` when it does not exist.
    func readFile(_ path: String) throws(StoreError) -> [UInt8]? {
        guard let (fd, size) = try openForReading(path) else { return nil }
        defer { try? fileSystem.close(fd) }
        return try readAll(fd, size: size, path: path)
    }

    /// Everything from `fd`'s position to the end of the file (about `size` bytes).
    func readAll(_ fd: Int32, size: Int, path: String) throws(StoreError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, count))) }
            let result = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(StoreError) in
                    try readSome(fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]), path: path)
                }
            }
            let n = try result.get()
            if n == 0 { break }
            count += n
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Hands `body` a reader of `path` (each call fills the start of the buffer it is
    /// given and returns how many bytes it read, 0 at the end) and the file's size. A file
    /// that does not exist reads as empty.
    func readPieces<T>(
        _ path: String,
        _ body: (@escaping (UnsafeMutableRawBufferPointer) throws(StoreError) -> Int, Int) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        guard let (fd, size) = try openForReading(path) else { return try body({ _ throws(StoreError) in 0 }, 0) }
        defer { try? fileSystem.close(fd) }
        return try body({ (buffer) throws(StoreError) in try readSome(fd, into: buffer, path: path) }, size)
    }

    /// Opens `path` for reading and returns the descriptor and the file's size, or `nil`
    /// when it does not exist. Refuses anything but a regular file.
    /// With `forWriting`, it is opened for reading and writing, appends going to the end.
    func openForReading(_ path: String, forWriting: Bool = false) throws(StoreError) -> (fd: Int32, size: Int)? {
        let fd: Int32
        // Non-blocking, so a FIFO in place of a data file is refused below, not waited on.
        let options: OpenOptions = forWriting ? [.readWrite, .append, .nonBlocking] : [.read, .nonBlocking]
        do { fd = try fileSystem.open(path, options, mode: 0) } catch {
            if error.code == errnoNoEntry { return nil }
            throw .io(operation: "open", path: path, code: error.code)
        }
        do throws(StoreError) {
            let status = try sys("read", path) { () throws(SystemCallError) in try fileSystem.fstat(fd) }
            // A device such as /dev/zero would be read without end, a FIFO would block.
            guard status.kind == .regular else { throw .notARegularFile(path: path) }
            return (fd, status.size)
        } catch {
            try? fileSystem.close(fd)
            throw error
        }
    }

    /// One `read()` into `buffer`: how many bytes it gave, 0 at the end of the file.
    func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(StoreError)
        -> Int
    {
        try sys("read", path) { () throws(SystemCallError) in try fileSystem.read(fd, into: buffer) }
    }

    /// The writer of temporary files, over the same seam.
    var atomicFile: AtomicFile { AtomicFile(fileSystem: fileSystem) }

    /// Writes all of `bytes` to `fd` (see `AtomicFile.writeAll`).
    func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(StoreError) {
        try atomicFile.writeAll(fd, bytes, path: path)
    }

    /// `fsync`s a directory (see `AtomicFile.syncDirectory`).
    func syncDirectory(_ path: String) throws(StoreError) {
        try atomicFile.syncDirectory(path)
    }

    /// The file a path finally names, following symbolic links (at most 40).
    func resolveLinks(_ path: String) throws(StoreError) -> String {
        var current = path
        for _ in 0..<40 {
            let status = try sys("read", current) { () throws(SystemCallError) in
                try fileSystem.status(current, followingLinks: false)
            }
            guard status?.kind == .symbolicLink else { return current }
            let target = try sys("read link", current) { () throws(SystemCallError) in try fileSystem.readLink(current)
            }
            current = target.hasPrefix("/") ? target : DataDirectory.join(Store.parent(of: current), target)
        }
        throw .symbolicLinkLoop(path: path)
    }

    /// The directory part of `path` (`.` when there is none).
    static func parent(of path: String) -> String { AtomicFile.parent(of: path) }

    /// The last component of `path`.
    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
