import Foundation
import HabitCore
import Testing

@testable import habit

/// `habit demo` needs no `HOME`, reads none of the user's data or config, and leaves no
/// directory behind (docs/cli.md, "demo and completions").
@Suite struct DemoIsolationTests {
    /// Runs `demo` with only `environment` (plus a pinned today, zone and locale).
    static func demo(_ harness: Harness, _ environment: [String: String]) -> RunResult {
        let out = BufferSink()
        let err = BufferSink()
        // A Monday: the demo's `ask` step then has days to ask about.
        let base = ["HABIT_TODAY": "2026-11-23", "TZ": "UTC", "LANG": "en_US.UTF-8", "COLUMNS": "80"]
        let status = CLI.run(
            ["demo"], environment: base.merging(environment) { $1 }, stdout: out, stderr: err, now: Harness.now)
        return RunResult(status: status, stdout: out.text, stderr: err.text)
    }

    /// The temporary directory the demo may use, empty.
    static func scratch(_ harness: Harness) -> String {
        let path = harness.root + "/tmp"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func runsWithoutHomeAndRemovesItsDirectory() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let tmp = Self.scratch(harness)
        let result = Self.demo(harness, ["TMPDIR": tmp])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.contains("$ habit show water --year\n"))
        #expect(result.stdout.contains("Recorded "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp) == [])
    }

    /// A data directory the demo would fail on — a `config` with an unknown zone (65), or
    /// a file where the directory should be (74) — does not matter: it is never read.
    @Test func neverReadsTheUsersDataOrConfig() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let tmp = Self.scratch(harness)
        _ = harness.ok(["add", "gym", "--every", "3/week"])
        harness.write("config", "timezone = Mars/Base\n")
        let before = harness.contents()
        let badConfig = Self.demo(harness, ["TMPDIR": tmp, "HABIT_HOME": harness.directory, "HOME": harness.root])
        #expect(badConfig.status == 0, "\(badConfig.stderr)")
        #expect(harness.contents() == before)
        let file = harness.root + "/not-a-directory"
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let notADirectory = Self.demo(harness, ["TMPDIR": tmp, "HABIT_HOME": file])
        #expect(notADirectory.status == 0, "\(notADirectory.stderr)")
        #expect(notADirectory.stdout == badConfig.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp) == [])
    }
}
