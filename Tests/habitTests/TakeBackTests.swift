import Foundation
import HabitCore
import Testing

@testable import habit

/// Corrections: `uncheck ID --value N` takes N back from the day, never below zero, as an
/// `=M` entry worked out under the lock; `check --value -N` points there (docs/cli.md,
/// "Writing commands"; docs/data-format.md, `log`). Today is Sat Nov 21, 2026.
@Suite struct TakeBackTests {
    static func harness(log: String = "2026-11-21 water +5\n2026-11-21 coffee +3\n") -> Harness {
        Harness(
            habits: """
                water target=8 unit=glasses since=2026-11-01
                coffee max=2 unit=cups since=2026-11-01
                meditate since=2026-11-01

                """, log: log)
    }

    @Test func uncheckValueTakesTheAmountBackAsAnEntry() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["uncheck", "water", "--value", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "· water -2 glasses today (3/8 glasses, was 5) · streak ○ 0 days\n")
        #expect(harness.read("log") == "2026-11-21 water +5\n2026-11-21 coffee +3\n2026-11-21 water =3\n")
        #expect(harness.ok(["status"]).contains("3/8 glasses"))
        // Of a limit, and of several ids at once: one append.
        let both = harness.run(["uncheck", "coffee", "water", "--value", "1"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout.hasPrefix("· coffee -1 cup today (2/2 cups, was 3)"), "\(both.stdout)")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 coffee =2\n2026-11-21 water =2\n") == true)
    }

    /// Never below zero: only what the day holds is taken back, and the receipt says so.
    @Test func aTakeBackStopsAtZero() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["uncheck", "water", "--value", "10", "--date", "2026-11-21"])
        #expect(result.stdout == "· water -5 glasses today (0/8 glasses, was 5) · streak ○ 0 days\n")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 water =0\n") == true)
        let earlier = Self.harness(log: "2026-11-20 water =8\n")
        defer { earlier.cleanUp() }
        #expect(
            earlier.ok(["uncheck", "water", "--value", "1", "--date", "yesterday"])
                == "· water -1 glass yesterday (7 glasses, was 8) · streak ○ 0 days\n")
    }

    /// Nothing to take back (nothing recorded, a skip, a check habit): refused, exit 1,
    /// nothing written.
    @Test(arguments: [
        (["uncheck", "water", "--value", "1", "--date", "yesterday"], "'water' holds no amount yesterday"),
        (["uncheck", "meditate", "--value", "1"], "'meditate' is a check habit"),
    ])
    func nothingToTakeBackIsRefused(arguments: [String], message: String) {
        let harness = Self.harness(log: "2026-11-21 water +5\n2026-11-20 water skip\n")
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(harness.contents() == before)
    }

    /// A negative amount to `check` says how to take an amount back.
    @Test(arguments: [
        (["check", "water", "--value", "-1"], "habit uncheck water --value 1"),
        (["check", "water=-2", "meditate"], "habit uncheck water --value 2"),
        (["check", "water", "coffee", "--value=-0.5"], "habit uncheck water coffee --value 0.5"),
    ])
    func aNegativeValuePointsAtUncheck(arguments: [String], hint: String) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("to take an amount back, run '\(hint)'"), "\(result.stderr)")
        #expect(harness.contents() == before)
    }

    @Test func uncheckValueTakesAnAmountOnly() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["uncheck", "water", "--value", "-1"]).status == 64)
        #expect(harness.run(["uncheck", "water", "--value", "a"]).status == 64)
    }
}

extension TakeBackTests {
    /// `uncheck` says what it cleared, or that the day held nothing.
    @Test func uncheckSaysWhatItCleared() {
        let harness = Self.harness(log: "2026-11-21 water +5\n2026-11-21 meditate\n")
        defer { harness.cleanUp() }
        #expect(harness.ok(["uncheck", "meditate"]) == "Cleared meditate for today (was done) · streak ○ 0 days\n")
        #expect(harness.ok(["uncheck", "water"]) == "Cleared water for today (was 5/8 glasses) · streak ○ 0 days\n")
        #expect(
            harness.ok(["uncheck", "meditate", "--date", "yesterday"])
                == "Cleared meditate for yesterday (nothing was recorded) · streak ○ 0 days\n")
    }
}
