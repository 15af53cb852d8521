import Foundation
import Testing

@testable import habit

/// A check habit takes no amount, and an amount of 0 gets nothing done (docs/cli.md,
/// "Writing commands").
@Suite struct CheckAmountTests {
    static func prepared() -> Harness {
        let harness = Harness()
        harness.write(
            "habits",
            "meditate since=2026-11-01\nfloss since=2026-11-01\nwater since=2026-11-01 target=8 unit=glasses\n")
        harness.write("log", "")
        return harness
    }

    @Test(arguments: [
        ["check", "meditate", "--value", "2"], ["check", "meditate", "--set", "2"], ["check", "floss", "--value", "0"],
        ["check", "water", "meditate", "--value", "2"], ["check", "meditate", "water", "--value", "2"],
    ])
    func anAmountForACheckHabitIsRefusedAndNothingWritten(_ arguments: [String]) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let result = harness.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("habit: error: refusing '--"))
        #expect(result.stderr.contains("it is a check habit, done or not, and takes no amount; use 'habit check "))
        #expect(harness.read("log") == "")
    }

    @Test func anAmountOfZeroIsNotDone() {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let added = harness.ok(["check", "water", "--value", "0"])
        #expect(added.hasPrefix("· water +0 glasses today"))
        #expect(!added.contains("✓"))
        let set = harness.ok(["check", "water", "--set", "0"])
        #expect(set.hasPrefix("· water set to 0 glasses today"))
        #expect(harness.ok(["check", "water", "--value", "3"]).hasPrefix("✓ water +3 glasses today"))
    }
}
