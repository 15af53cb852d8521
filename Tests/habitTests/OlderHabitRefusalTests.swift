import Foundation
import Testing

/// A data directory of device files as a `habit` from before them sees it (docs/sync.md,
/// "Upgrade"): the `habits` snapshot, and no `log`. Its first line is one that habit's
/// plain reader rejects as an error quoting the line's text, so it refuses every rewrite
/// with exit 65 and names the line on every command. The plain reader here is the one
/// every earlier `habit` has: `since=` must be a date, and an error blocks every rewrite
/// (docs/data-format.md, "Problems") — so this runs the current `habit` on a directory
/// without `devices/`, which it reads as every earlier one did.
@Suite struct OlderHabitRefusalTests {
    static let text = "this data directory uses device files: it needs a newer habit (docs/sync.md)"

    /// A data directory with `water` and `read` that `habit sync` moved to device files (a
    /// folder a file-sync tool shares, so no git is needed).
    static func movedToDeviceFiles() -> Harness {
        let shared = Harness()
        _ = shared.ok(["add", "water", "--target", "8", "--unit", "glasses"])
        _ = shared.ok(["add", "read"])
        shared.write(".stfolder", "")
        _ = shared.ok(["sync"])
        return shared
    }

    /// The `habits` snapshot of `movedToDeviceFiles()`.
    private func snapshot() -> String {
        let shared = Self.movedToDeviceFiles()
        defer { shared.cleanUp() }
        return shared.read("habits") ?? ""
    }

    @Test func theHabitsSnapshotOpensWithTheRefusingLine() {
        let habits = snapshot()
        #expect(habits.hasPrefix("habit since=\"\(Self.text)\"\n# habit snapshot: "), "\(habits)")
    }

    @Test func anOlderReaderRefusesEveryRewriteAndWritesNothing() {
        let older = Harness()
        defer { older.cleanUp() }
        older.write("habits", snapshot())
        let before = older.contents()
        for command in [
            ["add", "run"], ["edit", "water", "--target", "10"], ["rename", "read", "books"],
            ["remove", "read", "--yes"], ["archive", "read"], ["move", "water", "--to", "2"],
            ["config", "week-start", "sunday"],
        ] {
            let result = older.run(command)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(
                result.stderr.contains("refusing to rewrite")
                    && result.stderr.contains("invalid date '\(Self.text)'"), "\(command): \(result.stderr)")
            #expect(older.contents() == before, "\(command) wrote")
        }
        let verify = older.run(["verify"])
        #expect(verify.status == 65)
        #expect(verify.stdout.contains("habits:1:7: invalid date '\(Self.text)'"), "\(verify.stdout)")
        let list = older.run(["list"])
        #expect(list.stderr.contains("warning: habits:1:7: invalid date '\(Self.text)'"), "\(list.stderr)")
        #expect(older.contents() == before)
    }

    /// An append is no rewrite: a `habit` from before device files still writes a check
    /// to a plain `log` there (docs/sync.md, "Upgrade" says what becomes of it).
    @Test func anOlderReaderStillAppendsAfterTheWarning() {
        let older = Harness()
        defer { older.cleanUp() }
        older.write("habits", snapshot())
        let result = older.run(["check", "read"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("invalid date '\(Self.text)'"), "\(result.stderr)")
        #expect(older.read("log") == "\(Harness.today) read\n")
    }
}
