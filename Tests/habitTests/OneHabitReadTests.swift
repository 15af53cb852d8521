import Foundation
import Testing

@testable import habit

/// `check`, `uncheck` and `skip` read only their habit's lines of the log; `show ID` keeps
/// only its habit's entries but checks every line.
@Suite struct OneHabitReadTests {
    static let habits = "meditate every=daily since=2026-11-10 name=M\ntea every=daily since=2026-11-01 name=T\n"
    static let log = "2026-11-20 meditate\n2026-11-20 tea +x\n2026-11-19 ghost\n2026-11-20 tea\n"

    @Test func checkWarnsAboutItsOwnLinesAndStillAppends() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", OneHabitReadTests.habits)
        harness.write("log", OneHabitReadTests.log + "2026-11-21 meditate bogus\n")
        let result = harness.run(["check", "meditate"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("log:5:"))
        #expect(!result.stderr.contains("log:2:"))
        #expect(!result.stderr.contains("ghost"))
        #expect(harness.run(["verify"]).stdout.contains("log:2:"))
    }

    @Test func showReportsEveryMalformedLine() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", OneHabitReadTests.habits)
        harness.write("log", OneHabitReadTests.log)
        let shown = harness.run(["show", "meditate"])
        let listed = harness.run(["list"])
        #expect(shown.status == 0)
        #expect(shown.stderr.contains("log:2:"))
        #expect(shown.stderr.contains("unknown habit 'ghost'"))
        #expect(shown.stderr == listed.stderr)
    }

    /// `show ID` folds only its habit's history; what it shows must be what the full
    /// fold gives, which `status --json` reads.
    @Test func showFoldsItsHabitAsAFullReadDoes() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", OneHabitReadTests.habits)
        harness.write("log", OneHabitReadTests.log + "2026-11-21 tea skip\n2026-11-19 meditate\n2026-11-21 meditate\n")
        let shown = harness.run(["show", "meditate", "--json"])
        let status = harness.run(["status", "--json"])
        #expect(shown.status == 0)
        let habit = try #require(
            JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let all = try #require(JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let listed = try #require((all["habits"] as? [[String: Any]])?.first { $0["id"] as? String == "meditate" })
        let streak = try #require(habit["streak"] as? [String: Any])
        #expect(streak["current"] as? Int == 3)
        #expect(NSDictionary(dictionary: streak).isEqual(to: try #require(listed["streak"] as? [String: Any])))
        let stats = try #require(habit["stats"] as? [String: Any])
        #expect(stats["met"] as? Int == 3)
        #expect(stats["total"] as? Int == 3)
    }

    @Test func movingSinceBackIsRefusedOnOtherHabitsErrorsBeforeTheLockFileExists() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", OneHabitReadTests.habits)
        harness.write("log", OneHabitReadTests.log)
        let result = harness.run(["check", "meditate", "--date", "2026-11-05"])
        #expect(result.status == 65)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/.lock"))
        let log = (try? String(contentsOfFile: harness.directory + "/log", encoding: .utf8)) ?? ""
        #expect(log == OneHabitReadTests.log)
    }
}
