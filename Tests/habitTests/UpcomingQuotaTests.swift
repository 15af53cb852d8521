import Foundation
import Testing

@testable import habit

/// `habit upcoming` lists a weekly or monthly quota while the engine's current period is
/// open, with what is done so far, and not once the period is met or excused.
@Suite struct UpcomingQuotaTests {
    /// Wednesday 2026-11-18: gym, 3/week since Monday, done Monday and Tuesday.
    static func gymTwoOfThree() -> Harness {
        let harness = Harness(today: "2026-11-18")
        _ = harness.ok(["add", "gym", "--every", "3/week", "--since", "2026-11-16"])
        _ = harness.ok(["check", "gym", "--date", "2026-11-16"])
        _ = harness.ok(["check", "gym", "--date", "2026-11-17"])
        return harness
    }

    /// 3/week, done Monday and Tuesday, then Wednesday to Sunday skipped ahead: the week is
    /// excused, nothing is left to do in it.
    @Test func aWeekSkippedAheadIsNotListed() {
        let harness = Self.gymTwoOfThree()
        defer { harness.cleanUp() }
        _ = harness.ok(["skip", "gym", "--from", "2026-11-18", "--to", "2026-11-22"])
        let out = harness.ok(["upcoming"])
        #expect(!out.contains("gym"), "\(out)")
    }

    /// The same week without the skips is open: 2 of 3 are done.
    @Test func anOpenWeekIsListedWithWhatIsDone() {
        let harness = Self.gymTwoOfThree()
        defer { harness.cleanUp() }
        let out = harness.ok(["upcoming"])
        #expect(out.contains("This week (until Sun, Nov 22)\n  gym  — 2 of 3 this week\n"), "\(out)")
    }

    /// A numeric week met early is not listed; `today` marks it done, but not completed
    /// today (docs/cli.md, "Views").
    @Test func aMetNumericWeekIsNotListedAndIsDone() {
        let harness = Harness(today: "2026-11-18")
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "run", "--every", "week", "--target", "20", "--unit", "km", "--since", "2026-11-16"])
        _ = harness.ok(["check", "run", "--value", "25", "--date", "2026-11-16"])
        #expect(!harness.ok(["upcoming"]).contains("run"))
        let today = harness.ok(["today"])
        #expect(today.contains("0 completed today"), "\(today)")
        #expect(today.contains("✓  run"), "\(today)")
    }
}
