import Foundation
import HabitCore
import Testing

@testable import habit

/// Words that match the numbers (docs/cli.md, "Views" and "Writing commands"): a habit
/// begun is not "not started", a limit is logged rather than checked off, `report`
/// counts each habit once, a `habits` file with carriage-return line ends is told so,
/// and `add --any-of` says how to keep its members from breaking on their own. Today is
/// Sat Nov 21, 2026.
@Suite struct HonestWordsTests {
    /// A check on a `3/week` habit's first day: `1/3 this week`, `started`.
    @Test func aCheckOnTheFirstDayIsNotNotStarted() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "gym", "--every", "3/week"])
        _ = harness.ok(["check", "gym"])
        let status = harness.ok(["status"])
        #expect(!status.contains("not started"), "\(status)")
        #expect(status.hasPrefix("gym  started  ○ 0 weeks  1/3 this week"), "\(status)")
        #expect(harness.ok(["show", "gym"]).contains("  Status    started\n"))
        // Nothing recorded yet: not started.
        _ = harness.ok(["add", "read", "--every", "3/week"])
        #expect(harness.ok(["status"]).contains("read  not started"))
    }

    /// An at-most habit is introduced as something to log, not to check off.
    @Test func aLimitIsIntroducedAsSomethingToLog() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["add", "coffee", "--max", "2", "--unit", "cups"])
                == "Added 'coffee' (daily, at most 2 cups a day). Log cups with 'habit check coffee --value 1'; "
                + "a day without any: 'habit check coffee'.\n")
        #expect(
            harness.ok(["add", "sweets", "--max", "0"])
                == "Added 'sweets' (daily, at most 0 a day). Log amounts with 'habit check sweets --value 1'; "
                + "a day without any: 'habit check sweets'.\n")
    }

    /// `report` counts each habit once: a habit made of others apart from its members.
    @Test func theReportCountsEachHabitOnce() throws {
        let harness = Harness(
            habits: """
                meditate since=2026-11-01
                run since=2026-11-01
                bike since=2026-11-01
                cardio any-of=run,bike since=2026-11-01

                """, log: "2026-11-21 meditate\n2026-11-21 run\n")
        defer { harness.cleanUp() }
        let report = harness.ok(["report"])
        #expect(
            report.contains("Done today: 2 of 3 (meditate, run)\nMade of others: 1 of 1 done today (cardio)\n"),
            "\(report)")
        let json = try JSONNode.read(harness.ok(["report", "--json"]))
        #expect(json["done_today"]?.items?.compactMap(\.string) == ["meditate", "run"])
        #expect(json["due_today"]?.items?.count == 3)
        #expect(json["composites_done_today"]?.items?.compactMap(\.string) == ["cardio"])
        #expect(json["composites_due_today"]?.items?.compactMap(\.string) == ["cardio"])
    }

    /// Carriage-return line ends in `habits` are named as such, as they are in `log`.
    @Test func aHabitsFileWithCarriageReturnsIsToldSo() {
        let harness = Harness(
            habits: "a every=daily since=2026-11-01\rb every=daily since=2026-11-01\r", log: "")
        defer { harness.cleanUp() }
        let result = harness.run(["verify"])
        #expect(result.status == 65)
        #expect(!result.stdout.contains("duplicate key"), "\(result.stdout)")
        #expect(
            result.stdout.hasPrefix(
                "habits:1:31: lines end with carriage returns only: change them to newlines "
                    + "(for example with tr '\\r' '\\n')\n"), "\(result.stdout)")
    }

    /// `add --any-of` of members that have schedules of their own says how to let them
    /// count only through the habit made of them.
    @Test func anyOfSaysHowToMakeItsMembersAnytime() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "run"])
        _ = harness.ok(["add", "bike", "--every", "anytime"])
        _ = harness.ok(["add", "swim", "--every", "mon,wed"])
        let added = harness.ok(["add", "cardio", "--any-of", "run,bike,swim", "--every", "3/week"])
        #expect(
            added.hasSuffix(
                "run (daily) and swim (mon,wed) break on their own on days they are not done; to have them count "
                    + "only through cardio: 'habit edit run --every anytime', 'habit edit swim --every anytime'.\n"),
            "\(added)")
    }
}
