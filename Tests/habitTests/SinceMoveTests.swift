import Foundation
import Testing

@testable import habit

/// Dates and `since`: a year outside today's is printed, a backdate that moves `since`
/// says so, a move of more than 31 days needs `--yes` (or a yes at a terminal), and
/// `edit --since` sets it.
@Suite struct SinceMoveTests {
    static func harness() -> Harness {
        Harness(habits: "meditate since=2026-11-16\n", log: "")
    }

    @Test func aBackdateThatMovesSinceSaysSo() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let out = harness.ok(["check", "meditate", "--date", "2026-11-10"])
        #expect(out.contains("Moved the start of meditate back to Tue, Nov 10 (was Mon, Nov 16)"))
        #expect(!harness.ok(["check", "meditate", "--date", "2026-11-12"]).contains("Moved"))
    }

    @Test func aMoveOfMoreThanAMonthNeedsYes() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let refused = harness.run(["check", "meditate", "--date", "2025-11-19"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("refusing to move the start of 'meditate' back 362 days"))
        #expect(refused.stderr.contains("add --yes"))
        #expect(harness.read("log") == "")
        #expect(harness.read("habits") == "meditate since=2026-11-16\n")
        #expect(harness.run(["skip", "meditate", "--from", "2026-10-01", "--to", "2026-10-02"]).status == 1)
        let yes = harness.ok(["check", "meditate", "--date", "2025-11-19", "--yes"])
        #expect(yes.hasPrefix("✓ meditate done Wed, Nov 19, 2025"))
        #expect(yes.contains("back to Wed, Nov 19, 2025 (was Mon, Nov 16)"))
    }

    @Test func editSinceSetsIt() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "meditate", "--date", "2026-11-10"])
        #expect(harness.ok(["edit", "meditate", "--since", "2026-11-14"]).contains("since 2026-11-14"))
        #expect(harness.read("habits")?.contains("since=2026-11-14") == true)
    }

    @Test func aMistypedDateWordGetsADidYouMean() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "meditate", "--date", "yestreday"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid date 'yestreday': did you mean 'yesterday'?"))
        #expect(harness.run(["check", "meditate", "--date", "tody"]).stderr.contains("did you mean 'today'?"))
    }

    /// At a terminal the move is asked about: `n` writes nothing, `y` goes ahead.
    @Test func aTerminalIsAskedAboutAMove() throws {
        for (answer, written) in [("n", false), ("y", true)] {
            let harness = Self.harness()
            defer { harness.cleanUp() }
            let terminal = try PseudoTerminal()
            let process = try terminal.start(
                try BinaryTests.executable(), ["check", "meditate", "--date", "2025-11-19"],
                environment: AskTests.environment(harness))
            #expect(
                terminal.read(until: "Move the start of meditate back 362 days, from 2026-11-16 to 2025-11-19? [y/N] "))
            terminal.type(answer + "\n")
            terminal.readToEnd()
            process.waitUntilExit()
            #expect(process.terminationStatus == (written ? 0 : 1))
            #expect((harness.read("log") == "2025-11-19 meditate\n") == written)
        }
    }
}
