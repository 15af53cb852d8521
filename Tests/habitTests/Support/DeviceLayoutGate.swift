import Foundation
import Testing

/// The tests of issue 42 run against the command line only, and until the device layout
/// is wired into the commands they fail on purpose (docs/sync.md, "Device files: the layout
/// sync is moving to"). `pending` runs such a test's body so that every failure is shown as
/// a known issue and the test run stays green; with `HABIT_DEVICE_LAYOUT_TESTS=1` the body
/// runs plainly and every failure fails the test. The switch goes once the layout is wired.
enum DeviceLayoutGate {
    /// Whether `HABIT_DEVICE_LAYOUT_TESTS=1` asks for the tests to count.
    static var strict: Bool { ProcessInfo.processInfo.environment["HABIT_DEVICE_LAYOUT_TESTS"] == "1" }

    /// Runs `body`: plainly when `strict`, else with its failures recorded as known issues
    /// (a body that passes is fine too: `isIntermittent`).
    static func pending(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
        if strict {
            do { try body() } catch { Issue.record(error, sourceLocation: sourceLocation) }
        } else {
            withKnownIssue(
                "issue 42: the commands do not write the device layout yet", isIntermittent: true,
                sourceLocation: sourceLocation, body)
        }
    }
}
