import Foundation
import HabitCore
import HabitImport
import StreakEngine
import Testing

@testable import habit

/// Every kind of error `habit` reports, through the one classifier: its message and exit
/// status (docs/cli.md, "Exit codes and errors").
@Suite struct ErrorClassifierTests {
    struct Row: Sendable, CustomStringConvertible {
        var error: any Error & Sendable
        var message: String
        var status: Int32
        var description: String { "\(error)" }
    }

    static let issue = ParseIssue(file: .log, line: 3, column: 1, problem: .value(.invalidDate("2026-02-30")))
    static let day = Day(year: 2026, month: 11, day: 21) ?? .minimum
    static let fewerDay = Day(year: 2026, month: 11, day: 1) ?? .minimum

    // swift-format-ignore
    static let libraryRows: [Row] = [
        Row(error: StoreError.io(operation: "read", path: "/d/log", code: EIO), message: "cannot read '/d/log': input/output error", status: 74),
        Row(error: StoreError.incompleteWrite(path: "/d/log"), message: "cannot write '/d/log': the disk accepted only part of the data (is it full?); nothing was saved", status: 74),
        Row(error: StoreError.lockTimeout(path: "/d/.lock", seconds: 10), message: "data directory is busy: could not lock '/d/.lock' within 10 s; another habit command may be stuck", status: 75),
        Row(error: StoreError.malformed([issue]), message: "refusing to rewrite the data files while they have 1 error (first: log:3:1: invalid date '2026-02-30': expected YYYY-MM-DD); run 'habit verify' and fix them", status: 65),
        Row(error: StoreError.noDataDirectory, message: "cannot find the data directory: HOME is not set; use --data-dir or HABIT_HOME", status: 74),
        Row(error: StoreError.notADirectory(path: "/d"), message: "data directory '/d' is not a directory", status: 74),
        Row(error: StoreError.symbolicLinkLoop(path: "/d/log"), message: "cannot follow '/d/log': too many levels of symbolic links", status: 74),
        Row(error: StoreError.notARegularFile(path: "/d/log"), message: "cannot read '/d/log': it is not a regular file; data files must be plain files or links to them", status: 74),
        Row(error: StoreError.undecodablePath(source: "HABIT_HOME", path: "/d"), message: "the data directory from HABIT_HOME is not valid UTF-8 ('/d'): habit reads and writes UTF-8 paths only; rename the directory or reach it through a link with a UTF-8 name", status: 64),
        Row(error: StoreError.journalConflict(journal: "/d/.journal", file: "/d/habits"), message: "cannot finish the interrupted change recorded in '/d/.journal': '/d/habits' was changed since, other than by adding lines at its end; compare it with the backups in '.backup', then delete '/d/.journal' to keep the files as they are", status: 65),
        Row(error: StoreError.carriageReturnLineEnds(path: "/d/log"), message: "cannot write to '/d/log': its lines end with carriage returns only; change them to newlines (for example with tr '\\r' '\\n') and run 'habit verify'", status: 65),
        Row(error: StoreError.journalRefused(journal: "/d/.journal", version: "1"), message: "cannot use '/d/.journal': it records an interrupted change as journal version '1', which this habit cannot undo or finish exactly; nothing was written. Compare the data files with the backups in '.backup', then delete '/d/.journal' to keep the files as they are", status: 65),
        Row(error: StoreError.journalRefused(journal: "/d/.journal", version: nil), message: "cannot use '/d/.journal': it is not a whole habit journal; nothing was written. Compare the data files with the backups in '.backup', then delete '/d/.journal' to keep the files as they are", status: 65),
        Row(error: StoreError.madeButNotDurable(path: "/d", code: EIO), message: "the change was made, but cannot sync directory '/d': input/output error; it may not survive a power loss; do not run the command again, check with 'habit verify'", status: 74),
        Row(error: ClockError.invalidDate("yestreday"), message: "invalid date 'yestreday': did you mean 'yesterday'? expected YYYY-MM-DD, MM-DD, today, yesterday, 'N days ago' or mon...sun", status: 64),
        Row(error: ClockError.invalidNow("soon"), message: "invalid HABIT_NOW 'soon': expected ISO 8601 like 2026-11-22T02:30:00+01:00", status: 64),
        Row(error: ClockError.unknownTimeZone("Mars/Base"), message: "unknown time zone 'Mars/Base' in config: expected a name like Europe/Berlin", status: 65),
        Row(error: ClockError.dayOutOfRange("yesterday"), message: "date 'yesterday' is out of range: days run from 0001-01-01 to 9999-12-31", status: 64),
        Row(error: ClockError.todayOutOfRange(Day(number: Day.maximum.number + 1)), message: "today would be '10000-01-01', out of range: days run from 0001-01-01 to 9999-12-31; check the clock, HABIT_NOW or the time zone, or give --today", status: 64),
        Row(error: ValueError.invalidID("Gym!"), message: "invalid habit id 'Gym!': expected 1-64 characters of a-z, 0-9, '-' and '_'", status: 64),
        Row(error: ValueError.zeroTarget, message: "invalid target '0': expected a number > 0 (for 'days without' habits use --max 0)", status: 64),
        Row(error: ValueError.invalidDate("2026-02-30"), message: "invalid date '2026-02-30': expected YYYY-MM-DD", status: 64),
        Row(error: ValueError.invalidName("", reason: .empty), message: "invalid name '': a name cannot be empty", status: 64),
        Row(error: ValueError.invalidSchedule("sometimes"), message: "invalid schedule 'sometimes': expected daily, weekdays, weekends, a list like mon,wed,fri, N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime", status: 64),
        Row(error: ValueError.invalidAmount("lots"), message: "invalid number 'lots': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5", status: 64),
        Row(error: ValueError.invalidNote("a\tb"), message: "invalid note 'a\\tb': notes cannot contain newlines or control characters", status: 64),
        Row(error: ValueError.invalidAction("maybe"), message: "invalid action 'maybe': expected done, no, skip, clear, +N or =N", status: 64),
        Row(error: ValueError.invalidSetting("day-start", "25:00"), message: "invalid day-start '25:00': expected HH:MM", status: 64),
        Row(error: ImportError.missing(path: "/x"), message: "'/x' does not exist", status: 74),
        Row(error: ImportError.notADirectory(path: "/x"), message: "'/x' is not a directory: this format imports a directory", status: 74),
        Row(error: ImportError.notAFile(path: "/x"), message: "'/x' is a directory: this format imports a single file", status: 74),
        Row(error: ImportError.missingFile(path: "/x/log", format: .harsh), message: "'/x/log' not found: a harsh directory holds 'habits' and 'log'", status: 74),
        Row(error: ImportError.unreadable(path: "/x", reason: "permission denied"), message: "cannot read '/x': permission denied", status: 74),
        Row(error: ImportError.wrongFormat(path: "/x", format: .json, reason: "it is not JSON"), message: "'/x' is not a json file: it is not JSON", status: 65),
        Row(error: ExportError.amountTooLarge(habit: HabitID("water") ?? HabitID("x")!, day: day, amount: Amount(thousandths: 2_000_000_000_000)), message: "cannot export 'water' on 2026-11-21: its amount 2000000000 is more than one day may hold (1000000000); correct that day in 'log' (habit uncheck, then check --set)", status: 65),
        Row(error: EngineError.negativeCount("days", -1), message: "invalid days '-1': expected 0 or more", status: 64),
        Row(error: EngineError.invalidFirstWeekday(9), message: "invalid first weekday '9': expected 1 (Sunday) to 7 (Saturday)", status: 64),
        Row(error: EngineError.unplaceableDate(secondsSince1970: .infinity), message: "cannot place the date 'inf' (seconds since 1970) on a day: not a finite instant", status: 64),
        Row(error: EngineError.dateOutOfRange(secondsSince1970: 1e15, zone: "UTC"), message: "the date '1000000000000000.0' (seconds since 1970) falls outside 0001-01-01…9999-12-31 in zone 'UTC'", status: 64),
        Row(error: EngineError.spanOutOfRange("days", 5_000_000), message: "days '5000000' reaches a day outside 0001-01-01…9999-12-31", status: 64),
        Row(error: EngineError.invalidHabit(.zeroTarget), message: "invalid target '0': expected a number > 0 (for 'days without' habits use --max 0)", status: 64),
        // An error of no known kind (none is thrown today) is a refusal with its own text.
        Row(error: issue, message: "log:3:1: invalid date '2026-02-30': expected YYYY-MM-DD", status: 1),
    ]

    // swift-format-ignore
    static let commandLineRows: [Row] = [
        Row(error: UsageError.unknownCommand("chek", suggestion: "check"), message: "unknown command 'chek'; did you mean 'check'?", status: 64),
        Row(error: UsageError.unknownOption("--dat", command: "check", suggestion: "--date"), message: "unknown option '--dat' for 'check'; did you mean '--date'?", status: 64),
        Row(error: UsageError.missingValue(option: "date", command: "check"), message: "option '--date' of 'check' needs a value", status: 64),
        Row(error: UsageError.repeatedOption("json"), message: "option '--json' given more than once", status: 64),
        Row(error: UsageError.flagWithValue("json"), message: "option '--json' takes no value", status: 64),
        Row(error: UsageError.missingArgument("ID", command: "check"), message: "'check' needs ID; run 'habit help check' for usage", status: 64),
        Row(error: UsageError.unexpectedArgument("x", command: "list"), message: "unexpected argument 'x' for 'list'; run 'habit help list' for usage", status: 64),
        Row(error: UsageError.idNotASlug(.invalidID("Morning run"), suggestion: "habit add morning-run --name \"Morning run\""), message: "invalid habit id 'Morning run': expected 1-64 characters of a-z, 0-9, '-' and '_'; did you mean: habit add morning-run --name \"Morning run\"", status: 64),
        Row(error: UsageError.optionNeedsOption("to", "from"), message: "option '--to' needs '--from' as well", status: 64),
        Row(error: UsageError.invalidCount(option: "days", value: "0", range: 1...366), message: "invalid value '0' for '--days': expected a whole number from 1 to 366", status: 64),
        Row(error: UsageError.unknownConfigKey("zone", suggestion: nil), message: "unknown setting 'zone': expected timezone, day-start, week-start or group", status: 64),
        Row(error: UsageError.nothingToEdit("gym"), message: "nothing to change for 'gym': give --name, --every, --target, --max or --unit", status: 64),
        Row(error: UsageError.backwardsRange(from: "2026-11-20", to: "2026-11-10"), message: "invalid range: '--to 2026-11-10' is before '--from 2026-11-20'", status: 64),
        Row(error: UsageError.rangeTooLong(days: 400, maximum: 366), message: "range of 400 days is too long: skip at most 366 days at once", status: 64),
        Row(error: UsageError.invalidValue(.invalidUnit("\"")), message: "invalid unit '\"': expected up to 32 characters without control characters or quotes", status: 64),
        Row(error: UsageError.invalidChoice(option: "color", value: "x", choices: ["auto", "always", "never"]), message: "invalid value 'x' for '--color': expected auto, always or never", status: 64),
        Row(error: UsageError.conflictingOptions("value", "set"), message: "options '--value' and '--set' cannot be used together", status: 64),
        Row(error: UsageError.unknownShell("tcsh"), message: "unknown shell 'tcsh': expected bash, zsh or fish", status: 64),
        Row(error: UsageError.demoOutOfRange(Day.minimum), message: "the demo needs the two years before today, and today is '0001-01-01': days run from 0001-01-01 to 9999-12-31; give a later --today", status: 64),
        Row(error: HabitError.unknownHabit("gmy", suggestion: "gym"), message: "no habit named 'gmy'; did you mean 'gym'?", status: 1),
        Row(error: HabitError.duplicateHabit("gym"), message: "a habit named 'gym' already exists; pick another id or 'habit edit gym'", status: 1),
        Row(error: HabitError.futureDate(day, today: fewerDay, command: "check"), message: "cannot check '2026-11-21': it is after today (2026-11-01); only skip may plan ahead", status: 1),
        Row(error: HabitError.removeNeedsYes("gym"), message: "refusing to remove 'gym' and its history without '--yes'; 'habit archive gym' hides it and keeps the history", status: 1),
        Row(error: HabitError.noHabits("gym"), message: "no habit named 'gym': there are no habits yet; add one with 'habit add gym'", status: 1),
        Row(error: HabitError.archived("gym", command: "check"), message: "habit 'gym' is archived; run 'habit unarchive gym' before 'check'", status: 1),
        Row(error: HabitError.notArchived("gym"), message: "habit 'gym' is not archived", status: 1),
        Row(error: HabitError.alreadyArchived("gym"), message: "habit 'gym' is already archived", status: 1),
        Row(error: HabitError.positionOutOfRange(9, count: 3), message: "invalid position '9': expected 1 to 3", status: 1),
        Row(error: HabitError.sameID("gym"), message: "habit 'gym' already has that id", status: 1),
        Row(error: HabitError.targetHasEntries("gym", new: "run", count: 2), message: "the log already has 2 entries for 'run', which no habit defines; 'habit rename gym run --merge' adds them to the history of 'gym'", status: 1),
        Row(error: HabitError.amountTooLarge(habit: "water", day: day, sum: "1000000001"), message: "refusing to record: 'water' would hold 1000000001 on 2026-11-21, more than one day may hold (1000000000); use --set for a new amount", status: 1),
        Row(error: HabitError.limitHoldsAmount(habit: "coffee", day: day, amount: "2"), message: "refusing to check 'coffee': 2026-11-21 already holds 2, and a bare check would reset it to 0; use 'habit check coffee --value N' to add to it (or --set N)", status: 1),
        Row(error: HabitError.sinceMoveNeedsYes(habit: "gym", from: day, to: fewerDay, command: "check"), message: "refusing to move the start of 'gym' back 20 days, from 2026-11-21 to 2026-11-01; check the date, or add --yes to 'check' if 2026-11-01 is right", status: 1),
        Row(error: HabitError.verifyFailed(count: 2), message: "2 problems found in the data files", status: 65),
        Row(error: HabitError.demoFailed("no room"), message: "could not build the demo: no room", status: 1),
        Row(error: OutputError.cannotWrite(stream: .standardOutput, code: ENOSPC), message: "cannot write to standard output: no space left on device", status: 74),
        Row(error: OutputError.cannotWrite(stream: .standardError, code: EIO), message: "cannot write to standard error: input/output error", status: 74),
    ]

    @Test(arguments: libraryRows + commandLineRows)
    func everyErrorHasOneMessageAndOneStatus(row: Row) {
        let (message, status) = ErrorClassifier.classify(row.error)
        #expect(message == row.message)
        #expect(status.rawValue == row.status)
    }

    /// `CLI.report` writes the classifier's message as `habit: error: …` and returns its
    /// status.
    @Test func reportWritesTheClassifiedMessage() {
        let sink = BufferSink()
        let status = CLI.report(StoreError.lockTimeout(path: "/d/.lock", seconds: 10), to: sink)
        #expect(status == .lockTimeout)
        #expect(
            sink.text == "habit: error: data directory is busy: could not lock '/d/.lock' within 10 s; "
                + "another habit command may be stuck\n")
    }

    @Test func dataDirectoryThatIsAFileIsAnIOError() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let file = harness.root + "/plain-file"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let result = harness.run(["--data-dir", file, "check", "meditate"])
        #expect(result.status == 74)
        #expect(result.stderr == "habit: error: data directory '\(file)' is not a directory\n")
    }

    /// A malformed import source is 65, a missing one 74, through the same classifier.
    @Test func importFailuresAreClassifiedWithoutAWrapper() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let missing = harness.run(["import", "csv", harness.root + "/none.csv"])
        #expect(missing.status == 74)
        #expect(
            missing.stderr
                == "habit: error: '\(harness.root)/none.csv' not found: expected a file written by 'habit export --format csv'\n"
        )
        let json = harness.root + "/not.json"
        _ = FileManager.default.createFile(atPath: json, contents: Data("id,name\n".utf8))
        let wrong = harness.run(["import", "json", json])
        #expect(wrong.status == 65)
        #expect(wrong.stderr == "habit: error: '\(json)' is not a json file: it is not JSON\n")
    }
}
