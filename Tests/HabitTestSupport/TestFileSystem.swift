import HabitCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system with a test between the store and every call: each call is
/// counted and watched (opens, lock attempts, bytes read and writes by path), a `Fault`
/// can fail one call or every call from one on, a write can be cut short, a hook can run
/// just before the first exclusive lock (the latest moment another writer can come in,
/// which makes a race deterministic), and the lock wait can run on a virtual clock.
///
/// A failed `close` still releases the descriptor, as on Linux.
@available(macOS 15.0, iOS 18.0, *)
package final class TestFileSystem: FileSystem {
    /// Which clock the lock wait reads.
    package enum Clock: Sendable {
        /// The real monotonic clock and real sleeps.
        case real
        /// A clock that only `sleep` advances (plus a moment of real time per sleep), so
        /// a lock timeout is reached without waiting for it.
        case virtual
    }

    private struct State {
        var ledger: CallLedger
        var shortWrite: Int?
        var clock: Double = 0
        var opens: [String] = []
        var locks: [Bool] = []
        /// The path each open descriptor was opened with.
        var paths: [Int32: String] = [:]
        var bytesRead: [String: Int] = [:]
        var writes: [String: Int] = [:]
        /// Each `unlink` and `rename`, in order, as `unlink PATH` or `rename FROM TO`.
        var namings: [String] = []
        var hook: (@Sendable () -> Void)?
    }

    private let base = SystemFileSystem()
    private let clockKind: Clock
    private let state: Mutex<State>

    /// A file system that injects `fault`, cuts the `shortWrite`-th write to half its
    /// bytes, runs `beforeExclusiveLock` once before the first exclusive lock attempt,
    /// and waits for locks on `clock`.
    package init(
        fault: Fault? = nil, shortWrite: Int? = nil, clock: Clock = .real,
        beforeExclusiveLock: (@Sendable () -> Void)? = nil
    ) {
        clockKind = clock
        state = Mutex(State(ledger: CallLedger(fault: fault), shortWrite: shortWrite, hook: beforeExclusiveLock))
    }

    // MARK: What the test reads back

    /// Every counted call.
    package var calls: Int { state.withLock { $0.ledger.total } }
    /// How many calls the fault failed.
    package var failures: Int { state.withLock { $0.ledger.failures } }
    /// How many times `operation` was called.
    package func count(_ operation: FileSystemOperation) -> Int {
        state.withLock { $0.ledger.counts[operation, default: 0] }
    }
    /// How many times `path` was opened.
    package func opens(of path: String) -> Int { state.withLock { $0.opens.filter { $0 == path }.count } }
    /// How many bytes were read from `path`, through every descriptor opened for it.
    package func bytesRead(of path: String) -> Int { state.withLock { $0.bytesRead[path] ?? 0 } }
    /// How many `write` calls went to `path`.
    package func writes(to path: String) -> Int { state.withLock { $0.writes[path] ?? 0 } }
    /// Each `unlink` and `rename` so far, in order: `unlink PATH`, `rename FROM TO`.
    package var namings: [String] { state.withLock { $0.namings } }
    /// Each lock attempt: whether it asked for an exclusive lock.
    package var locks: [Bool] { state.withLock { $0.locks } }

    // MARK: FileSystem

    /// Counts the call and throws when the fault says so.
    private func hit(_ operation: FileSystemOperation) throws(SystemCallError) {
        if let error = state.withLock({ $0.ledger.count(operation) }) { throw error }
    }

    package func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        state.withLock { $0.opens.append(path) }
        try hit(.open)
        let fd = try base.open(path, options, mode: mode)
        state.withLock { $0.paths[fd] = path }
        return fd
    }
    package func close(_ fd: Int32) throws(SystemCallError) {
        state.withLock { $0.paths[fd] = nil }
        do { try hit(.close) } catch {
            try? base.close(fd)
            throw error
        }
        try base.close(fd)
    }
    package func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try hit(.read)
        return counted(fd, try base.read(fd, into: buffer))
    }
    package func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError)
        -> Int
    {
        try hit(.pread)
        return counted(fd, try base.pread(fd, into: buffer, at: offset))
    }
    private func counted(_ fd: Int32, _ count: Int) -> Int {
        state.withLock { state in
            if let path = state.paths[fd] { state.bytesRead[path, default: 0] += count }
        }
        return count
    }
    package func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try hit(.write)
        let short = state.withLock { state -> Bool in
            if let path = state.paths[fd] { state.writes[path, default: 0] += 1 }
            return state.shortWrite == state.ledger.counts[.write]
        }
        if short, bytes.count > 1 {
            return try base.write(fd, UnsafeRawBufferPointer(rebasing: bytes[0..<(bytes.count / 2)]))
        }
        return try base.write(fd, bytes)
    }
    package func fsync(_ fd: Int32) throws(SystemCallError) {
        try hit(.fsync)
        try base.fsync(fd)
    }
    package func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) {
        try hit(.ftruncate)
        try base.ftruncate(fd, to: length)
    }
    package func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) {
        try hit(.fchmod)
        try base.fchmod(fd, mode: mode)
    }
    package func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus {
        try hit(.fstat)
        return try base.fstat(fd)
    }
    package func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        try hit(.status)
        return try base.status(path, followingLinks: followingLinks)
    }
    package func readLink(_ path: String) throws(SystemCallError) -> String {
        try hit(.readLink)
        return try base.readLink(path)
    }
    package func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try hit(.makeDirectory)
        try base.makeDirectory(path, mode: mode)
    }
    package func rename(_ from: String, to: String) throws(SystemCallError) {
        try hit(.rename)
        state.withLock { $0.namings.append("rename \(from) \(to)") }
        try base.rename(from, to: to)
    }
    package func unlink(_ path: String) throws(SystemCallError) {
        try hit(.unlink)
        state.withLock { $0.namings.append("unlink \(path)") }
        try base.unlink(path)
    }
    package func removeDirectory(_ path: String) throws(SystemCallError) {
        try hit(.removeDirectory)
        try base.removeDirectory(path)
    }
    package func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        try hit(.contentsOfDirectory)
        return try base.contentsOfDirectory(path)
    }
    package func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        let hook = state.withLock { state -> (@Sendable () -> Void)? in
            state.locks.append(exclusive)
            guard exclusive, let hook = state.hook else { return nil }
            state.hook = nil
            return hook
        }
        hook?()
        try hit(.tryLock)
        return try base.tryLock(fd, exclusive: exclusive)
    }
    package func monotonicSeconds() -> Double {
        clockKind == .real ? base.monotonicSeconds() : state.withLock { $0.clock }
    }
    package func sleep(seconds: Double) {
        guard clockKind == .virtual else { return base.sleep(seconds: seconds) }
        state.withLock { $0.clock += seconds }
        // A moment of real time too: while another test in this process forks a child,
        // the child briefly shares the lock file's description (and its flock), and a
        // purely virtual wait would time out within microseconds.
        usleep(200)
    }
}
