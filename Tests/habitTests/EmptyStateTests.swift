import Foundation
import HabitCore
import Testing

@testable import habit

/// Views with nothing to show say so in a sentence.
@Suite struct EmptyStateTests {
    @Test func anytimeHabitsLeaveUpcomingEmptyWithASentence() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "journal", "--every", "anytime"])
        #expect(
            harness.ok(["upcoming"]).hasPrefix(
                "Nothing is due in the next 7 days. This view lists what comes after today;"))
        #expect(harness.ok([]).contains("Nothing is due today."))
        _ = harness.ok(["check", "journal"])
        #expect(harness.ok([]).contains("1 completed today"))
        #expect(harness.ok(["show", "journal"]).contains("Status    tracking"))
    }

    @Test func archivedOnlyListExplainsHowToSeeThem() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "old"])
        _ = harness.ok(["archive", "old"])
        #expect(harness.ok(["list"]).hasPrefix("Your only habit is archived. This list shows the habits you track;"))
        _ = harness.ok(["add", "older"])
        _ = harness.ok(["archive", "older"])
        #expect(harness.ok(["list"]).hasPrefix("All 2 habits are archived."))
    }
}
