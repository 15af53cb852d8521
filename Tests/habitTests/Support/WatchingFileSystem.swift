import Foundation
import HabitCore
import Synchronization

/// The real file system, watched: it records every `open` (path and options) and every
/// `flock` attempt, and can run a hook once, just before the first attempt at an
/// exclusive lock — the moment another command could slip in before a write, which makes
/// a race between two commands deterministic.
@available(macOS 15.0, iOS 18.0, *)
final class WatchingFileSystem: FileSystem {
    struct State {
        var opens: [(path: String, options: OpenOptions)] = []
        var locks: [Bool] = []
        /// The path each open descriptor was opened with.
        var paths: [Int32: String] = [:]
        /// Bytes read through `read` and `pread`, by path.
        var bytesRead: [String: Int] = [:]
        /// `write` calls, by path.
        var writes: [String: Int] = [:]
        var hook: (@Sendable () -> Void)?
    }

    private let base = SystemFileSystem()
    let state: Mutex<State>

    /// A file system that runs `beforeExclusiveLock` once, before the first exclusive
    /// lock is tried.
    init(beforeExclusiveLock: (@Sendable () -> Void)? = nil) {
        state = Mutex(State(hook: beforeExclusiveLock))
    }

    /// How many times `path` was opened.
    func opens(of path: String) -> Int { state.withLock { $0.opens.filter { $0.path == path }.count } }
    /// How many bytes were read from `path`, through every descriptor opened for it.
    func bytesRead(of path: String) -> Int { state.withLock { $0.bytesRead[path] ?? 0 } }
    /// Each lock attempt: whether it asked for an exclusive lock.
    var locks: [Bool] { state.withLock { $0.locks } }

    func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        state.withLock { $0.opens.append((path, options)) }
        let fd = try base.open(path, options, mode: mode)
        state.withLock { $0.paths[fd] = path }
        return fd
    }
    func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        let hook = state.withLock { state -> (@Sendable () -> Void)? in
            state.locks.append(exclusive)
            guard exclusive, let hook = state.hook else { return nil }
            state.hook = nil
            return hook
        }
        hook?()
        return try base.tryLock(fd, exclusive: exclusive)
    }
    func close(_ fd: Int32) throws(SystemCallError) {
        state.withLock { $0.paths[fd] = nil }
        try base.close(fd)
    }
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        counted(fd, try base.read(fd, into: buffer))
    }
    func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError) -> Int {
        counted(fd, try base.pread(fd, into: buffer, at: offset))
    }

    private func counted(_ fd: Int32, _ count: Int) -> Int {
        state.withLock { state in
            if let path = state.paths[fd] { state.bytesRead[path, default: 0] += count }
        }
        return count
    }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        state.withLock { state in
            if let path = state.paths[fd] { state.writes[path, default: 0] += 1 }
        }
        return try base.write(fd, bytes)
    }
    /// How many `write` calls went to `path`.
    func writes(to path: String) -> Int { state.withLock { $0.writes[path] ?? 0 } }
    func fsync(_ fd: Int32) throws(SystemCallError) { try base.fsync(fd) }
    func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) { try base.ftruncate(fd, to: length) }
    func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) { try base.fchmod(fd, mode: mode) }
    func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus { try base.fstat(fd) }
    func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        try base.status(path, followingLinks: followingLinks)
    }
    func readLink(_ path: String) throws(SystemCallError) -> String { try base.readLink(path) }
    func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try base.makeDirectory(path, mode: mode)
    }
    func rename(_ from: String, to: String) throws(SystemCallError) { try base.rename(from, to: to) }
    func unlink(_ path: String) throws(SystemCallError) { try base.unlink(path) }
    func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] { try base.contentsOfDirectory(path) }
    func monotonicSeconds() -> Double { base.monotonicSeconds() }
    func sleep(seconds: Double) { base.sleep(seconds: seconds) }
}
