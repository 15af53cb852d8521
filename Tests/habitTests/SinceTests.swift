import Foundation
import HabitCore
import Testing

@testable import habit

/// `since` as `check`, `uncheck` and `skip` move it.
@Suite struct SinceTests {
    @Test func uncheckBeforeSinceDoesNotMoveSince() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "read"])
        _ = harness.ok(["uncheck", "read", "--date", "2026-11-01"])
        #expect(harness.read("habits") == "read every=daily since=2026-11-21 name=read\n")
        _ = harness.ok(["skip", "read", "--date", "2026-11-10"])
        #expect(harness.read("habits") == "read every=daily since=2026-11-10 name=read\n")
    }
}
