import Foundation
import Testing

@testable import habit

/// Amounts are bounded where they are parsed; a day holds at most the maximum; every
/// amount `habit` accepts comes back through export and import (docs/data-format.md).
@Suite struct AmountRoundTripTests {
    @Test func aValueAboveTheMaximumIsAUsageError() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "w", "--target", "5"]).status == 0)
        let before = harness.contents()
        let result = harness.run(["check", "w", "--value", "1000000000000"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected a number from 0 to 1000000000 with at most 3 decimals"))
        #expect(harness.contents() == before)
    }

    @Test func aValueThatWouldTakeADayPastTheMaximumIsRefused() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "w", "--target", "5"]).status == 0)
        #expect(harness.run(["check", "w", "--value", "600000000"]).status == 0)
        let before = harness.contents()
        let result = harness.run(["check", "w", "--value", "400000000.001"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "habit: error: refusing to record: 'w' would hold 1000000000.001 on 2026-11-21, more than one day "
                + "may hold (1000000000); use --set for a new amount\n")
        #expect(harness.contents() == before)
        #expect(harness.run(["check", "w", "--value", "400000000"]).status == 0)
    }

    @Test(arguments: ["csv", "json"])
    func everyAcceptedAmountRoundTrips(_ format: String) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "w", "--target", "5", "--since", "2026-11-01"]).status == 0)
        #expect(harness.run(["add", "c", "--max", "1000000000", "--since", "2026-11-01"]).status == 0)
        // Values over the maximum, or that take a day past it, may be refused; whatever is
        // accepted must come back.
        let steps: [[String]] = [
            ["check", "w", "--value", "1000000000000", "--date", "2026-11-16"],
            ["check", "w", "--value", "1000000000000", "--date", "2026-11-16"],
            ["check", "w", "--value", "600000000", "--date", "2026-11-17"],
            ["check", "w", "--value", "600000000", "--date", "2026-11-17"],
            ["check", "w", "--value", "1000000000", "--date", "2026-11-18"],
            ["check", "w", "--value", "999999999.999", "--date", "2026-11-19"],
            ["check", "w", "--value", "0.001", "--date", "2026-11-19"],
            ["check", "w", "--value", "500000000", "--date", "2026-11-20"],
            ["check", "w", "--value", "500000000", "--date", "2026-11-20"],
            ["check", "c", "--set", "1000000000", "--date", "2026-11-20"],
            ["check", "w", "--set", "0.001", "--date", "2026-11-21"],
        ]
        var accepted = 0
        for step in steps where harness.run(step).status == 0 { accepted += 1 }
        #expect(accepted >= 8)
        let exported = harness.run(["export", "--format", format])
        #expect(exported.status == 0)
        let file = harness.root + "/export." + format
        try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let other = harness.root + "/other"
        let imported = harness.run(["--data-dir", other, "import", format, file])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("  lines skipped: 0\n"), "\(imported.stdout)")
        let again = harness.run(["--data-dir", other, "export", "--format", format])
        #expect(again.stdout == exported.stdout)
        #expect(harness.ok(["stats", "w", "--json"]) == harness.ok(["--data-dir", other, "stats", "w", "--json"]))
    }

    @Test func aHugeJSONTargetIsSkippedWithAMessage() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let file = harness.root + "/big.json"
        let text = """
            {"format":"habit-export","version":1,"habits":[
              {"id":"big","goal":"at-least","target":1e16,"since":"2026-01-01","entries":[]},
              {"id":"inf","goal":"at-most","target":1e308,"since":"2026-01-01"},
              {"id":"ok","goal":"at-least","target":1000000000,"since":"2026-01-01"}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = harness.run(["import", "json", file])
        #expect(result.status == 0)
        #expect(result.stdout.contains("big.json:habits[0]: invalid number '1e+16'"))
        #expect(result.stdout.contains("big.json:habits[1]: invalid number"))
        #expect(harness.read("habits") == "ok every=daily target=1000000000 since=2026-01-01 name=ok\n")
    }

    @Test func anExportThatCouldNotBeReadBackIsRefused() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "w", "--target", "5"]).status == 0)
        harness.write("log", "2026-11-21 w +600000000\n2026-11-21 w +600000000\n")
        let result = harness.run(["export"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("habit: error: cannot export 'w' on 2026-11-21: its amount 1200000000"))
        #expect(result.stdout.isEmpty)
    }

    @Test func anImportThatWouldTakeADayPastTheMaximumSkipsThatDay() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let file = harness.root + "/in.csv"
        let text = """
            record,id,name,schedule,goal,target,unit,since,archived,date,action,note
            habit,w,w,daily,at-least,5,,2026-11-01,false,,,
            entry,w,,,,,,,,2026-11-20,+600000000,
            entry,w,,,,,,,,2026-11-20,+600000000,
            entry,w,,,,,,,,2026-11-21,+600000000,

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = harness.run(["import", "csv", file])
        #expect(result.status == 0)
        #expect(result.stdout.contains("w 2026-11-20: amounts adding up to 1200000000, more than one day may hold"))
        #expect(harness.read("log") == "2026-11-21 w +600000000\n")
    }
}
