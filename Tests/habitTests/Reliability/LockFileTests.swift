import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deleted or replaced `.lock` never admits two writers (docs/reliability.md, "The
/// lock"). Made deterministic through the `FileSystem` seam: the second writer runs
/// while the first holds the lock, on a virtual clock, so its wait times out at once.
@Suite struct LockFileTests {
    static let habits = "a every=daily since=2026-01-01 name=A\n"
    static let log = "2026-11-20 a\n"

    /// A descriptor kept open by a hook.
    final class Held: @unchecked Sendable {
        var fd: Int32 = -1
    }

    /// `.lock` deleted (`rm`) or replaced (`mv` of another file over it) while a write
    /// holds it: a second writer arriving then must wait, not write (exit 75).
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: ["rm", "mv"])
    func aLockFileDeletedOrReplacedWhileHeldAdmitsNoSecondWriter(how: String) throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        harness.write(".lock", "")
        let lock = harness.directory + "/.lock"
        var second: (status: Int32, stderr: String)?
        try Store(directory: harness.directory).transaction { _ in
            if how == "rm" {
                unlink(lock)
            } else {
                _ = FileManager.default.createFile(atPath: harness.root + "/other", contents: Data())
                rename(harness.root + "/other", lock)
            }
            let result = harness.run(
                ["check", "a", "--note", "ACKED"], fileSystem: TestFileSystem(clock: .virtual))
            second = (result.status, result.stderr)
        }
        #expect(second?.status == 75, "\(second?.stderr ?? "")")
        #expect(harness.read("log") == Self.log)
    }

    /// `.lock` replaced between the open and the lock of a second writer, by a file a
    /// first writer holds: the second locks the old file, finds the path names another
    /// one, and takes the lock again — which it must wait for (exit 75).
    @available(macOS 15.0, iOS 18.0, *)
    @Test func aLockFileReplacedBeforeItIsLockedIsLockedAgain() throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        harness.write(".lock", "")
        let held = Held()
        let directory = harness.directory
        let file = TestFileSystem(clock: .virtual) {
            let replacement = directory + "/lock.new"
            held.fd = open(replacement, O_CREAT | O_RDWR, 0o600)
            _ = flock(held.fd, LOCK_EX)
            rename(replacement, directory + "/.lock")
        }
        let result = harness.run(["check", "a", "--note", "ACKED"], fileSystem: file)
        close(held.fd)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(harness.read("log") == Self.log)
        // Once the other writer is gone, the write goes through.
        #expect(harness.run(["check", "a"]).status == 0)
    }
}
