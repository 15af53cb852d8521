import Foundation
import HabitTestSupport
import Testing

@testable import habit

/// `check A B C`, `uncheck A B`, `skip A B --from --to` and `skip --all`: one lock, one
/// append, all or nothing.
@Suite struct SeveralIDsTests {
    static func harness() -> Harness {
        Harness(
            habits: "meditate since=2026-11-01\nread since=2026-11-01\nstretch since=2026-11-01\n",
            log: "2026-11-20 read\n")
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func checkSeveralIsOneLockAndOneAppend() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let watching = TestFileSystem()
        let result = harness.run(["check", "meditate", "read", "stretch"], fileSystem: watching)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stdout.contains("✓ read done today · streak ● 2 days\n"))
        #expect(harness.read("log") == "2026-11-20 read\n2026-11-21 meditate\n2026-11-21 read\n2026-11-21 stretch\n")
        #expect(watching.locks.filter { $0 }.count == 2)  // one lock: `.lock`, then the directory
        #expect(watching.writes(to: harness.directory + "/log") == 1)
    }

    @Test func checkSeveralPrintsOneJSONDocument() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let text = harness.ok(["--json", "check", "meditate", "read"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["today"] as? String == Harness.today)
        #expect((json["habits"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["meditate", "read"])
    }

    @Test func anUnknownIDRefusesTheWholeCommand() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        for arguments in [["check", "meditate", "raed"], ["uncheck", "read", "nobody"], ["skip", "meditate", "x"]] {
            let result = harness.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "")
            #expect(harness.read("log") == "2026-11-20 read\n", "nothing written by \(arguments)")
        }
        #expect(harness.run(["check", "meditate", "raed"]).stderr.contains("did you mean 'read'?"))
    }

    @Test func uncheckAndSkipTakeSeveralIDs() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["uncheck", "read", "meditate", "--date", "yesterday"]).status == 0)
        let skipped = harness.ok(["skip", "meditate", "stretch", "--from", "2026-11-24", "--to", "2026-11-25"])
        #expect(skipped == "Skipped meditate, stretch for 2 days, Tue, Nov 24 to Wed, Nov 25.\n")
        #expect(
            harness.read("log") == """
                2026-11-20 read
                2026-11-20 read clear
                2026-11-20 meditate clear
                2026-11-24 meditate skip
                2026-11-25 meditate skip
                2026-11-24 stretch skip
                2026-11-25 stretch skip

                """)
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test func skipAllIsAVacation() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=2026-11-01\nread since=2026-11-01\nold since=2026-11-01 archived\n")
        let watching = TestFileSystem()
        let result = harness.run(
            ["skip", "--all", "--from", "2026-12-24", "--to", "2026-12-26", "--note", "vacation"], fileSystem: watching)
        #expect(result.stdout == "Skipped meditate, read for 3 days, Thu, Dec 24 to Sat, Dec 26.\n")
        #expect(harness.read("log")?.components(separatedBy: "skip # vacation\n").count == 7)
        #expect(harness.read("log")?.contains("old") == false)
        #expect(watching.writes(to: harness.directory + "/log") == 1)
        #expect(harness.run(["skip", "--all", "read"]).status == 64)
    }
}
