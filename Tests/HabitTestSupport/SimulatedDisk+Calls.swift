import HabitCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `FileSystem` calls of `SimulatedDisk`: each one counted, failed when a fault says so,
/// and followed by a record of what a power loss would leave.
@available(macOS 15.0, iOS 18.0, *)
extension SimulatedDisk {

    /// Counts the call, fails it when the fault says so, runs `body`, records the view.
    private func call<T>(_ operation: FileSystemOperation, _ body: (inout State) throws(SystemCallError) -> T)
        throws(SystemCallError) -> T
    {
        try state.withLock { (s: inout State) throws(SystemCallError) -> T in
            if let error = s.ledger.count(operation) { throw error }
            defer {
                if s.recordCrashPoints {
                    s.crashPoints.append(Self.durable(s)!)
                    if let torn = Self.durable(s, tearing: true) { s.crashPoints.append(torn) }
                }
            }
            return try body(&s)
        }
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Adds `node` at `path`, a new name whose parent must be a directory; its id.
    private static func create(_ path: String, _ node: Node, in s: inout State) throws(SystemCallError) -> Int {
        guard let parent = s.names[parent(of: path)] else { throw SystemCallError(code: ENOENT) }
        guard s.nodes[parent]!.isDirectory else { throw SystemCallError(code: ENOTDIR) }
        let id = s.nextNode
        s.nextNode += 1
        s.nodes[id] = node
        s.names[path] = id
        return id
    }

    package func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        let path = Self.normalized(path)
        return try call(.open) { (s: inout State) throws(SystemCallError) -> Int32 in
            let writable = options.contains(.write) || options.contains(.readWrite)
            var id = s.names[path]
            if let existing = id {
                if options.contains(.create), options.contains(.exclusive) { throw SystemCallError(code: EEXIST) }
                let isDirectory = s.nodes[existing]!.isDirectory
                if options.contains(.directory), !isDirectory { throw SystemCallError(code: ENOTDIR) }
                if isDirectory, writable { throw SystemCallError(code: EISDIR) }
                if options.contains(.truncate), writable { s.nodes[existing]!.data = [] }
            } else {
                guard options.contains(.create) else { throw SystemCallError(code: ENOENT) }
                id = try Self.create(path, Node(isDirectory: false, mode: mode & 0o777), in: &s)
            }
            let fd = s.nextHandle
            s.nextHandle += 1
            s.handles[fd] = Handle(node: id!, append: options.contains(.append), writable: writable)
            return fd
        }
    }

    package func close(_ fd: Int32) throws(SystemCallError) {
        try call(.close) { (s: inout State) throws(SystemCallError) in
            guard s.handles.removeValue(forKey: fd) != nil else { throw SystemCallError(code: EBADF) }
        }
    }

    package func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try call(.read) { (s: inout State) throws(SystemCallError) -> Int in
            guard var handle = s.handles[fd] else { throw SystemCallError(code: EBADF) }
            let n = Self.copy(s.nodes[handle.node]!.data, from: handle.offset, into: buffer)
            handle.offset += n
            s.handles[fd] = handle
            return n
        }
    }

    package func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError)
        -> Int
    {
        try call(.pread) { (s: inout State) throws(SystemCallError) -> Int in
            guard let handle = s.handles[fd] else { throw SystemCallError(code: EBADF) }
            return Self.copy(s.nodes[handle.node]!.data, from: offset, into: buffer)
        }
    }

    private static func copy(_ data: [UInt8], from offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard offset < data.count else { return 0 }
        let n = min(buffer.count, data.count - offset)
        data.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: n)
        }
        return n
    }

    package func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try call(.write) { (s: inout State) throws(SystemCallError) -> Int in
            guard var handle = s.handles[fd], handle.writable else { throw SystemCallError(code: EBADF) }
            var data = s.nodes[handle.node]!.data
            if handle.append { handle.offset = data.count }
            if handle.offset > data.count { data += [UInt8](repeating: 0, count: handle.offset - data.count) }
            let end = handle.offset + bytes.count
            if end > data.count { data += [UInt8](repeating: 0, count: end - data.count) }
            data.replaceSubrange(handle.offset..<end, with: bytes)
            handle.offset = end
            s.nodes[handle.node]!.data = data
            s.handles[fd] = handle
            return bytes.count
        }
    }

    package func fsync(_ fd: Int32) throws(SystemCallError) {
        try call(.fsync) { (s: inout State) throws(SystemCallError) in
            guard let handle = s.handles[fd] else { throw SystemCallError(code: EBADF) }
            let node = s.nodes[handle.node]!
            if node.isDirectory {
                guard let directory = s.names.first(where: { $0.value == handle.node })?.key else { return }
                let prefix = directory == "/" ? "/" : directory + "/"
                func isChild(_ path: String) -> Bool {
                    path.hasPrefix(prefix) && path != directory && !path.dropFirst(prefix.count).contains("/")
                }
                for path in s.durableNames.keys where isChild(path) { s.durableNames[path] = nil }
                for (path, id) in s.names where isChild(path) { s.durableNames[path] = id }
            } else {
                s.nodes[handle.node]!.durable = node.data
            }
        }
    }

    package func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) {
        try call(.ftruncate) { (s: inout State) throws(SystemCallError) in
            guard let handle = s.handles[fd], handle.writable else { throw SystemCallError(code: EBADF) }
            var data = s.nodes[handle.node]!.data
            if length < data.count {
                data.removeSubrange(length...)
            } else {
                data += [UInt8](repeating: 0, count: length - data.count)
            }
            s.nodes[handle.node]!.data = data
        }
    }

    package func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) {
        try call(.fchmod) { (s: inout State) throws(SystemCallError) in
            guard let handle = s.handles[fd] else { throw SystemCallError(code: EBADF) }
            s.nodes[handle.node]!.mode = mode & 0o7777
        }
    }

    package func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus {
        try call(.fstat) { (s: inout State) throws(SystemCallError) -> FileStatus in
            guard let handle = s.handles[fd] else { throw SystemCallError(code: EBADF) }
            return Self.status(s.nodes[handle.node]!)
        }
    }

    private static func status(_ node: Node) -> FileStatus {
        FileStatus(kind: node.isDirectory ? .directory : .regular, size: node.data.count, permissions: node.mode)
    }

    package func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        let path = Self.normalized(path)
        return try call(.status) { (s: inout State) throws(SystemCallError) -> FileStatus? in
            guard let id = s.names[path] else {
                guard s.names[Self.parent(of: path)] != nil else { return nil }
                return nil
            }
            return Self.status(s.nodes[id]!)
        }
    }

    package func readLink(_ path: String) throws(SystemCallError) -> String {
        try call(.readLink) { (_: inout State) throws(SystemCallError) -> String in throw SystemCallError(code: EINVAL)
        }
    }

    package func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        let path = Self.normalized(path)
        try call(.makeDirectory) { (s: inout State) throws(SystemCallError) in
            guard s.names[path] == nil else { throw SystemCallError(code: EEXIST) }
            _ = try Self.create(path, Node(isDirectory: true, mode: mode & 0o777), in: &s)
        }
    }

    package func rename(_ from: String, to: String) throws(SystemCallError) {
        let from = Self.normalized(from)
        let to = Self.normalized(to)
        try call(.rename) { (s: inout State) throws(SystemCallError) in
            guard let id = s.names[from] else { throw SystemCallError(code: ENOENT) }
            guard s.names[Self.parent(of: to)] != nil else { throw SystemCallError(code: ENOENT) }
            guard !s.nodes[id]!.isDirectory else { throw SystemCallError(code: EXDEV) }
            if let target = s.names[to], s.nodes[target]!.isDirectory { throw SystemCallError(code: EISDIR) }
            s.names[from] = nil
            s.names[to] = id
        }
    }

    package func unlink(_ path: String) throws(SystemCallError) {
        let path = Self.normalized(path)
        try call(.unlink) { (s: inout State) throws(SystemCallError) in
            guard let id = s.names[path] else { throw SystemCallError(code: ENOENT) }
            guard !s.nodes[id]!.isDirectory else { throw SystemCallError(code: EISDIR) }
            s.names[path] = nil
        }
    }

    package func removeDirectory(_ path: String) throws(SystemCallError) {
        let path = Self.normalized(path)
        try call(.removeDirectory) { (s: inout State) throws(SystemCallError) in
            guard let id = s.names[path] else { throw SystemCallError(code: ENOENT) }
            guard s.nodes[id]?.isDirectory == true else { throw SystemCallError(code: ENOTDIR) }
            let prefix = path + "/"
            guard !s.names.keys.contains(where: { $0.hasPrefix(prefix) }) else {
                throw SystemCallError(code: ENOTEMPTY)
            }
            s.names[path] = nil
        }
    }

    package func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        let path = Self.normalized(path)
        return try call(.contentsOfDirectory) { (s: inout State) throws(SystemCallError) -> [String] in
            guard let id = s.names[path] else { throw SystemCallError(code: ENOENT) }
            guard s.nodes[id]!.isDirectory else { throw SystemCallError(code: ENOTDIR) }
            let prefix = path == "/" ? "/" : path + "/"
            return s.names.keys.filter {
                $0.hasPrefix(prefix) && $0 != path && !$0.dropFirst(prefix.count).contains("/")
            }
            .map { String($0.dropFirst(prefix.count)) }.sorted()
        }
    }

    package func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        try call(.tryLock) { (s: inout State) throws(SystemCallError) -> Bool in
            guard s.handles[fd] != nil else { throw SystemCallError(code: EBADF) }
            return true
        }
    }

    package func monotonicSeconds() -> Double { 0 }

    package func sleep(seconds: Double) {}
}
