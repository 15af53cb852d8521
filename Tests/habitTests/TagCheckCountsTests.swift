import Foundation
import HabitCore
import Testing

@testable import habit

/// `check @T` records every habit of the tag that a check counts for today, and an `@T`
/// that selects nothing is a usage error wherever ids are taken (docs/cli.md, "Tags").
/// Today is Sat Nov 21, 2026.
@Suite struct TagCheckCountsTests {
    /// In the evening: a rolling window already kept today, a weekly quota already met,
    /// an `anytime` habit, and a weekday list not due on Saturdays; `old` only archived.
    static func harness() -> Harness {
        Harness(
            habits: """
                floss every="3 in 7 days" since=2026-11-01 tags=evening
                gym every=3/week since=2026-11-01 tags=evening
                journal every=anytime since=2026-11-01 tags=evening
                piano every=mon,wed,fri since=2026-11-01 tags=evening
                old every=daily since=2026-11-01 archived tags=past

                """,
            log:
                "2026-11-16 floss\n2026-11-18 floss\n2026-11-20 floss\n2026-11-16 gym\n2026-11-17 gym\n2026-11-18 gym\n"
        )
    }

    /// A check counts for a rolling window already kept (it keeps the windows ahead), a
    /// week already met and an `anytime` habit; a weekday list's day off is left out.
    @Test func aTagChecksEveryHabitACheckCountsFor() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "@evening"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ floss done today"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("Left out piano: not due today.\n"), "\(result.stdout)")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 floss\n2026-11-21 gym\n2026-11-21 journal\n") == true)
    }

    /// A tag no habit has, and one only archived habits have, are usage errors (64) for
    /// every command that takes `@T`, and nothing is written.
    @Test(arguments: ["check", "uncheck", "skip", "ask", "status"], ["@evenin", "@past"])
    func aTagThatSelectsNothingIsAUsageError(command: String, tag: String) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run([command, tag])
        #expect(result.status == 64, "\(command) \(tag): \(result.stdout) \(result.stderr)")
        #expect(
            result.stderr
                == (tag == "@past"
                    ? "habit: error: every habit tagged 'past' is archived; 'habit list --all --tag past' shows them\n"
                    : "habit: error: no habit is tagged 'evenin'; did you mean '@evening'?\n"))
        #expect(harness.contents() == before)
    }
}
