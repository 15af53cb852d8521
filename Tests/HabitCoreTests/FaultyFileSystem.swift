import Foundation
import Synchronization

@testable import HabitCore

/// A `FileSystem` that forwards to the real one but can fail the n-th call of one
/// operation with an `errno`, cut a write short, and run a virtual clock for lock waits.
/// It shows that the store's seam is enough to inject faults.
@available(macOS 15.0, iOS 18.0, *)
final class FaultyFileSystem: FileSystem {
    struct State {
        var counts: [String: Int] = [:]
        var failing: (operation: String, occurrence: Int, code: Int32)?
        var shortWriteOccurrence: Int?
        var clock: Double = 0
    }

    private let base = SystemFileSystem()
    let state = Mutex(State())

    init(failing operation: String? = nil, occurrence: Int = 1, code: Int32 = 5) {
        if let operation { state.withLock { $0.failing = (operation, occurrence, code) } }
    }

    /// How many times `operation` was called.
    func count(_ operation: String) -> Int { state.withLock { $0.counts[operation, default: 0] } }

    private func hit(_ operation: String) throws(SystemCallError) {
        let code: Int32? = state.withLock { state in
            state.counts[operation, default: 0] += 1
            guard let failing = state.failing, failing.operation == operation,
                failing.occurrence == state.counts[operation]
            else { return nil }
            return failing.code
        }
        if let code { throw SystemCallError(code: code) }
    }

    func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        try hit("open")
        return try base.open(path, options, mode: mode)
    }
    func close(_ fd: Int32) throws(SystemCallError) {
        try hit("close")
        try base.close(fd)
    }
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try hit("read")
        return try base.read(fd, into: buffer)
    }
    func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError) -> Int {
        try hit("pread")
        return try base.pread(fd, into: buffer, at: offset)
    }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try hit("write")
        let short = state.withLock { $0.shortWriteOccurrence == $0.counts["write"] }
        if short, bytes.count > 1 {
            return try base.write(fd, UnsafeRawBufferPointer(rebasing: bytes[0..<(bytes.count / 2)]))
        }
        return try base.write(fd, bytes)
    }
    func fsync(_ fd: Int32) throws(SystemCallError) {
        try hit("fsync")
        try base.fsync(fd)
    }
    func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) {
        try hit("ftruncate")
        try base.ftruncate(fd, to: length)
    }
    func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) {
        try hit("fchmod")
        try base.fchmod(fd, mode: mode)
    }
    func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus {
        try hit("fstat")
        return try base.fstat(fd)
    }
    func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        try hit("status")
        return try base.status(path, followingLinks: followingLinks)
    }
    func readLink(_ path: String) throws(SystemCallError) -> String {
        try hit("readLink")
        return try base.readLink(path)
    }
    func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try hit("makeDirectory")
        try base.makeDirectory(path, mode: mode)
    }
    func rename(_ from: String, to: String) throws(SystemCallError) {
        try hit("rename")
        try base.rename(from, to: to)
    }
    func unlink(_ path: String) throws(SystemCallError) {
        try hit("unlink")
        try base.unlink(path)
    }
    func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        try hit("contentsOfDirectory")
        return try base.contentsOfDirectory(path)
    }
    func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        try hit("tryLock")
        return try base.tryLock(fd, exclusive: exclusive)
    }
    func monotonicSeconds() -> Double { state.withLock { $0.clock } }
    func sleep(seconds: Double) {
        state.withLock { $0.clock += seconds }
        // A moment of real time too: while another test in this process forks a child,
        // the child briefly shares the lock file's description (and its flock), and a
        // purely virtual wait would time out within microseconds.
        usleep(200)
    }
}
