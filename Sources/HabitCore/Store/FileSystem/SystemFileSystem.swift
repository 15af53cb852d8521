#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through the C library. Each method is one system call (plus
/// `EINTR` retries).
package struct SystemFileSystem: FileSystem {
    /// The real file system.
    package init() {}

    private func check(_ result: Int32) throws(SystemCallError) {
        if result != 0 { throw SystemCallError(code: errno) }
    }

    package func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        var flags: Int32 = O_RDONLY
        if options.contains(.write) { flags = O_WRONLY }
        if options.contains(.readWrite) { flags = O_RDWR }
        if options.contains(.append) { flags |= O_APPEND }
        if options.contains(.create) { flags |= O_CREAT }
        if options.contains(.truncate) { flags |= O_TRUNC }
        if options.contains(.exclusive) { flags |= O_EXCL }
        if options.contains(.directory) { flags |= O_DIRECTORY }
        if options.contains(.nonBlocking) { flags |= O_NONBLOCK }
        flags |= O_CLOEXEC
        while true {
            let fd = systemOpen(path, flags, mode)
            if fd >= 0 { return fd }
            if errno != EINTR { throw SystemCallError(code: errno) }
        }
    }

    package func close(_ fd: Int32) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.close(fd))
        #elseif canImport(Musl)
            try check(Musl.close(fd))
        #else
            try check(Darwin.close(fd))
        #endif
    }

    package func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        while true {
            #if canImport(Glibc)
                let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
                let n = Musl.read(fd, buffer.baseAddress, buffer.count)
            #else
                let n = Darwin.read(fd, buffer.baseAddress, buffer.count)
            #endif
            if n >= 0 { return n }
            if errno != EINTR { throw SystemCallError(code: errno) }
        }
    }

    package func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError)
        -> Int
    {
        while true {
            #if canImport(Glibc)
                let n = Glibc.pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
            #elseif canImport(Musl)
                let n = Musl.pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
            #else
                let n = Darwin.pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
            #endif
            if n >= 0 { return n }
            if errno != EINTR { throw SystemCallError(code: errno) }
        }
    }

    package func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        while true {
            #if canImport(Glibc)
                let n = Glibc.write(fd, bytes.baseAddress, bytes.count)
            #elseif canImport(Musl)
                let n = Musl.write(fd, bytes.baseAddress, bytes.count)
            #else
                let n = Darwin.write(fd, bytes.baseAddress, bytes.count)
            #endif
            if n >= 0 { return n }
            if errno != EINTR { throw SystemCallError(code: errno) }
        }
    }

    package func fsync(_ fd: Int32) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.fsync(fd))
        #elseif canImport(Musl)
            try check(Musl.fsync(fd))
        #else
            try check(Darwin.fsync(fd))
        #endif
    }

    package func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.ftruncate(fd, off_t(length)))
        #elseif canImport(Musl)
            try check(Musl.ftruncate(fd, off_t(length)))
        #else
            try check(Darwin.ftruncate(fd, off_t(length)))
        #endif
    }

    package func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) {
        try check(systemFchmod(fd, mode_t(mode)))
    }

    package func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus {
        var info = stat()
        try check(systemFstat(fd, &info))
        return FileStatus(info)
    }

    package func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? systemStat(path, &info) : lstat(path, &info)
        if result == 0 { return FileStatus(info) }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        throw SystemCallError(code: errno)
    }

    package func map(_ fd: Int32, size: Int) -> UnsafeRawBufferPointer? {
        guard size > 0, let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            return nil
        }
        return UnsafeRawBufferPointer(start: base, count: size)
    }

    package func unmap(_ region: UnsafeRawBufferPointer) {
        if let base = region.baseAddress { _ = munmap(UnsafeMutableRawPointer(mutating: base), region.count) }
    }

    package func readLink(_ path: String) throws(SystemCallError) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count)
        guard n >= 0 else { throw SystemCallError(code: errno) }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    package func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try check(mkdir(path, mode_t(mode)))
    }

    package func rename(_ from: String, to: String) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.rename(from, to))
        #elseif canImport(Musl)
            try check(Musl.rename(from, to))
        #else
            try check(Darwin.rename(from, to))
        #endif
    }

    package func removeDirectory(_ path: String) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.rmdir(path))
        #elseif canImport(Musl)
            try check(Musl.rmdir(path))
        #else
            try check(Darwin.rmdir(path))
        #endif
    }

    package func unlink(_ path: String) throws(SystemCallError) {
        #if canImport(Glibc)
            try check(Glibc.unlink(path))
        #elseif canImport(Musl)
            try check(Musl.unlink(path))
        #else
            try check(Darwin.unlink(path))
        #endif
    }

    package func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        guard let directory = opendir(path) else { throw SystemCallError(code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    package func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        while true {
            if flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 { return true }
            if errno == EWOULDBLOCK { return false }
            if errno != EINTR { throw SystemCallError(code: errno) }
        }
    }

    package func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    package func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        usleep(useconds_t(min(seconds, 1) * 1_000_000))
    }
}

extension FileStatus {
    fileprivate init(_ info: stat) {
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        let kind: Kind =
            type == UInt32(S_IFREG)
            ? .regular
            : type == UInt32(S_IFDIR) ? .directory : type == UInt32(S_IFLNK) ? .symbolicLink : .other
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            kind: kind, size: Int(info.st_size), permissions: UInt32(info.st_mode) & 0o7777,
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec))
    }
}

// Module-level names for calls whose Swift names clash with this type's methods.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: UInt32) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags, mode_t(mode))
    #elseif canImport(Musl)
        Musl.open(path, flags, mode_t(mode))
    #else
        Darwin.open(path, flags, mode_t(mode))
    #endif
}

private func systemFchmod(_ fd: Int32, _ mode: mode_t) -> Int32 { fchmod(fd, mode) }
private func systemFstat(_ fd: Int32, _ info: inout stat) -> Int32 { fstat(fd, &info) }
private func systemStat(_ path: String, _ info: inout stat) -> Int32 { stat(path, &info) }
