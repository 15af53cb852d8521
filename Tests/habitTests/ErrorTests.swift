import Foundation
import HabitCore
import Testing

@testable import habit

/// Every error path: its exit code and its exact message on stderr, with nothing on
/// stdout and the data directory left byte for byte as it was.
@Suite struct ErrorTests {
    enum Setup: Sendable {
        /// Three habits (one archived, one numeric) with a little history.
        case habits
        /// No data directory at all.
        case empty
        /// A habits file with a malformed second line.
        case malformed
        /// `meditate` and `water` (8 glasses), added by `habit add` since 2026-01-01.
        case twoHabits
    }

    struct Case: Sendable, CustomStringConvertible {
        var setup: Setup
        var arguments: [String]
        var status: Int32
        var message: String
        var environment: [String: String] = [:]
        var description: String { arguments.map { Echo.token($0) }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Usage errors: 64.
        Case(
            setup: .habits, arguments: ["chek", "meditate"], status: 64,
            message: "unknown command 'chek'; did you mean 'check'?"),
        Case(
            setup: .habits, arguments: ["frobnicate"], status: 64,
            message: "unknown command 'frobnicate'; run 'habit help' for the list"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--dat", "2026-11-20"], status: 64,
            message: "unknown option '--dat' for 'check'; did you mean '--date'?"),
        Case(
            setup: .habits, arguments: ["list", "--al"], status: 64,
            message: "unknown option '--al' for 'list'; did you mean '--all'?"),
        Case(
            setup: .habits, arguments: ["check"], status: 64,
            message: "'check' needs ID; run 'habit help check' for usage"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--date"], status: 64,
            message: "option '--date' of 'check' needs a value"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--date", "2026-02-30"], status: 64,
            message:
                "invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(
            setup: .habits, arguments: ["check", "water", "--value", "abc"], status: 64,
            message:
                "invalid number 'abc': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"
        ),
        Case(
            setup: .habits, arguments: ["check", "water", "--value", "1", "--set", "2"], status: 64,
            message: "options '--value' and '--set' cannot be used together"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--note", "two\nlines"], status: 64,
            message: "invalid note 'two\\nlines': notes cannot contain newlines or control characters"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--date", "2026-11-20", "--date", "2026-11-19"],
            status: 64, message: "option '--date' given more than once"),
        Case(
            setup: .habits, arguments: ["add", "Bad!"], status: 64,
            message:
                "invalid habit id 'Bad!': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add bad --name \"Bad!\""
        ),
        Case(
            setup: .habits, arguments: ["add", "tea", "--every", "fortnightly"], status: 64,
            message: "invalid schedule 'fortnightly': expected daily, weekdays, weekends, a list like mon,wed,fri, "
                + "N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        Case(
            setup: .habits, arguments: ["add", "tea", "--target", "5", "--max", "3"], status: 64,
            message: "options '--target' and '--max' cannot be used together"),
        Case(
            setup: .habits, arguments: ["add", "tea", "--unit", "cups"], status: 64,
            message: "option '--unit' needs '--target' as well"),
        Case(
            setup: .habits, arguments: ["add", "tea", "--name", ""], status: 64,
            message: "invalid name '': a name cannot be empty"),
        Case(
            setup: .habits, arguments: ["add", "tea", "--every", "3d", "--target", "2"], status: 64,
            message: "schedule '3d' cannot have a numeric goal: use daily, a weekday list, week or month"),
        Case(
            setup: .habits, arguments: ["--color", "sometimes"], status: 64,
            message: "invalid value 'sometimes' for '--color': expected auto, always or never"),
        Case(
            setup: .habits, arguments: ["--today", "2026-13-01"], status: 64,
            message:
                "invalid date '2026-13-01': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(
            setup: .habits, arguments: ["upcoming", "--days", "0"], status: 64,
            message: "invalid value '0' for '--days': expected a whole number from 1 to 366"),
        Case(
            setup: .habits, arguments: ["show", "meditate", "--week", "--month"], status: 64,
            message: "options '--week' and '--month' cannot be used together"),
        Case(
            setup: .habits, arguments: ["list", "extra"], status: 64,
            message: "unexpected argument 'extra' for 'list'; run 'habit help list' for usage"),
        Case(
            setup: .habits, arguments: ["list", "--all=yes"], status: 64,
            message: "option '--all' takes no value"),
        Case(
            setup: .habits, arguments: ["verify", "--json"], status: 64,
            message: "unknown option '--json' for 'verify'"),
        Case(
            setup: .habits, arguments: ["config", "daystart"], status: 64,
            message: "unknown setting 'daystart'; did you mean 'day-start'?"),
        Case(
            setup: .habits, arguments: ["config", "day-start", "25:00"], status: 64,
            message: "invalid day-start '25:00': expected HH:MM"),
        Case(
            setup: .habits, arguments: ["completions", "tcsh"], status: 64,
            message: "unknown shell 'tcsh': expected bash, zsh or fish"),
        Case(
            setup: .habits, arguments: ["skip", "meditate", "--from", "2026-11-10"], status: 64,
            message: "option '--from' needs '--to' as well"),
        Case(
            setup: .habits, arguments: ["skip", "meditate", "--from", "2026-11-10", "--to", "2026-11-01"], status: 64,
            message: "invalid range: '--to 2026-11-01' is before '--from 2026-11-10'"),
        Case(
            setup: .habits, arguments: ["skip", "meditate", "--from", "2026-01-01", "--to", "2027-12-31"], status: 64,
            message: "range of 730 days is too long: skip at most 366 days at once"),
        Case(
            setup: .habits, arguments: ["edit", "meditate"], status: 64,
            message: "nothing to change for 'meditate': give --name, --every, --target, --max or --unit"),
        Case(
            setup: .habits, arguments: ["move", "meditate"], status: 64,
            message: "'move' needs '--to N'; run 'habit help move' for usage"),
        Case(
            setup: .habits, arguments: ["move", "meditate", "--to", "first"], status: 64,
            message: "invalid value 'first' for '--to': expected a whole number from 1 to 9999"),
        Case(
            setup: .habits, arguments: ["today"], status: 64,
            message: "invalid HABIT_NOW 'soon': expected ISO 8601 like 2026-11-22T02:30:00+01:00",
            environment: ["HABIT_TODAY": "", "HABIT_NOW": "soon"]),
        // Refused actions: 1.
        Case(
            setup: .habits, arguments: ["check", "meditat"], status: 1,
            message: "no habit named 'meditat'; did you mean 'meditate'?"),
        Case(
            setup: .habits, arguments: ["show", "running"], status: 1,
            message: "no habit named 'running'; run 'habit list --all' to see them"),
        Case(
            setup: .empty, arguments: ["check", "meditate"], status: 1,
            message: "no habit named 'meditate': there are no habits yet; add one with 'habit add meditate'"),
        Case(
            setup: .habits, arguments: ["check", "meditate", "--date", "2026-11-22"], status: 1,
            message: "cannot check '2026-11-22': it is after today (2026-11-21); only skip may plan ahead"),
        Case(
            setup: .habits, arguments: ["uncheck", "meditate", "--date", "2026-12-01"], status: 1,
            message: "cannot uncheck '2026-12-01': it is after today (2026-11-21); only skip may plan ahead"),
        Case(
            setup: .habits, arguments: ["add", "meditate"], status: 1,
            message: "a habit named 'meditate' already exists; pick another id or 'habit edit meditate'"),
        Case(
            setup: .habits, arguments: ["remove", "meditate"], status: 1,
            message: "refusing to remove 'meditate' and its history without '--yes'; "
                + "'habit archive meditate' hides it and keeps the history"),
        Case(
            setup: .habits, arguments: ["rename", "meditate", "water"], status: 1,
            message: "a habit named 'water' already exists; pick another id or 'habit edit water'"),
        Case(
            setup: .habits, arguments: ["rename", "meditate", "meditate"], status: 1,
            message: "habit 'meditate' already has that id"),
        Case(
            setup: .habits, arguments: ["move", "meditate", "--to", "9"], status: 1,
            message: "invalid position '9': expected 1 to 3"),
        Case(
            setup: .habits, arguments: ["archive", "guitar"], status: 1,
            message: "habit 'guitar' is already archived"),
        Case(
            setup: .habits, arguments: ["unarchive", "meditate"], status: 1,
            message: "habit 'meditate' is not archived"),
        Case(
            setup: .habits, arguments: ["check", "guitar"], status: 1,
            message: "habit 'guitar' is archived; run 'habit unarchive guitar' before 'check'"),
        Case(
            setup: .habits, arguments: ["check", "water", "--value", "1", "--date", "2026-11-21"], status: 0,
            message: ""),
        // Malformed data: 65.
        Case(
            setup: .malformed, arguments: ["add", "tea"], status: 65,
            message: "refusing to rewrite the data files while they have 1 error (first: habits:2:5: invalid schedule "
                + "'often': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, "
                + "'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime); run 'habit verify' and fix them"),
        Case(
            setup: .malformed, arguments: ["verify"], status: 65,
            message: "1 problem found in the data files"),
        // I/O: 74.
        Case(
            setup: .habits, arguments: ["list"], status: 74,
            message: "cannot find the data directory: HOME is not set; use --data-dir or HABIT_HOME",
            environment: ["HABIT_HOME": "", "HOME": ""]),
    ]

    static func prepare(_ setup: Setup, _ harness: Harness) {
        switch setup {
        case .empty:
            break
        case .habits:
            harness.write(
                "habits",
                """
                meditate every=daily since=2026-11-01 name="Morning meditation"
                water every=daily target=8 unit=glasses since=2026-11-01 name=Water
                guitar every=2/week since=2026-11-01 archived name=Guitar

                """)
            harness.write("log", "2026-11-19 meditate\n2026-11-20 meditate\n2026-11-20 water +3\n")
        case .malformed:
            harness.write(
                "habits", "meditate every=daily since=2026-11-01 name=Meditate\ntea every=often since=2026-11-01\n")
            harness.write("log", "2026-11-20 meditate\n")
        case .twoHabits:
            _ = harness.ok(["add", "meditate", "--since", "2026-01-01"])
            _ = harness.ok(["add", "water", "--target", "8", "--unit", "glasses", "--since", "2026-01-01"])
        }
    }

    @Test(arguments: ErrorTests.cases)
    func errorHasItsExitCodeAndMessage(_ test: Case) {
        Self.expectOutcome(test)
    }

    /// Runs `test` on its setup: its exit status, its exact message on standard error,
    /// nothing on standard output (but `verify`'s list) and, for a failure, the data
    /// directory byte for byte as it was. The one body of the error tables.
    static func expectOutcome(_ test: Case) {
        let harness = Harness()
        defer { harness.cleanUp() }
        Self.prepare(test.setup, harness)
        let before = harness.contents()
        let result = harness.run(test.arguments, extra: test.environment)
        #expect(result.status == test.status)
        if test.status == 0 {
            #expect(result.stderr == "")
            return
        }
        #expect(result.stderr == "habit: error: \(test.message)\n")
        if test.arguments != ["verify"] { #expect(result.stdout == "") }
        #expect(harness.contents() == before, "a failed command changed the data directory")
    }

    @Test func failedCommandsLeaveTheDataDirectoryByteIdentical() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        #expect(harness.run(["archive", "plants"]).status == 0)
        let before = harness.contents()
        #expect(before.keys.contains("habits") && before.keys.contains("log"))
        let failing: [[String]] = [
            ["add", "meditate"], ["check", "nope"], ["check", "meditate", "--date", "2030-01-01"],
            ["remove", "water"], ["rename", "water", "coffee"], ["edit", "water", "--every", "3d"],
            ["move", "gym", "--to", "0"], ["config", "week-start", "friday"], ["skip", "gym", "--to", "2026-12-01"],
            ["uncheck", "plants"], ["unarchive", "gym"], ["edit", "water", "--name", "bad\u{7}name"],
        ]
        for arguments in failing {
            let result = harness.run(arguments)
            #expect(result.status != 0, "\(arguments) should fail")
            #expect(harness.contents() == before, "\(arguments) changed the data directory")
        }
    }

    @Test func unknownHabitInMissingDirectoryCreatesNothing() {
        let harness = Harness()
        defer { harness.cleanUp() }
        for arguments in [
            ["rename", "a", "b"], ["archive", "a"], ["remove", "a", "--yes"], ["check", "a"], ["list"],
        ] {
            _ = harness.run(arguments)
            #expect(!FileManager.default.fileExists(atPath: harness.directory), "\(arguments) created the directory")
        }
    }

    @Test func statusExitCodeIsThreeWhenAHabitIsAtRisk() {
        let harness = Harness()
        defer { harness.cleanUp() }
        Self.prepare(.habits, harness)
        let risky = harness.run(["status", "--exit-code"])
        #expect(risky.status == 3)
        #expect(risky.stdout.contains("at risk"))
        #expect(harness.run(["status"]).status == 0)
        _ = harness.ok(["check", "meditate"])
        _ = harness.ok(["check", "water", "--value", "5"])
        // Water is short of its target: something is still to do today.
        #expect(harness.run(["status", "--exit-code"]).status == 3)
        _ = harness.ok(["check", "water"])
        #expect(harness.run(["status", "--exit-code"]).status == 0)
    }

    @Test func verifyListsEveryProblemWithItsPosition() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "meditate every=daily since=2026-11-01 name=M\ntea every=often since=2026-11-01\n")
        harness.write("log", "2026-11-20 meditate\n2026-02-30 meditate\n2026-11-20 meditate +x\n")
        let result = harness.run(["verify"])
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.contains { $0.hasPrefix("habits:2:") })
        #expect(lines.contains { $0.hasPrefix("log:2:1: invalid date '2026-02-30'") })
        #expect(lines.contains { $0.hasPrefix("log:3:") })
        #expect(harness.run(["list"]).stderr.contains("habit: warning: habits:2:"))
    }
}
