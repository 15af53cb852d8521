import Foundation
import Testing

@testable import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh temporary directory for one test, removed with everything in it when the test
/// lets go of it; `data` is a not-yet-existing data directory inside it.
final class TemporaryDirectory {
    let root: String
    var data: String { root + "/data" }

    init() throws {
        let path = NSTemporaryDirectory() + "habit-core-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        root = path
    }

    deinit {
        // Tests make directories unwritable: give write access back first (to real
        // directories only, never through a symbolic link), so that everything can go.
        _ = chmod(root, 0o700)
        if let walker = FileManager.default.enumerator(atPath: root) {
            for case let name as String in walker {
                var status = stat()
                let path = root + "/" + name
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { _ = chmod(path, 0o700) }
            }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

extension HabitID {
    /// A test id; traps only on a typo in a test.
    static func test(_ text: String) -> HabitID {
        HabitID(text) ?? HabitID(validated: "invalid")
    }
}

/// Holds an exclusive `flock` on `path` from a separate open file, as another process would.
struct HeldLock: ~Copyable {
    let fd: Int32

    init(_ path: String) {
        fd = open(path, O_RDWR | O_CREAT, 0o600)
        _ = flock(fd, LOCK_EX)
    }

    deinit { close(fd) }
}

extension StoreError {
    /// Whether this is a failure of a system call or of the file system (the kinds the
    /// command line reports as I/O errors), not of the data or the lock.
    var isIOFailure: Bool {
        switch self {
        case .io, .incompleteWrite, .noDataDirectory, .notADirectory, .symbolicLinkLoop, .notARegularFile,
            .madeButNotDurable:
            true
        case .malformed, .journalConflict, .journalRefused, .carriageReturnLineEnds, .undecodablePath, .lockTimeout,
            .entriesNotRewritten, .refusedChange:
            false
        }
    }
}
