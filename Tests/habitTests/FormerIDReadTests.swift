import Foundation
import HabitTestSupport
import Testing

@testable import habit

/// A read of several habits' histories reads the log again whole only when it names an id
/// on the `was=` list of a habit read (docs/data-format.md, `was=`): after a `rename`,
/// whose rewrite writes every entry under the new id, `check` of several ids reads the
/// log once.
@Suite struct FormerIDReadTests {
    /// A directory a write has used (`.lock` there): a write reads it once, under the lock.
    static func harness(log: String) -> Harness {
        let harness = Harness(habits: "books since=2026-11-01 was=read\nstretch since=2026-11-01\n", log: log)
        harness.write(".lock", "")
        return harness
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func aLogThatNamesNoFormerIDIsReadOnce() throws {
        let log = "2026-11-19 books\n2026-11-20 books\n2026-11-20 stretch\n"
        let harness = Self.harness(log: log)
        defer { harness.cleanUp() }
        let watching = TestFileSystem()
        let result = harness.run(["check", "books", "stretch"], fileSystem: watching)
        #expect(result.stdout.contains("✓ books done today · streak ● 3 days\n"), "\(result.stdout)")
        #expect(watching.bytesRead(of: harness.directory + "/log") == log.utf8.count)
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func entriesUnderAFormerIDCountForTheHabitThatListsIt() throws {
        let log = "2026-11-19 read\n2026-11-20 books\n2026-11-20 stretch\n"
        let harness = Self.harness(log: log)
        defer { harness.cleanUp() }
        let watching = TestFileSystem()
        let result = harness.run(["check", "books", "stretch"], fileSystem: watching)
        #expect(result.stdout.contains("✓ books done today · streak ● 3 days\n"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ stretch done today · streak ● 2 days\n"), "\(result.stdout)")
        #expect(watching.bytesRead(of: harness.directory + "/log") == 2 * log.utf8.count)
    }

    /// Lines under a habit's own former id are its history: `rename` back onto that id
    /// keeps them without `--merge`, and writes them under it.
    @Test func aRenameBackOntoAFormerIDWithLinesNeedsNoMerge() {
        let harness = Self.harness(log: "2026-11-19 read\n2026-11-20 books\n")
        defer { harness.cleanUp() }
        #expect(harness.ok(["rename", "books", "read"]) == "Renamed 'books' to 'read' (2 entries kept).\n")
        #expect(harness.read("log") == "2026-11-19 read\n2026-11-20 read\n")
        #expect(harness.read("habits")?.hasPrefix("read every=daily since=2026-11-01 was=books ") == true)
    }
}
