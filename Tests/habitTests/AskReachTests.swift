import Foundation
import HabitCore
import Testing

@testable import habit

/// What `habit ask` asks about (docs/cli.md, "ask"): past days of at-most habits, a day
/// named with `--date` for any schedule, the members of a habit made of others while it
/// wants a check, and, without `--date` or `--days`, each habit's days back to its own
/// last answer, over a vacation. Today is Sat Nov 21, 2026.
@Suite struct AskReachTests {
    /// Enough answers "later" to see every prompt.
    static let later = Array(repeating: "", count: 20)

    /// The (day header or prompt) lines of an `ask`'s output, prompts cut at their `?`.
    static func asked(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            if line.contains("?") { return String(line.split(separator: "?")[0]).trimmingCharacters(in: .whitespaces) }
            let summary = ["Recorded", "Nothing recorded", " "].contains { line.hasPrefix($0) }
            return summary || line.contains("left for later") ? nil : String(line)
        }
    }

    /// An unlogged past day of an at-most habit is asked about, in a prompt that asks how
    /// many; today, still open, is not.
    @Test func pastDaysOfALimitAreAsked() {
        let harness = Harness(habits: "coffee max=2 unit=cups since=2026-11-17\n", log: "2026-11-18 coffee =1\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(), harness: harness, answers: ["1", "3"])
        #expect(outcome.error == nil)
        #expect(
            Self.asked(outcome.stdout) == [
                "Thu, Nov 19", "coffee (how many cups, at most 2)", "Yesterday, Fri, Nov 20",
                "coffee (how many cups, at most 2)",
            ], "\(outcome.stdout)")
        #expect(harness.read("log") == "2026-11-18 coffee =1\n2026-11-19 coffee =1\n2026-11-20 coffee =3\n")
        #expect(outcome.stdout.contains("  coffee 3 cups yesterday\n"))
        // Named, today is asked about too.
        let today = AskMeanwhileTests.ask(AskCommand(date: "today"), harness: harness, answers: ["0"])
        #expect(harness.read("log")?.hasSuffix("2026-11-21 coffee =0\n") == true, "\(today.stdout)")
    }

    /// `ask gym --date D` asks about D whatever the schedule: a day of a week already met,
    /// and a day of this week before today.
    @Test(arguments: ["2026-11-03", "2026-11-18"])
    func aNamedDayIsAskedForAnySchedule(date: String) {
        let harness = Harness(
            habits: "gym every=3/week since=2026-11-02\nrun every=3d since=2026-11-02\n",
            log: "2026-11-02 gym\n2026-11-04 gym\n2026-11-06 gym\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: ["gym", "run"], date: date), harness: harness, answers: ["y", "n"])
        #expect(outcome.error == nil)
        #expect(Self.asked(outcome.stdout).dropFirst() == ["gym", "run"], "\(outcome.stdout)")
        #expect(harness.read("log")?.hasSuffix("\(date) gym\n\(date) run no\n") == true)
    }

    /// A weekday list is not asked about on a day it is not due, named or not.
    @Test func aWeekdayListIsNotAskedOnAnOffDay() {
        let harness = Harness(habits: "gym every=mon,wed,fri since=2026-11-02\n", log: "")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: ["gym"], date: "2026-11-17"), harness: harness, answers: Self.later)
        #expect(outcome.stdout == "Nothing to ask: every habit due Tue, Nov 17 has an answer.\n")
    }

    /// `anytime` members of a habit made of others are asked about on the days it wants a
    /// check: today while its week is open, and a day of that week named with `--date`;
    /// not once any member is done that day.
    @Test func anytimeMembersAreAskedWhileTheirCompositeIsOpen() {
        let harness = Harness(
            habits: """
                run every=anytime since=2026-11-02
                bike every=anytime since=2026-11-02
                cardio every=3/week any-of=run,bike since=2026-11-02

                """, log: "2026-11-16 run\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(), harness: harness, answers: ["n", ""])
        #expect(Self.asked(outcome.stdout) == ["Today, Sat, Nov 21", "run", "bike"], "\(outcome.stdout)")
        let named = AskMeanwhileTests.ask(
            AskCommand(ids: ["cardio"], date: "2026-11-18"), harness: harness, answers: ["", "y"])
        #expect(Self.asked(named.stdout) == ["Wed, Nov 18", "run", "bike"], "\(named.stdout)")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 run no\n2026-11-18 bike\n") == true)
        // Run is done on Mon 16: cardio's day is done, nothing is asked of bike.
        let done = AskMeanwhileTests.ask(
            AskCommand(ids: ["cardio"], date: "2026-11-16"), harness: harness, answers: Self.later)
        #expect(done.stdout == "Nothing to ask: every habit due Mon, Nov 16 has an answer.\n")
    }

    /// After a `skip --all` vacation the day forgotten just before it is asked about
    /// without `--days`: the scan passes over skipped days.
    @Test func theDayBeforeAVacationIsAsked() {
        let vacation = (15...20).flatMap { ["2026-11-\($0) meditate skip", "2026-11-\($0) water skip"] }
        let harness = Harness(
            habits: "meditate since=2026-11-01\nwater target=8 unit=glasses since=2026-11-01\n",
            log: "2026-11-13 meditate\n2026-11-13 water =8\n" + vacation.joined(separator: "\n") + "\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(), harness: harness, answers: Self.later)
        #expect(
            Self.asked(outcome.stdout) == [
                "Sat, Nov 14", "meditate", "water (8 glasses)", "Today, Sat, Nov 21", "meditate", "water (8 glasses)",
            ], "\(outcome.stdout)")
    }

    /// Each habit is asked back to its own last answer: water, last answered on Tue, is
    /// asked from Wed; meditate, answered yesterday, only today.
    @Test func eachHabitReachesBackToItsOwnLastAnswer() {
        let harness = Harness(
            habits: "meditate since=2026-11-01\nwater target=8 unit=glasses since=2026-11-01\n",
            log: "2026-11-17 water =8\n2026-11-20 meditate\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(), harness: harness, answers: Self.later)
        let asked = Self.asked(outcome.stdout)
        #expect(
            asked == [
                "Wed, Nov 18", "water (8 glasses)", "Thu, Nov 19", "water (8 glasses)", "Yesterday, Fri, Nov 20",
                "water (8 glasses)", "Today, Sat, Nov 21", "meditate", "water (8 glasses)",
            ], "\(outcome.stdout)")
    }

    /// A habit never answered is asked about its last 7 days not skipped, a skipped day
    /// not counting towards the 7.
    @Test func theReachIsSevenDaysNotSkipped() {
        let harness = Harness(
            habits: "read since=2026-11-01\n", log: "2026-11-19 read skip\n2026-11-20 read skip\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(), harness: harness, answers: Self.later)
        let days = Self.asked(outcome.stdout).filter { $0 != "read" }
        #expect(
            days == [
                "Fri, Nov 13", "Sat, Nov 14", "Sun, Nov 15", "Mon, Nov 16", "Tue, Nov 17", "Wed, Nov 18",
                "Today, Sat, Nov 21",
            ], "\(outcome.stdout)")
    }
}

extension AskReachTests {
    /// The built binary, answered through a pipe and by a person at a real
    /// pseudo-terminal: a limit's past day is asked how many, and so is the day forgotten
    /// before a vacation.
    @Test func aPipeAndATerminalAnswerTheNewQuestions() throws {
        let harness = Harness(
            habits: "coffee max=2 unit=cups since=2026-11-01\n",
            log: "2026-11-13 coffee =1\n" + (15...20).map { "2026-11-\($0) coffee skip\n" }.joined())
        defer { harness.cleanUp() }
        let piped = try AskTests.piped(["ask"], input: "2\n", harness: harness)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("Sat, Nov 14\n  coffee (how many cups, at most 2)? "), "\(piped.stdout)")
        #expect(piped.stdout.contains("  coffee 2 cups Sat, Nov 14\n"))
        let terminal = try PseudoTerminal()
        let process = try terminal.start(
            try BinaryTests.executable(), ["ask", "--date", "2026-11-12"], environment: AskTests.environment(harness))
        #expect(terminal.read(until: "coffee (how many cups, at most 2)? [number/y/n/s, Enter later, q quit] "))
        terminal.type("y\n")
        terminal.readToEnd()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.hasSuffix("Recorded 1 answer:\n  coffee kept the limit Thu, Nov 12\n"))
        #expect(harness.read("log")?.hasSuffix("2026-11-14 coffee =2\n2026-11-12 coffee\n") == true)
    }
}
