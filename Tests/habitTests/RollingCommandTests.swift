import Foundation
import HabitCore
import Testing

@testable import habit

/// `T in I days` everywhere a schedule appears (docs/cli.md, docs/streaks.md): the gym of
/// the worked example, 3 in 7 days from Mon Nov 2, checked on Mon, Wed and Fri until Fri
/// Nov 20; today is Sat Nov 21 (the harness's day).
@Suite struct RollingCommandTests {
    static let gymDays = ["02", "04", "06", "09", "11", "13", "16", "18", "20"].map { "2026-11-" + $0 }

    func gym(every schedule: String = "3 in 7 days", environment: [String: String] = [:]) -> Harness {
        var harness = Harness()
        for (key, value) in environment { harness.environment[key] = value }
        _ = harness.ok(["add", "gym", "--every", schedule, "--since", "2026-11-02"])
        for day in Self.gymDays { _ = harness.ok(["check", "gym", "--date", day]) }
        return harness
    }

    @Test(arguments: ["3 in 7 days", "3/7d", "3 times in 7 days"])
    func addTakesEveryFormAndStoresTheCanonicalOne(schedule: String) {
        let harness = gym(every: schedule)
        defer { harness.cleanUp() }
        #expect(harness.read("habits") == "gym every=\"3 in 7 days\" since=2026-11-02 name=gym\n")
        #expect(harness.run(["verify"]).status == 0)
        #expect(harness.ok(["list"]).contains("gym  3 in 7 days"))
    }

    @Test func editChangesTheWindowAndAHandWrittenLineReads() {
        let harness = gym()
        defer { harness.cleanUp() }
        _ = harness.ok(["edit", "gym", "--every", "2/5d"])
        // The days before today keep their window (docs/streaks.md, "Goals that change").
        #expect(
            harness.read("habits")
                == "gym every=\"2 in 5 days\" since=2026-11-02 goals=\"3 in 7 days until 2026-11-20\" name=gym\n")
        harness.write("habits", "gym every=3/7d since=2026-11-02\n")
        #expect(harness.ok(["show", "gym"]).contains("3 in 7 days · check · since 2026-11-02"))
    }

    @Test func statusUpcomingAndStatsFollowTheWindow() {
        let harness = gym()
        defer { harness.cleanUp() }
        // Fri 20, Wed 18 and Mon 16 keep the window; Mon 16 leaves it on Mon 23.
        #expect(harness.ok(["status"]).contains("gym  active"))
        #expect(harness.ok(["upcoming"]).contains("Mon, Nov 23\n  gym  — 1 more by Mon\n"))
        let json = harness.ok(["show", "gym", "--json", "--week"])
        #expect(json.contains("\"schedule\": \"3 in 7 days\""))
        #expect(json.contains("\"frequency\": {\n    \"type\": \"rolling\",\n    \"times\": 3,\n    \"days\": 7\n  }"))
        #expect(json.contains("\"due_by\": \"2026-11-23\""))
        #expect(json.contains("\"unit\": \"days\""))
        #expect(harness.ok(["stats", "gym"]).contains("gym"))
        // Nothing more done: on Mon 23 the window (Tue 17 – Mon 23) holds 2, so doing it that
        // day is what keeps it: at risk, and `status --exit-code` says so.
        let later = harness.run(["status", "--exit-code"], extra: ["HABIT_TODAY": "2026-11-23"])
        #expect(later.status == 3)
        #expect(later.stdout.contains("at risk"))
    }

    @Test func aMistypedWindowSuggestsTheRollingForm() {
        let harness = Harness()
        defer { harness.cleanUp() }
        for typed in ["3/7", "3 in 7", "3 per 7 days"] {
            let result = harness.run(["add", "gym", "--every", typed])
            #expect(result.status == 64)
            #expect(result.stderr.contains("invalid schedule '\(typed)'"))
            #expect(result.stderr.hasSuffix("; did you mean '3 in 7 days'?\n"))
        }
        #expect(harness.read("habits") == nil)
        #expect(harness.run(["add", "gym", "--every", "8 in 7 days"]).stderr.contains("'T in I days' (T ≤ I)"))
    }

    @Test func helpAndCompletionsNameTheForm() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["help", "add"]).contains("'T in I days' (T/Id)"))
        #expect(harness.ok(["completions", "bash"]).contains("3/7d"))
    }

    @Test(arguments: ["csv", "json"]) func exportThenImportKeepsTheWindow(format: String) {
        let source = gym()
        let target = Harness()
        defer {
            source.cleanUp()
            target.cleanUp()
        }
        let file = source.root + "/export." + format
        #expect(source.run(["export", "--format", format, "--output", file]).status == 0)
        #expect(target.run(["import", format, file]).status == 0)
        #expect(target.read("habits") == source.read("habits"))
        #expect(target.ok(["show", "gym", "--json"]) == source.ok(["show", "gym", "--json"]))
    }

    @Test func theSameInEveryZone() {
        // The history is civil days: the zone only decides what today is, and `--today`
        // pins it, so every zone prints the same.
        var outputs: Set<String> = []
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/St_Johns", "Asia/Kathmandu"] {
            let harness = gym(environment: ["TZ": zone])
            defer { harness.cleanUp() }
            outputs.insert(harness.ok(["show", "gym", "--json", "--month"]) + harness.ok(["upcoming"]))
        }
        #expect(outputs.count == 1)
    }
}
