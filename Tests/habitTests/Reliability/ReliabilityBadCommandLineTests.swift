import Foundation
import HabitCore
import Testing

@testable import habit

/// Bad command lines (docs/cli.md, "Exit codes and errors"): bad dates, future days, negative and
/// non-numeric values, unknown habits, commands and options, ids with spaces, names and
/// notes with newlines or control characters, huge numbers, empty strings. Each gets its
/// exact message and documented exit code (64 usage, 1 refused), and nothing is written.
@Suite struct ReliabilityBadCommandLineTests {
    typealias Case = ErrorTests.Case

    // A table reads best one row a line.
    // swift-format-ignore
    static let table: [Case] = [
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "2026-02-30"], status: 64, message: "invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "2026-13-01"], status: 64, message: "invalid date '2026-13-01': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "21-11-2026"], status: 64, message: "invalid date '21-11-2026': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "2026/11/21"], status: 64, message: "invalid date '2026/11/21': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "tomorrow"], status: 64, message: "invalid date 'tomorrow': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "2026-11-22"], status: 1, message: "cannot check '2026-11-22': it is after today (2026-11-21); only skip may plan ahead"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", "2099-01-01"], status: 1, message: "cannot check '2099-01-01': it is after today (2026-11-21); only skip may plan ahead"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date", ""], status: 64, message: "invalid date '': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--date"], status: 64, message: "option '--date' of 'check' needs a value"),
        Case(setup: .twoHabits, arguments: ["uncheck", "meditate", "--date", "2026-11-22"], status: 1, message: "cannot uncheck '2026-11-22': it is after today (2026-11-21); only skip may plan ahead"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "-2"], status: 64, message: "invalid number '-2': an amount is never below 0; to take an amount back, run 'habit uncheck water --value 2'"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "abc"], status: 64, message: "invalid number 'abc': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "1.2345"], status: 64, message: "invalid number '1.2345': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "99999999999999"], status: 64, message: "invalid number '99999999999999': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", ""], status: 64, message: "invalid number '': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--set", "-1"], status: 64, message: "invalid number '-1': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "2", "--set", "3"], status: 64, message: "options '--value' and '--set' cannot be used together"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "1e3"], status: 64, message: "invalid number '1e3': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "0x10"], status: 64, message: "invalid number '0x10': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["check", "meditat"], status: 1, message: "no habit named 'meditat'; did you mean 'meditate'?"),
        Case(setup: .twoHabits, arguments: ["check", "nosuch"], status: 1, message: "no habit named 'nosuch'; run 'habit list --all' to see them"),
        Case(setup: .twoHabits, arguments: ["check", ""], status: 1, message: "no habit named ''; run 'habit list --all' to see them"),
        Case(setup: .twoHabits, arguments: ["check", "med itate"], status: 1, message: "no habit named 'med itate'; did you mean 'meditate'?"),
        Case(setup: .twoHabits, arguments: ["check", "Meditate"], status: 1, message: "no habit named 'Meditate'; did you mean 'meditate'?"),
        Case(setup: .twoHabits, arguments: ["check"], status: 64, message: "'check' needs ID; run 'habit help check' for usage"),
        // `check` takes several ids, all or nothing: an unknown one refuses the whole command.
        Case(setup: .twoHabits, arguments: ["check", "meditate", "extra"], status: 1, message: "no habit named 'extra'; run 'habit list --all' to see them"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--frobnicate"], status: 64, message: "unknown option '--frobnicate' for 'check'"),
        Case(setup: .twoHabits, arguments: ["frobnicate"], status: 64, message: "unknown command 'frobnicate'; run 'habit help' for the list"),
        Case(setup: .twoHabits, arguments: ["chekc", "meditate"], status: 64, message: "unknown command 'chekc'; did you mean 'check'?"),
        Case(setup: .twoHabits, arguments: ["add", "my habit"], status: 64, message: "invalid habit id 'my habit': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add my-habit --name \"my habit\""),
        Case(setup: .twoHabits, arguments: ["add", "Meditate"], status: 64, message: "invalid habit id 'Meditate': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add meditate --name \"Meditate\""),
        Case(setup: .twoHabits, arguments: ["add", ""], status: 64, message: "invalid habit id '': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
        Case(setup: .twoHabits, arguments: ["add", "meditate"], status: 1, message: "a habit named 'meditate' already exists; pick another id or 'habit edit meditate'"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--name", ""], status: 64, message: "invalid name '': a name cannot be empty"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--every", "sometimes"], status: 64, message: "invalid schedule 'sometimes': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--every", "8/week"], status: 64, message: "invalid schedule '8/week': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--every", "0d"], status: 64, message: "invalid schedule '0d': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--target", "-1"], status: 64, message: "invalid number '-1': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--target", "abc"], status: 64, message: "invalid number 'abc': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--target", "5", "--max", "3"], status: 64, message: "options '--target' and '--max' cannot be used together"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--unit", "km"], status: 64, message: "option '--unit' needs '--target' as well"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--every", "3d", "--target", "5"], status: 64, message: "schedule '3d' cannot have a numeric goal: use daily, a weekday list, week or month"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--since", "2026-02-30"], status: 64, message: "invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--since", "yesterdays"], status: 64, message: "invalid date 'yesterdays': did you mean 'yesterday'? expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["skip", "meditate", "--from", "2026-11-25", "--to", "2026-11-20"], status: 64, message: "invalid range: '--to 2026-11-20' is before '--from 2026-11-25'"),
        Case(setup: .twoHabits, arguments: ["skip", "meditate", "--from", "2026-11-20"], status: 64, message: "option '--from' needs '--to' as well"),
        Case(setup: .twoHabits, arguments: ["skip", "meditate", "--date", "2026-11-20", "--from", "2026-11-20", "--to", "2026-11-21"], status: 64, message: "options '--date' and '--from' cannot be used together"),
        Case(setup: .twoHabits, arguments: ["rename", "meditate", "meditate"], status: 1, message: "habit 'meditate' already has that id"),
        Case(setup: .twoHabits, arguments: ["rename", "meditate", "water"], status: 1, message: "a habit named 'water' already exists; pick another id or 'habit edit water'"),
        Case(setup: .twoHabits, arguments: ["rename", "meditate", "Bad Id"], status: 64, message: "invalid habit id 'Bad Id': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
        Case(setup: .twoHabits, arguments: ["rename", "nosuch", "other"], status: 1, message: "no habit named 'nosuch'; run 'habit list --all' to see them"),
        Case(setup: .twoHabits, arguments: ["remove", "meditate"], status: 1, message: "refusing to remove 'meditate' and its history without '--yes'; 'habit archive meditate' hides it and keeps the history"),
        Case(setup: .twoHabits, arguments: ["move", "meditate", "--to", "0"], status: 64, message: "invalid value '0' for '--to': expected a whole number from 1 to 9999"),
        Case(setup: .twoHabits, arguments: ["move", "meditate", "--to", "-1"], status: 64, message: "invalid value '-1' for '--to': expected a whole number from 1 to 9999"),
        Case(setup: .twoHabits, arguments: ["move", "meditate", "--to", "abc"], status: 64, message: "invalid value 'abc' for '--to': expected a whole number from 1 to 9999"),
        Case(setup: .twoHabits, arguments: ["move", "meditate", "--to", "99"], status: 1, message: "invalid position '99': expected 1 to 2"),
        Case(setup: .twoHabits, arguments: ["edit", "meditate", "--every", "nonsense"], status: 64, message: "invalid schedule 'nonsense': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
        Case(setup: .twoHabits, arguments: ["edit", "nosuch", "--name", "x"], status: 1, message: "no habit named 'nosuch'; run 'habit list --all' to see them"),
        Case(setup: .twoHabits, arguments: ["config", "colour", "blue"], status: 64, message: "unknown setting 'colour': expected timezone, day-start, week-start or group"),
        Case(setup: .twoHabits, arguments: ["config", "timezone", "Mars/Base"], status: 64, message: "invalid timezone 'Mars/Base': expected a zone name like Europe/Berlin"),
        Case(setup: .twoHabits, arguments: ["config", "day-start", "25:00"], status: 64, message: "invalid day-start '25:00': expected HH:MM"),
        Case(setup: .twoHabits, arguments: ["config", "week-start", "friday"], status: 64, message: "invalid week-start 'friday': expected monday or sunday"),
        Case(setup: .twoHabits, arguments: ["--today", "2026-02-30", "today"], status: 64, message: "invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["--color", "sometimes", "today"], status: 64, message: "invalid value 'sometimes' for '--color': expected auto, always or never"),
        Case(setup: .twoHabits, arguments: ["--data-dir"], status: 64, message: "option '--data-dir' of 'habit' needs a value"),
        Case(setup: .twoHabits, arguments: ["show", "meditate", "--week", "--month"], status: 64, message: "options '--week' and '--month' cannot be used together"),
        Case(setup: .twoHabits, arguments: ["upcoming", "--days", "-3"], status: 64, message: "invalid value '-3' for '--days': expected a whole number from 1 to 366"),
        Case(setup: .twoHabits, arguments: ["upcoming", "--days", "abc"], status: 64, message: "invalid value 'abc' for '--days': expected a whole number from 1 to 366"),
        Case(setup: .twoHabits, arguments: ["log", "--since", "2026-02-30"], status: 64, message: "invalid date '2026-02-30': expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun"),
        Case(setup: .twoHabits, arguments: ["status", "--exit-code", "--json", "--frobnicate"], status: 64, message: "unknown option '--frobnicate' for 'status'"),
        Case(setup: .twoHabits, arguments: ["completions", "tcsh"], status: 64, message: "unknown shell 'tcsh': expected bash, zsh or fish"),
        Case(setup: .twoHabits, arguments: ["help", "frobnicate"], status: 64, message: "unknown command 'frobnicate'; run 'habit help' for the list"),
        Case(setup: .twoHabits, arguments: ["today", "--json", "extra"], status: 64, message: "unexpected argument 'extra' for 'today'; run 'habit help today' for usage"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--note", "line1\nline2"], status: 64, message: "invalid note 'line1\\nline2': notes cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--note", "tab\there"], status: 64, message: "invalid note 'tab\\there': notes cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["check", "meditate", "--note", "bell\u{7}"], status: 64, message: "invalid note 'bell\\u{7}': notes cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--name", "two\nlines"], status: 64, message: "invalid name 'two\\nlines': names cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["add", "x", "--name", String(repeating: "x", count: 201)], status: 64, message: "invalid name 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…': at most 200 characters"),
        Case(setup: .twoHabits, arguments: ["add", String(repeating: "a", count: 65)], status: 64, message: "invalid habit id 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add \(String(repeating: "a", count: 56)) --name \"\(String(repeating: "a", count: 65))\""),
        Case(setup: .twoHabits, arguments: ["add", "x", "--unit", "k\nm", "--target", "3"], status: 64, message: "invalid unit 'k\\nm': expected up to 32 characters without control characters or quotes"),
        Case(setup: .twoHabits, arguments: ["skip", "meditate", "--note", "carriage\rreturn"], status: 64, message: "invalid note 'carriage\\rreturn': notes cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["edit", "meditate", "--name", "\u{1b}[31mred"], status: 64, message: "invalid name '\\u{1b}[31mred': names cannot contain newlines or control characters"),
        Case(setup: .twoHabits, arguments: ["check", "water", "--value", "1000000000001"], status: 64, message: "invalid number '1000000000001': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
    ]

    @Test func thereAreAtLeastSixtyBadLines() {
        #expect(Self.table.count >= 60)
    }

    @Test(arguments: table)
    func aBadCommandLineGetsItsMessageAndExitCodeAndWritesNothing(line: Case) {
        ErrorTests.expectOutcome(line)
    }
}
