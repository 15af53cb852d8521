import Testing

@testable import habit

/// `verify` lists problems in file and line order, counts what it lists, and suggests the
/// nearest habit id for an entry of an unknown one (docs/cli.md, "verify").
@Suite struct VerifyReportTests {
    static func broken() -> Harness {
        let harness = Harness()
        harness.write(
            "habits", "meditate since=2026-11-01\nwater since=2026-11-01 target=8\nyoga since=2026-11-01 bogus=1\n")
        harness.write("config", "week-start = sunday\ncolour = red\n")
        harness.write("log", "2026-11-20 meditat\n2026-11-31 meditate\n2026-11-21 meditate # calm\n2026-11-21 wter\n")
        return harness
    }

    @Test func problemsComeInFileAndLineOrder() {
        let harness = Self.broken()
        defer { harness.cleanUp() }
        let result = harness.run(["verify"])
        #expect(result.status == 65)
        let places = result.stdout.split(separator: "\n").map {
            $0.split(separator: ":").prefix(2).joined(separator: ":")
        }
        #expect(places == ["habits:3", "config:2", "log:1", "log:2", "log:4"])
    }

    @Test func theCountIsOfWhatIsPrinted() {
        let harness = Self.broken()
        defer { harness.cleanUp() }
        let result = harness.run(["verify"])
        let printed = result.stdout.split(separator: "\n").count
        #expect(printed == 5)
        #expect(result.stderr == "habit: error: \(printed) problems found in the data files\n")
    }

    @Test func anUnknownHabitGetsTheNearestID() {
        let harness = Self.broken()
        defer { harness.cleanUp() }
        let lines = harness.run(["verify"]).stdout.split(separator: "\n")
        #expect(
            lines[2] == "log:1:1: entry for unknown habit 'meditat': expected a habit defined in 'habits'; "
                + "did you mean 'meditate'?")
        #expect(lines[4].hasSuffix("; did you mean 'water'?"))
    }

    @Test func aFarOffUnknownHabitGetsNoSuggestion() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=2026-11-01\n")
        harness.write("log", "2026-11-20 swimming\n")
        let result = harness.run(["verify"])
        #expect(result.status == 0)
        #expect(
            result.stdout == "log:1:1: entry for unknown habit 'swimming': expected a habit defined in 'habits'\n"
                + "No errors in \(harness.directory): 1 habit, 1 entry, 1 warning.\n")
    }
}
