import Foundation
import HabitCore
import Testing

@testable import habit

/// Days exist from 0001-01-01 to 9999-12-31 everywhere: a date argument, the clock or
/// day arithmetic that would leave that range is refused with exit 64 and nothing is
/// written (docs/cli.md, "Dates").
@Suite struct DayRangeTests {
    static let outOfRangeArguments = ["yesterday", "sun", "12-31", "1 day ago", "3 days ago", "999999999 days ago"]

    @Test(arguments: outOfRangeArguments)
    func dateArgumentsBeforeYearOneAreRefused(_ argument: String) {
        let harness = Harness(today: "0001-01-01")
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "old"]).status == 0)
        let before = harness.contents()
        let result = harness.run(["check", "old", "--date", argument])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "habit: error: date '\(argument)' is out of range: days run from 0001-01-01 to 9999-12-31\n")
        #expect(harness.contents() == before)
        #expect(harness.run(["add", "older", "--since", argument]).status == 64)
        #expect(harness.contents() == before)
    }

    @Test func theFirstDayItselfStaysUsable() {
        let harness = Harness(today: "0001-01-01")
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "old"]).status == 0)
        #expect(harness.run(["check", "old", "--date", "0 days ago"]).status == 0)
        #expect(harness.run(["check", "old", "--date", "01-01"]).status == 0)
        #expect(harness.read("log") == "0001-01-01 old\n0001-01-01 old\n")
        #expect(harness.read("habits")?.contains("since=0001-01-01") == true)
    }

    @Test func daysAgoAndMonthDayForms() {
        let harness = Harness()  // Saturday 2026-11-21
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "gym", "--since", "2024-01-01"]).status == 0)
        for argument in ["3 days ago", "1 day ago", "11-21", "12-25", "02-29", "MON"] {
            #expect(harness.run(["check", "gym", "--date", argument]).status == 0, "\(argument)")
        }
        #expect(
            harness.read("log")
                == "2026-11-18 gym\n2026-11-20 gym\n2026-11-21 gym\n2025-12-25 gym\n2024-02-29 gym\n2026-11-16 gym\n")
        for bad in ["2 day ago", "-1 days ago", "13-01", "02-30", "1e3 days ago", "days ago"] {
            #expect(harness.run(["check", "gym", "--date", bad]).status == 64, "\(bad)")
        }
    }

    /// Runs `habit` with the clock (not `HABIT_TODAY`) deciding today.
    func runWithClock(_ harness: Harness, _ arguments: [String], now: Date, extra: [String: String] = [:]) -> RunResult
    {
        var environment = harness.environment
        environment["HABIT_TODAY"] = nil
        environment.merge(extra) { $1 }
        let out = BufferSink()
        let err = BufferSink()
        let status = CLI.run(arguments, environment: environment, stdout: out, stderr: err, now: now)
        return RunResult(status: status, stdout: out.text, stderr: err.text)
    }

    @Test func aClockInYearTenThousandIsRefused() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let year10000 = Date(timeIntervalSince1970: 253_402_300_800 + 30)  // 10000-01-01T00:00:30Z
        let result = runWithClock(harness, ["add", "x"], now: year10000)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: today would be '10000-01-01', out of range"))
        #expect(harness.contents().isEmpty)
        let viaNow = runWithClock(
            harness, ["add", "x"], now: Harness.now, extra: ["HABIT_NOW": "9999-12-31T23:00:00-05:00"])
        #expect(viaNow.status == 64)
        #expect(harness.contents().isEmpty)
        let lastInstant = Date(timeIntervalSince1970: 253_402_300_800 - 1)
        #expect(runWithClock(harness, ["add", "x"], now: lastInstant).status == 0)
        #expect(harness.read("habits") == "x every=daily since=9999-12-31 name=x\n")
    }

    @Test func aDayStartBeforeYearOneIsRefused() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("config", "day-start = 04:00\n")
        let before = harness.contents()
        let result = runWithClock(harness, ["add", "x"], now: Harness.now, extra: ["HABIT_NOW": "0001-01-01T02:00:00"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: today would be '0000-12-31', out of range"))
        #expect(harness.contents() == before)
    }

    @Test func upcomingStopsAtTheLastDay() {
        let harness = Harness(today: "9999-12-29")
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x"]).status == 0)
        let output = harness.ok(["upcoming", "--json"])
        #expect(output.contains("\"9999-12-31\""))
        // Every date printed is one a reader accepts: none past 9999-12-31, none passing
        // for another day.
        let dates = output.split(separator: "\n").filter { $0.contains("\"date\": \"") }
            .map { $0.split(separator: "\"")[3] }
        #expect(!dates.isEmpty)
        #expect(dates.allSatisfy { Day(String($0)) != nil && $0 >= "9999-12-30" }, "\(dates)")
    }

    @Test func theDemoRefusesATodayTooCloseToYearOne() {
        let harness = Harness(today: "0002-06-01")
        defer { harness.cleanUp() }
        let result = harness.run(["demo"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("the demo needs the two years before today"))
        let made = (try? FileManager.default.contentsOfDirectory(atPath: harness.root)) ?? []
        #expect(!made.contains { $0.hasPrefix("habit-demo-") })
    }
}
