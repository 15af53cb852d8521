import Foundation
import HabitCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system with one fault: the k-th call (counted over every call except
/// the clock and sleep) fails with `EIO`, either once or from then on. Without a fault
/// it only counts calls.
@available(macOS 15.0, iOS 18.0, *)
final class FaultInjectingFileSystem: FileSystem {
    enum Mode: Sendable { case once, fromThenOn }

    struct State {
        var calls = 0
        var fault: (call: Int, mode: Mode)?
        var failed = 0
    }

    private let base = SystemFileSystem()
    let state: Mutex<State>

    init(failing call: Int? = nil, mode: Mode = .once) {
        state = Mutex(State(fault: call.map { ($0, mode) }))
    }

    var calls: Int { state.withLock { $0.calls } }
    var failures: Int { state.withLock { $0.failed } }

    private func hit() throws(SystemCallError) {
        let fail = state.withLock { s -> Bool in
            s.calls += 1
            guard let fault = s.fault else { return false }
            let fails = s.calls == fault.call || (fault.mode == .fromThenOn && s.calls > fault.call)
            if fails { s.failed += 1 }
            return fails
        }
        if fail { throw SystemCallError(code: EIO) }
    }

    func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        try hit()
        return try base.open(path, options, mode: mode)
    }
    func close(_ fd: Int32) throws(SystemCallError) {
        // A failed close still releases the descriptor, as on Linux.
        do { try hit() } catch {
            try? base.close(fd)
            throw error
        }
        try base.close(fd)
    }
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try hit()
        return try base.read(fd, into: buffer)
    }
    func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError) -> Int {
        try hit()
        return try base.pread(fd, into: buffer, at: offset)
    }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try hit()
        return try base.write(fd, bytes)
    }
    func fsync(_ fd: Int32) throws(SystemCallError) {
        try hit()
        try base.fsync(fd)
    }
    func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) {
        try hit()
        try base.ftruncate(fd, to: length)
    }
    func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) {
        try hit()
        try base.fchmod(fd, mode: mode)
    }
    func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus {
        try hit()
        return try base.fstat(fd)
    }
    func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        try hit()
        return try base.status(path, followingLinks: followingLinks)
    }
    func readLink(_ path: String) throws(SystemCallError) -> String {
        try hit()
        return try base.readLink(path)
    }
    func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try hit()
        try base.makeDirectory(path, mode: mode)
    }
    func rename(_ from: String, to: String) throws(SystemCallError) {
        try hit()
        try base.rename(from, to: to)
    }
    func unlink(_ path: String) throws(SystemCallError) {
        try hit()
        try base.unlink(path)
    }
    func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        try hit()
        return try base.contentsOfDirectory(path)
    }
    func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        try hit()
        return try base.tryLock(fd, exclusive: exclusive)
    }
    func monotonicSeconds() -> Double { base.monotonicSeconds() }
    func sleep(seconds: Double) { base.sleep(seconds: seconds) }
}
