import Foundation

/// The code blocks of README.md's "A tour" section, run.
///
/// Every fenced block of the section is a transcript: `$ COMMAND` lines (read by
/// `TourCommand`), each followed by what it prints, up to the next `$ ` line or the end of
/// the block. The blocks run in order in one fresh data directory (today Saturday,
/// 2026-11-21, `TZ=UTC`, 80 columns, no colour), except a block right after a
/// `<!-- demo data -->` line, which runs on its own directory holding the demo data the
/// golden files use. A command is run in process; one with standard input (a pipe) runs
/// as the built binary. What it printed is its standard output followed by its standard
/// error.
struct ReadmeTour {
    static let heading = "## A tour"
    static let demoMarker = "<!-- demo data -->"
    static var url: URL { Harness.packageRoot.appendingPathComponent("README.md") }

    /// One `$ …` line and the README lines of its output.
    struct Step {
        /// The block's number in the section, from 1.
        var block: Int
        /// The index of the `$ ` line in `lines`.
        var line: Int
        var command: String
        /// The indices of its output lines in `lines`.
        var output: Range<Int>
    }

    /// A step and what the command printed.
    struct Outcome {
        var step: Step
        var printed: String
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The README's lines (split at `\n`, so joining them gives the text back).
    var lines: [String]
    var steps: [Step] = []
    /// The numbers of the blocks that run on the demo data.
    var demoBlocks: Set<Int> = []

    init(text: String) throws {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: Self.heading) else {
            throw Malformed(description: "README.md has no '\(Self.heading)' section")
        }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        var index = start + 1
        var block = 0
        while index < end {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            block += 1
            let open = index
            guard let close = lines[(open + 1)..<end].firstIndex(where: { $0.hasPrefix("```") }) else {
                throw Malformed(description: "README.md:\(open + 1): block \(block) of the tour is not closed")
            }
            guard close > open + 1, lines[open + 1].hasPrefix("$ ") else {
                throw Malformed(
                    description: "README.md:\(open + 1): block \(block) of the tour does not start with '$ '")
            }
            if lines[..<open].last(where: { !$0.isEmpty }) == Self.demoMarker { demoBlocks.insert(block) }
            let commands = ((open + 1)..<close).filter { lines[$0].hasPrefix("$ ") }
            for (number, line) in commands.enumerated() {
                let next = number + 1 < commands.count ? commands[number + 1] : close
                let command = String(lines[line].dropFirst(2))
                steps.append(Step(block: block, line: line, command: command, output: (line + 1)..<next))
            }
            index = close + 1
        }
    }

    /// Runs every step, in order.
    func run() throws -> [Outcome] {
        let tour = Harness()
        defer { tour.cleanUp() }
        var demo: (block: Int, harness: Harness)? = nil
        defer { demo?.harness.cleanUp() }
        var outcomes: [Outcome] = []
        for step in steps {
            let command = try TourCommand(parsing: step.command)
            var harness = tour
            if demoBlocks.contains(step.block) {
                if demo?.block != step.block {
                    demo?.harness.cleanUp()
                    let fresh = Harness()
                    demo = (step.block, fresh)
                    try fresh.loadDemo()
                }
                harness = demo!.harness
            }
            let result = try Self.run(command, on: harness)
            outcomes.append(Outcome(step: step, printed: result.stdout + result.stderr))
        }
        return outcomes
    }

    /// Runs `command` at 80 columns on `harness`'s data directory.
    static func run(_ command: TourCommand, on harness: Harness) throws -> RunResult {
        guard let input = command.input else { return harness.run(command.arguments, columns: 80) }
        let environment = harness.environment.merging(["COLUMNS": "80", "PATH": "/usr/bin:/bin"]) { $1 }
        return try BinaryTests.spawn(command.arguments, environment: environment, input: input)
    }

    /// Where each outcome differs from the README, as a sentence naming the block, the
    /// command and the README line.
    func differences(_ outcomes: [Outcome]) -> [String] {
        outcomes.compactMap { outcome in
            let step = outcome.step
            let expected = Array(lines[step.output])
            let printed = Self.lines(of: outcome.printed)
            let tail = outcome.printed.isEmpty || outcome.printed.hasSuffix("\n")
            guard printed != expected || !tail else { return nil }
            let first = (0..<min(printed.count, expected.count)).first { printed[$0] != expected[$0] }
            let at = first ?? min(printed.count, expected.count)
            let shown = { (lines: [String]) in at < lines.count ? lines[at] : "<end of output>" }
            return """
                README.md block \(step.block) of the tour, `$ \(step.command)` (line \(step.line + 1)): \
                line \(step.output.lowerBound + at + 1) differs
                  README: \(shown(expected))
                  habit:  \(printed == expected ? "(the output does not end with a newline)" : shown(printed))
                re-record with RECORD_README=1 swift test --filter ReadmeTests if the change is intended
                """
        }
    }

    /// The README with every step's output replaced by what the command printed.
    func rewritten(_ outcomes: [Outcome]) throws -> String {
        var result = lines
        for outcome in outcomes.reversed() {
            let printed = Self.lines(of: outcome.printed)
            if let bad = printed.first(where: { $0.hasPrefix("$ ") || $0.hasPrefix("```") }) {
                throw Malformed(
                    description: "`$ \(outcome.step.command)` prints a line a transcript cannot hold: \(bad)")
            }
            result.replaceSubrange(outcome.step.output, with: printed)
        }
        return result.joined(separator: "\n")
    }

    /// `text`'s lines, without the empty piece after a final newline.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
