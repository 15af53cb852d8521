import Testing

/// A data file with git's merge markers gets one message naming the conflict, not one
/// invalid date per marker line (docs/sync.md, "Before device files").
@Suite struct MergeMarkerTests {
    static let habits =
        "meditate every=daily since=2026-11-01 name=meditate\nread every=daily since=2026-11-01 name=read\n"

    @Test func markersInTheLogGetOneMessage() {
        let log = """
            2026-11-20 meditate
            <<<<<<< HEAD
            2026-11-21 meditate
            =======
            2026-11-21 read
            >>>>>>> origin/main

            """
        let harness = Harness(habits: Self.habits, log: log)
        defer { harness.cleanUp() }
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect(verify.stdout == "log:2:1: unresolved merge conflict; run 'habit sync' or resolve it\n")
        #expect(!harness.run(["list"]).stderr.contains("invalid date"))
    }

    @Test func markersInHabitsGetOneMessage() {
        let habits =
            "<<<<<<< HEAD\n" + Self.habits + "=======\nread every=daily since=2026-11-01 name=Books\n>>>>>>> x\n"
        let harness = Harness(habits: habits, log: "")
        defer { harness.cleanUp() }
        let verify = harness.run(["verify"])
        #expect(verify.stdout.hasPrefix("habits:1:1: unresolved merge conflict; run 'habit sync' or resolve it\n"))
        #expect(!verify.stdout.contains("invalid"))
    }
}
