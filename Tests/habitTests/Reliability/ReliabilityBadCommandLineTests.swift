import Foundation
import HabitCore
import Testing

@testable import habit

/// Bad command lines (docs/cli.md, "Exit codes and errors"): bad dates, future days, negative and
/// non-numeric values, unknown habits, commands and options, ids with spaces, names and
/// notes with newlines or control characters, huge numbers, empty strings. Each gets its
/// exact message and documented exit code (64 usage, 1 refused), and nothing is written.
@Suite struct ReliabilityBadCommandLineTests {
    struct BadLine: CustomStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        init(_ arguments: [String], _ status: Int32, _ message: String) {
            self.arguments = arguments
            self.status = status
            self.message = message
        }
        var description: String { arguments.map { Echo.token($0) }.joined(separator: " ") }
    }

    // A table reads best one row a line.
    // swift-format-ignore
    static let table: [BadLine] = [
        BadLine(["check", "meditate", "--date", "2026-02-30"], 64, "habit: error: invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date", "2026-13-01"], 64, "habit: error: invalid date '2026-13-01': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date", "21-11-2026"], 64, "habit: error: invalid date '21-11-2026': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date", "2026/11/21"], 64, "habit: error: invalid date '2026/11/21': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date", "tomorrow"], 64, "habit: error: invalid date 'tomorrow': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date", "2026-11-22"], 1, "habit: error: cannot check '2026-11-22': it is after today (2026-11-21); only skip may plan ahead"),
        BadLine(["check", "meditate", "--date", "2099-01-01"], 1, "habit: error: cannot check '2099-01-01': it is after today (2026-11-21); only skip may plan ahead"),
        BadLine(["check", "meditate", "--date", ""], 64, "habit: error: invalid date '': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["check", "meditate", "--date"], 64, "habit: error: option '--date' of 'check' needs a value"),
        BadLine(["uncheck", "meditate", "--date", "2026-11-22"], 1, "habit: error: cannot uncheck '2026-11-22': it is after today (2026-11-21); only skip may plan ahead"),
        BadLine(["check", "water", "--value", "-2"], 64, "habit: error: invalid number '-2': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", "abc"], 64, "habit: error: invalid number 'abc': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", "1.2345"], 64, "habit: error: invalid number '1.2345': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", "99999999999999"], 64, "habit: error: invalid number '99999999999999': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", ""], 64, "habit: error: invalid number '': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--set", "-1"], 64, "habit: error: invalid number '-1': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", "2", "--set", "3"], 64, "habit: error: options '--value' and '--set' cannot be used together"),
        BadLine(["check", "water", "--value", "1e3"], 64, "habit: error: invalid number '1e3': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "water", "--value", "0x10"], 64, "habit: error: invalid number '0x10': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["check", "meditat"], 1, "habit: error: no habit named 'meditat'; did you mean 'meditate'?"),
        BadLine(["check", "nosuch"], 1, "habit: error: no habit named 'nosuch'; run 'habit list --all' to see them"),
        BadLine(["check", ""], 1, "habit: error: no habit named ''; run 'habit list --all' to see them"),
        BadLine(["check", "med itate"], 1, "habit: error: no habit named 'med itate'; did you mean 'meditate'?"),
        BadLine(["check", "Meditate"], 1, "habit: error: no habit named 'Meditate'; did you mean 'meditate'?"),
        BadLine(["check"], 64, "habit: error: 'check' needs ID; run 'habit help check' for usage"),
        // `check` takes several ids, all or nothing: an unknown one refuses the whole command.
        BadLine(["check", "meditate", "extra"], 1, "habit: error: no habit named 'extra'; run 'habit list --all' to see them"),
        BadLine(["check", "meditate", "--frobnicate"], 64, "habit: error: unknown option '--frobnicate' for 'check'"),
        BadLine(["frobnicate"], 64, "habit: error: unknown command 'frobnicate'; run 'habit help' for the list"),
        BadLine(["chekc", "meditate"], 64, "habit: error: unknown command 'chekc'; did you mean 'check'?"),
        BadLine(["add", "my habit"], 64, "habit: error: invalid habit id 'my habit': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add my-habit --name \"my habit\""),
        BadLine(["add", "Meditate"], 64, "habit: error: invalid habit id 'Meditate': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add meditate --name \"Meditate\""),
        BadLine(["add", ""], 64, "habit: error: invalid habit id '': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
        BadLine(["add", "meditate"], 1, "habit: error: a habit named 'meditate' already exists; pick another id or 'habit edit meditate'"),
        BadLine(["add", "x", "--name", ""], 64, "habit: error: invalid name '': a name cannot be empty"),
        BadLine(["add", "x", "--every", "sometimes"], 64, "habit: error: invalid schedule 'sometimes': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        BadLine(["add", "x", "--every", "8/week"], 64, "habit: error: invalid schedule '8/week': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        BadLine(["add", "x", "--every", "0d"], 64, "habit: error: invalid schedule '0d': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        BadLine(["add", "x", "--target", "-1"], 64, "habit: error: invalid number '-1': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["add", "x", "--target", "abc"], 64, "habit: error: invalid number 'abc': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        BadLine(["add", "x", "--target", "5", "--max", "3"], 64, "habit: error: options '--target' and '--max' cannot be used together"),
        BadLine(["add", "x", "--unit", "km"], 64, "habit: error: option '--unit' needs '--target' as well"),
        BadLine(["add", "x", "--every", "3d", "--target", "5"], 64, "habit: error: schedule '3d' cannot have a numeric goal: use daily, a weekday list, week or month"),
        BadLine(["add", "x", "--since", "2026-02-30"], 64, "habit: error: invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["add", "x", "--since", "yesterdays"], 64, "habit: error: invalid date 'yesterdays': did you mean 'yesterday'? expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["skip", "meditate", "--from", "2026-11-25", "--to", "2026-11-20"], 64, "habit: error: invalid range: '--to 2026-11-20' is before '--from 2026-11-25'"),
        BadLine(["skip", "meditate", "--from", "2026-11-20"], 64, "habit: error: option '--from' needs '--to' as well"),
        BadLine(["skip", "meditate", "--date", "2026-11-20", "--from", "2026-11-20", "--to", "2026-11-21"], 64, "habit: error: options '--date' and '--from' cannot be used together"),
        BadLine(["rename", "meditate", "meditate"], 1, "habit: error: habit 'meditate' already has that id"),
        BadLine(["rename", "meditate", "water"], 1, "habit: error: a habit named 'water' already exists; pick another id or 'habit edit water'"),
        BadLine(["rename", "meditate", "Bad Id"], 64, "habit: error: invalid habit id 'Bad Id': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
        BadLine(["rename", "nosuch", "other"], 1, "habit: error: no habit named 'nosuch'; run 'habit list --all' to see them"),
        BadLine(["remove", "meditate"], 1, "habit: error: refusing to remove 'meditate' and its history without '--yes'; 'habit archive meditate' hides it and keeps the history"),
        BadLine(["move", "meditate", "--to", "0"], 64, "habit: error: invalid value '0' for '--to': expected a whole number from 1 to 9999"),
        BadLine(["move", "meditate", "--to", "-1"], 64, "habit: error: invalid value '-1' for '--to': expected a whole number from 1 to 9999"),
        BadLine(["move", "meditate", "--to", "abc"], 64, "habit: error: invalid value 'abc' for '--to': expected a whole number from 1 to 9999"),
        BadLine(["move", "meditate", "--to", "99"], 1, "habit: error: invalid position '99': expected 1 to 2"),
        BadLine(["edit", "meditate", "--every", "nonsense"], 64, "habit: error: invalid schedule 'nonsense': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        BadLine(["edit", "nosuch", "--name", "x"], 1, "habit: error: no habit named 'nosuch'; run 'habit list --all' to see them"),
        BadLine(["config", "colour", "blue"], 64, "habit: error: unknown setting 'colour': expected timezone, day-start or week-start"),
        BadLine(["config", "timezone", "Mars/Base"], 64, "habit: error: invalid timezone 'Mars/Base': expected a zone name like Europe/Berlin"),
        BadLine(["config", "day-start", "25:00"], 64, "habit: error: invalid day-start '25:00': expected HH:MM"),
        BadLine(["config", "week-start", "friday"], 64, "habit: error: invalid week-start 'friday': expected monday or sunday"),
        BadLine(["--today", "2026-02-30", "today"], 64, "habit: error: invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["--color", "sometimes", "today"], 64, "habit: error: invalid value 'sometimes' for '--color': expected auto, always or never"),
        BadLine(["--data-dir"], 64, "habit: error: option '--data-dir' of 'habit' needs a value"),
        BadLine(["show", "meditate", "--week", "--month"], 64, "habit: error: options '--week' and '--month' cannot be used together"),
        BadLine(["upcoming", "--days", "-3"], 64, "habit: error: invalid value '-3' for '--days': expected a whole number from 1 to 366"),
        BadLine(["upcoming", "--days", "abc"], 64, "habit: error: invalid value 'abc' for '--days': expected a whole number from 1 to 366"),
        BadLine(["log", "--since", "2026-02-30"], 64, "habit: error: invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        BadLine(["status", "--exit-code", "--json", "--frobnicate"], 64, "habit: error: unknown option '--frobnicate' for 'status'"),
        BadLine(["completions", "tcsh"], 64, "habit: error: unknown shell 'tcsh': expected bash, zsh or fish"),
        BadLine(["help", "frobnicate"], 64, "habit: error: unknown command 'frobnicate'; run 'habit help' for the list"),
        BadLine(["today", "--json", "extra"], 64, "habit: error: unexpected argument 'extra' for 'today'; run 'habit help today' for usage"),
        BadLine(["check", "meditate", "--note", "line1\nline2"], 64, "habit: error: invalid note 'line1\\nline2': notes cannot contain newlines or control characters"),
        BadLine(["check", "meditate", "--note", "tab\there"], 64, "habit: error: invalid note 'tab\\there': notes cannot contain newlines or control characters"),
        BadLine(["check", "meditate", "--note", "bell\u{7}"], 64, "habit: error: invalid note 'bell\\u{7}': notes cannot contain newlines or control characters"),
        BadLine(["add", "x", "--name", "two\nlines"], 64, "habit: error: invalid name 'two\\nlines': names cannot contain newlines or control characters"),
        BadLine(["add", "x", "--name", String(repeating: "x", count: 201)], 64, "habit: error: invalid name 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…': at most 200 characters"),
        BadLine(["add", String(repeating: "a", count: 65)], 64, "habit: error: invalid habit id 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add \(String(repeating: "a", count: 56)) --name \"\(String(repeating: "a", count: 65))\""),
        BadLine(["add", "x", "--unit", "k\nm", "--target", "3"], 64, "habit: error: invalid unit 'k\\nm': expected up to 32 characters without control characters or quotes"),
        BadLine(["skip", "meditate", "--note", "carriage\rreturn"], 64, "habit: error: invalid note 'carriage\\rreturn': notes cannot contain newlines or control characters"),
        BadLine(["edit", "meditate", "--name", "\u{1b}[31mred"], 64, "habit: error: invalid name '\\u{1b}[31mred': names cannot contain newlines or control characters"),
        BadLine(["check", "water", "--value", "1000000000001"], 64, "habit: error: invalid number '1000000000001': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
    ]

    @Test func thereAreAtLeastSixtyBadLines() {
        #expect(Self.table.count >= 60)
    }

    @Test(arguments: table)
    func aBadCommandLineGetsItsMessageAndExitCodeAndWritesNothing(line: BadLine) {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "meditate", "--since", "2026-01-01"])
        _ = harness.ok(["add", "water", "--target", "8", "--unit", "glasses", "--since", "2026-01-01"])
        let before = harness.contents()
        let result = harness.run(line.arguments)
        #expect(result.status == line.status)
        #expect(result.stderr == line.message + "\n")
        #expect(harness.contents() == before, "a failed command changed the data directory")
    }
}
