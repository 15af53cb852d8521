import Foundation
import HabitCore
import Testing

@testable import habit

/// What `habit ask` takes and shows of an answer line (docs/cli.md, "ask"): a note after
/// `#` with any answer, the echo of a piped line escaped like every message, the error
/// line fitted to the width, and `--days` kept to days a date can name.
@Suite struct AskInputTests {
    @Test func aNoteFollowsAnyAnswerAfterAHash() {
        let harness = Harness(
            habits: """
                read since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                gym since=2026-11-01

                """, log: "")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: [], date: "2026-11-21"), harness: harness,
            answers: ["y # only 10 pages", "3 # after run", "s   #  sick "])
        #expect(outcome.error == nil)
        #expect(
            harness.read("log")
                == "2026-11-21 read done # only 10 pages\n2026-11-21 water =3 # after run\n2026-11-21 gym skip # sick\n"
        )
        #expect(harness.ok(["log", "read"]).contains("only 10 pages"))
    }

    @Test func aNoteNeedsAnAnswerAndNoControlCharacters() {
        #expect(AskAnswer("y #", numeric: false) == .record(.done, note: nil))
        #expect(AskAnswer("# just a note", numeric: false) == .invalid)
        #expect(AskAnswer("q # bye", numeric: false) == .invalid)
        #expect(AskAnswer("n # \u{1b}[2J", numeric: false) == .invalid)
        #expect(AskAnswer("+2 # two more", numeric: true) == .record(.add(Amount(2)), note: "two more"))
        #expect(AskAnswer("Q", numeric: false) == .quit)
        #expect(AskAnswer("  ", numeric: false) == .later)
    }

    /// A piped answer with an escape sequence reaches the terminal escaped, in the echo
    /// and in the error line alike.
    @Test func aPipedAnswerIsEchoedEscaped() {
        let harness = Harness(habits: "read since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: [], date: "2026-11-21"), harness: harness, answers: ["\u{1b}]0;owned\u{07}\u{1b}[2J"])
        #expect(!outcome.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(outcome.stdout.contains("quit] \\u{1b}]0;owned\\u{7}\\u{1b}[2J\n"), "\(outcome.stdout)")
    }

    /// At 40 columns the "not an answer" line wraps like every other line of `ask`.
    @Test func theErrorLineFitsTheWidth() {
        let harness = Harness(habits: "water target=8 unit=glasses since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: [], date: "2026-11-21"), harness: harness, answers: ["bogus", "q"], columns: 40)
        #expect(outcome.stdout.contains("'bogus' is not an answer here"))
        // Every line but the prompts, whose echoed answer runs on past the width as typed.
        for line in outcome.stdout.split(separator: "\n") where !line.contains("?") {
            #expect(TextWidth.of(String(line)) <= 40, "\(line)")
        }
    }

    /// `--days 366` on the third day of year 1 asks from Jan 1 of year 1, never before.
    @Test func daysStopAtTheFirstDay() {
        let harness = Harness(
            today: "0001-01-03", habits: "h since=0001-01-01\n", log: "0001-01-01 h\n0001-01-02 h\n0001-01-03 h\n")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(AskCommand(ids: [], days: 366), harness: harness, answers: [])
        #expect(outcome.stdout == "Nothing to ask: every habit due from Mon, Jan 1 to today has an answer.\n")
    }
}

extension AskInputTests {
    /// `--date` on a day before this week asks about it: the plan covers the days asked
    /// about, not the week, month or year that ends today.
    @Test func anOlderDayIsAskedAbout() {
        let harness = Harness(habits: "read since=2026-01-01\n", log: "")
        defer { harness.cleanUp() }
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: [], date: "2026-11-10"), harness: harness, answers: ["y"])
        #expect(outcome.error == nil)
        #expect(harness.read("log") == "2026-11-10 read\n", "\(outcome.stdout)")
        let days = AskMeanwhileTests.ask(AskCommand(ids: [], days: 40), harness: harness, answers: ["n"])
        #expect(days.stdout.contains("Tue, Oct 13\n"), "the first of 40 days: \(days.stdout)")
    }
}
