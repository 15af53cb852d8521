import Testing

@testable import habit

/// A bad date is one mistake with one message, wherever it is typed (docs/cli.md,
/// "Dates"): `--today`, `--date`, `--since`, `--from`, `--to`; `HABIT_TODAY`, which is not
/// typed on the command line, is named in the same message (docs/cli.md, "Time").
@Suite struct DateWordingTests {
    static let expected =
        "habit: error: invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun\n"

    static let runs: [(arguments: [String], environment: [String: String])] = [
        (["--today", "2026-02-30", "list"], [:]),
        (["--today=2026-02-30"], [:]),
        (["list"], ["HABIT_TODAY": "2026-02-30"]),
        (["check", "meditate", "--date", "2026-02-30"], [:]),
        (["log", "--since", "2026-02-30"], [:]),
        (["add", "walk", "--since", "2026-02-30"], [:]),
        (["skip", "meditate", "--from", "2026-02-30", "--to", "today"], [:]),
        (["skip", "meditate", "--from", "today", "--to", "2026-02-30"], [:]),
    ]

    @Test(arguments: runs)
    func everySourceOfADateWordsItsMistakeAlike(arguments: [String], environment: [String: String]) {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "meditate", "--since", "2026-11-01"])
        let result = harness.run(arguments, extra: environment)
        #expect(result.status == 64)
        let source = environment.isEmpty ? "date" : "HABIT_TODAY"
        #expect(result.stderr == Self.expected.replacingOccurrences(of: "invalid date", with: "invalid \(source)"))
        #expect(result.stdout == "")
    }

    /// `--today` and `HABIT_TODAY` take every form a date argument takes, read against
    /// the clock's today, so the date words the completion scripts offer are accepted.
    @Test func todayTakesTheDateWordsAgainstTheClock() {
        let harness = Harness()
        defer { harness.cleanUp() }
        // The clock says 2026-11-21 (Harness.now, in UTC); HABIT_TODAY is unset here.
        let clock = ["HABIT_TODAY": ""]
        #expect(harness.run(["--today", "yesterday"], extra: clock).stdout.hasPrefix("Friday, November 20, 2026\n"))
        #expect(harness.run(["--today", "mon"], extra: clock).stdout.hasPrefix("Monday, November 16, 2026\n"))
        #expect(harness.run([], extra: ["HABIT_TODAY": "2 days ago"]).stdout.hasPrefix("Thursday, November 19, 2026\n"))
    }
}
