import Testing

@testable import habit

/// Messages a new user met: what help shows, what a slip is told (docs/cli.md).
@Suite struct MessageHintTests {
    @Test func askHelpShowsTheIDsAsOptional() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["help", "ask"]).contains("habit ask [ID…]"))
    }

    @Test func exportJSONPointsToTheFormatOption() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["export", "--json"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "habit: error: unknown option '--json' for 'export'; did you mean '--format json'?\n")
        // Commands without a JSON format still get no hint.
        #expect(harness.run(["verify", "--json"]).stderr == "habit: error: unknown option '--json' for 'verify'\n")
    }

    @Test func aBadHabitTodayNamesTheVariable() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["list"], extra: ["HABIT_TODAY": "garbage"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: invalid HABIT_TODAY 'garbage': expected YYYY-MM-DD"))
        // The same text after --today is a date typed on the command line.
        let typed = harness.run(["--today", "garbage", "list"])
        #expect(typed.stderr.hasPrefix("habit: error: invalid date 'garbage': expected YYYY-MM-DD"))
    }
}
