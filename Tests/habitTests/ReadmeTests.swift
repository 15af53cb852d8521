import Foundation
import Testing

/// README.md's tour is the real output of the commands it shows: every `$ habit …` line
/// of the "A tour" section is run, in order, on a fresh data directory (today Saturday,
/// 2026-11-21, `TZ=UTC`, 80 columns, no colour), and what it prints must equal the lines
/// under it byte for byte; `printf '…' | habit ask` gets the printf text as its standard
/// input. A block right after a `<!-- demo data -->` line runs on the demo data set of the
/// golden files instead (see `ReadmeTour`). The expected text comes only from the README.
///
/// To re-record after a change to what `habit` prints, run
///
///     RECORD_README=1 swift test --filter ReadmeTests
///
/// which rewrites the output lines of every block in README.md from the real output and
/// fails (so a recording run never passes by accident); review the diff, then run again
/// without it. To change the tour itself, edit its `$ ` lines (and the prose) and record.
@Suite struct ReadmeTests {
    static func tour() throws -> ReadmeTour {
        try ReadmeTour(text: String(contentsOf: ReadmeTour.url, encoding: .utf8))
    }

    @Test func everyTourBlockIsTheRealOutput() throws {
        let tour = try Self.tour()
        #expect(tour.steps.count >= 10, "the tour has \(tour.steps.count) commands")
        #expect(!tour.demoBlocks.isEmpty, "no block of the tour runs on the demo data")
        #expect(tour.steps.contains { $0.command.contains("| habit ask") }, "the tour pipes no answers to ask")
        let outcomes = try tour.run()
        if ProcessInfo.processInfo.environment["RECORD_README"] == "1" {
            try Data(try tour.rewritten(outcomes).utf8).write(to: ReadmeTour.url)
            Issue.record("rewrote the tour in README.md; review it and run again without RECORD_README=1")
            return
        }
        for difference in tour.differences(outcomes) { Issue.record(Comment(rawValue: difference)) }
    }

    /// One character changed in a tour block's output, or in a demo block's, is reported
    /// with the block, its command and the README line.
    @Test(arguments: [false, true]) func aChangedCharacterIsCaught(demo: Bool) throws {
        var tour = try Self.tour()
        let steps = tour.steps.filter { tour.demoBlocks.contains($0.block) == demo && !$0.output.isEmpty }
        let step = try #require(steps.last)
        let line = step.output.upperBound - 1
        let last = tour.lines[line].last
        tour.lines[line] = String(tour.lines[line].dropLast()) + (last == "x" ? "y" : "x")
        let differences = tour.differences(try tour.run())
        #expect(differences.count == 1)
        let difference = try #require(differences.first)
        #expect(difference.hasPrefix("README.md block \(step.block) of the tour, `$ \(step.command)`"))
        #expect(difference.contains("line \(line + 1) differs"))
    }

    /// A recording puts the real output back in place of a wrong line and leaves the rest
    /// of the README as it was.
    @Test func recordingRestoresTheOutput() throws {
        let text = try String(contentsOf: ReadmeTour.url, encoding: .utf8)
        var tour = try ReadmeTour(text: text)
        let step = try #require(tour.steps.first { !$0.output.isEmpty })
        tour.lines[step.output.lowerBound] = "wrong"
        #expect(try tour.rewritten(try tour.run()) == text)
    }

    @Test func commandLinesReadLikeAShell() throws {
        #expect(
            try TourCommand(parsing: #"habit check water --value 3 --note "after the run""#)
                == TourCommand(arguments: ["check", "water", "--value", "3", "--note", "after the run"]))
        #expect(try TourCommand(parsing: "habit") == TourCommand(arguments: []))
        #expect(
            try TourCommand(parsing: #"printf 'y\n8\nn\n' | habit ask"#)
                == TourCommand(arguments: ["ask"], input: "y\n8\nn\n"))
        #expect(
            try TourCommand(parsing: #"printf "a\tb 100%%\n"|habit ask --days 2"#)
                == TourCommand(arguments: ["ask", "--days", "2"], input: "a\tb 100%\n"))
        for line in ["ls", "habit list > out", "printf 'y' | habit ask | cat", "echo y | habit ask", "habit $X"] {
            #expect(throws: TourCommand.Unreadable.self) { try TourCommand(parsing: line) }
        }
    }
}
