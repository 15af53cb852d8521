import Testing

@testable import habit

/// The cron nag says what is left: `status --exit-code` exits 3 while any habit's open
/// period ends today unmet, whatever its streak; `report` lists what is still to do and
/// what is over the limit; `status` shows quota and numeric progress.
@Suite struct CronNagTests {
    /// Today is Sat Nov 21. New habits, streaks at 0: they nag all the same.
    static func harness() -> Harness {
        Harness(
            habits: """
                meditate since=2026-11-21
                water target=8 unit=glasses since=2026-11-21
                gym every=3/week since=2026-11-16
                coffee max=2 unit=cups since=2026-11-21
                read every=mon,wed since=2026-11-16

                """, log: "2026-11-21 water +3\n2026-11-17 gym\n2026-11-18 gym\n2026-11-21 coffee +3\n")
    }

    @Test func exitCodeIsThreeWhileSomethingIsLeftToday() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["status", "--exit-code"]).status == 3)
        _ = harness.ok(["check", "meditate", "water", "gym"])
        // gym's week ends tomorrow (Sunday), read is not due: nothing is left today.
        #expect(harness.run(["status", "--exit-code"]).status == 0)
        #expect(harness.run(["status"]).status == 0)
    }

    @Test func reportSaysWhatIsStillToDoAndWhatIsOver() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let report = harness.ok(["report"])
        #expect(report.contains("Still to do today: meditate, water — 5 more glasses\n"))
        #expect(report.contains("Over the limit: coffee (3/2 cups)\n"))
        harness.write("log", "2026-11-21 water +3\n2026-11-17 gym\n2026-11-18 gym\n")
        let sunday = Harness(today: "2026-11-22")
        defer { sunday.cleanUp() }
        sunday.write("habits", harness.read("habits") ?? "")
        sunday.write("log", "2026-11-17 gym\n2026-11-18 gym\n2026-11-22 meditate\n2026-11-22 water =8\n")
        #expect(sunday.ok(["report"]).contains("Still to do today: gym — 1 more this week\n"))
        #expect(sunday.run(["status", "--exit-code"]).status == 3)
    }

    @Test func statusShowsProgress() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let status = harness.ok(["status"])
        #expect(status.contains("3/8 glasses · due today"))
        #expect(status.contains("2/3 this week"))
        #expect(status.contains("coffee    over the limit"))
        #expect(status.contains("3/2 cups — over"))
        #expect(harness.ok(["status", "--ascii"]).contains("3/2 cups - over"))
    }
}

/// Progress is the engine's current period in words: where no period contains today (a
/// weekday list on an off day), the views show no period's progress, and a target
/// never appears beside an amount that the period does not hold.
@Suite struct ProgressFromThePeriodTests {
    /// Saturday Nov 21: `water` is due Mon, Wed and Fri only.
    static func harness() -> Harness {
        Harness(
            habits: "water every=mon,wed,fri target=8 unit=glasses since=2026-11-16\n", log: "2026-11-20 water +5\n")
    }

    @Test func anAmountOnAnOffDayIsNotShownAgainstAPeriod() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let line = harness.ok(["check", "water", "--value", "3"])
        #expect(line.hasPrefix("✓ water +3 glasses today"), "\(line)")
        #expect(!line.contains("/8 glasses"), "\(line)")
        #expect(!harness.ok(["status"]).contains("/8 glasses"))
    }

    @Test func aDueDayShowsItsOwnAmountAgainstTheTarget() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let friday = harness.ok(["check", "water", "--value", "2", "--date", "2026-11-20"])
        #expect(!friday.contains("("), "a backdate shows no progress: \(friday)")
        let monday = Harness(today: "2026-11-23")
        defer { monday.cleanUp() }
        monday.write("habits", harness.read("habits") ?? "")
        monday.write("log", "2026-11-20 water +5\n")
        #expect(monday.ok(["check", "water", "--value", "3"]).contains("(3/8 glasses)"))
        #expect(monday.ok(["status"]).contains("3/8 glasses"))
    }
}

/// `status` cuts its progress column before it drops it (docs/cli.md, "Width").
@Suite struct StatusWidthTests {
    @Test func progressIsCutBeforeItIsDropped() {
        let harness = CronNagTests.harness()
        defer { harness.cleanUp() }
        let wide = harness.ok(["status"], columns: 80)
        #expect(wide.contains("3/8 glasses · due today\n"))
        let narrow = harness.ok(["status"], columns: 47)
        let water = narrow.split(separator: "\n").first { $0.hasPrefix("water") }.map(String.init) ?? ""
        #expect(water.contains("3/8 gla"), "\(narrow)")
        #expect(water.hasSuffix("…"), "\(water)")
        #expect(TextWidth.of(water) <= 47)
    }
}
