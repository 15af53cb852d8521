import Foundation
import Testing

@testable import habit

/// `habit ask`, run as the built binary: answers from a pipe, and from a person at a real
/// pseudo-terminal, each appended at once with no lock held while waiting.
@Suite struct AskTests {
    /// meditate and water (daily, since Nov 1) and gym on Mon/Wed/Fri, water and gym last
    /// answered on Wed Nov 18, meditate on Thu Nov 19; today is Sat Nov 21.
    static func harness() -> Harness {
        Harness(
            habits: """
                meditate since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                gym every=mon,wed,fri since=2026-11-01

                """, log: "2026-11-18 water =8\n2026-11-18 gym\n2026-11-19 meditate\n")
    }

    static func environment(_ harness: Harness) -> [String: String] {
        harness.environment.merging(["COLUMNS": "80", "PATH": "/usr/bin:/bin"]) { $1 }
    }

    /// Runs the binary with `input` on a pipe as its standard input.
    static func piped(_ arguments: [String], input: String, harness: Harness) throws -> RunResult {
        try BinaryTests.spawn(arguments, environment: environment(harness), input: input)
    }

    /// Oldest day first, habits in sort order, only days without an answer, each habit
    /// back to its own last answer: water from Thu, meditate and gym from Fri.
    @Test func aPipeAnswersOnePromptPerLine() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = try Self.piped(["ask"], input: "y\n5\nn\nbogus\n6\ns\n\n", harness: harness)
        #expect(result.status == 0, "\(result.stderr)")
        let prompts = result.stdout.split(separator: "\n").filter { $0.contains("?") }.map {
            String($0.split(separator: "?")[0]).trimmingCharacters(in: .whitespaces)
        }
        let water = "water (8 glasses)"
        #expect(prompts == [water, "meditate", "meditate", water, water, "gym", "meditate", water])
        #expect(result.stdout.contains("Thu, Nov 19\n"))
        #expect(result.stdout.contains("Yesterday, Fri, Nov 20\n"))
        #expect(result.stdout.contains("'bogus' is not an answer here"))
        #expect(
            harness.read("log")
                == """
                2026-11-18 water =8
                2026-11-18 gym
                2026-11-19 meditate
                2026-11-19 water
                2026-11-20 meditate no
                2026-11-20 water =6
                2026-11-20 gym skip

                """)
        #expect(result.stdout.contains("Recorded 4 answers:\n"))
        #expect(result.stdout.contains("  water done Thu, Nov 19\n  meditate not done yesterday\n"))
        #expect(result.stdout.contains("2 questions left for later"))
    }

    @Test func nothingToAskIsASentence() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = try Self.piped(["ask", "meditate", "--date", "2026-11-19"], input: "", harness: harness)
        #expect(result.status == 0)
        #expect(result.stdout == "Nothing to ask: every habit due Thu, Nov 19 has an answer.\n")
        let unknown = try Self.piped(["ask", "meditat"], input: "", harness: harness)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean 'meditate'"))
    }

    /// Every line of `ask` fits the width: a prompt cuts the name, then writes its choices
    /// short, then cuts the id; the empty state wraps.
    @Test(arguments: [40, 60, 80])
    func everyLineFitsTheWidth(columns: Int) throws {
        let id = String(repeating: "long-id-", count: 8)
        let harness = Harness(
            habits: """
                meditate since=2026-11-21 name="Morning meditation in the garden before breakfast"
                water target=8 unit=glasses since=2026-11-21
                \(id) since=2026-11-21 name="A long name"

                """, log: "")
        defer { harness.cleanUp() }
        let environment = harness.environment.merging(["COLUMNS": String(columns), "PATH": "/usr/bin:/bin"]) { $1 }
        let result = try BinaryTests.spawn(["ask"], environment: environment, input: "y\n3\nn\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for line in lines { #expect(TextWidth.of(line) <= columns, "\(line)") }
        let prompts = lines.filter { $0.contains("?") }
        #expect(prompts.count == 3)
        // The name gives way first: cut at 60 columns, left out at 40.
        #expect(prompts[0].hasPrefix(columns >= 60 ? "  meditate — Morning" : "  meditate? "), "\(prompts[0])")
        #expect(prompts[2].hasPrefix("  long-id-long-id"))
        let done = try BinaryTests.spawn(["ask", "--date", "2026-11-21"], environment: environment, input: "")
        #expect(done.stdout.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= columns })
        #expect(done.stdout.replacingOccurrences(of: "\n", with: " ").hasPrefix("Nothing to ask: every habit due"))
    }

    /// At a terminal: each prompt waits for the person with no lock held (another
    /// `habit check` goes through meanwhile), and each answer is in the log before the
    /// next prompt is answered.
    @Test func aPersonAnswersAtAPseudoTerminal() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let terminal = try PseudoTerminal()
        let process = try terminal.start(
            try BinaryTests.executable(), ["ask", "water", "meditate", "--date", "2026-11-20"],
            environment: Self.environment(harness))
        #expect(terminal.read(until: "meditate? [y/n/s, Enter later, q quit] "))
        let other = try BinaryTests.spawn(
            ["check", "gym", "--date", "2026-11-20"], environment: Self.environment(harness))
        #expect(other.status == 0, "a waiting prompt holds no lock: \(other.stderr)")
        terminal.type("y\n")
        #expect(terminal.read(until: "water (8 glasses)? [number/y/n/s, Enter later, q quit] "))
        #expect(harness.read("log")?.hasSuffix("2026-11-20 gym\n2026-11-20 meditate\n") == true)
        terminal.type("3\n")
        terminal.readToEnd()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.transcript.contains("quit] y\n"), "the terminal echoes the answer")
        #expect(
            terminal.transcript.hasSuffix(
                "Recorded 2 answers:\n  meditate done yesterday\n  water 3 glasses yesterday\n"))
        #expect(harness.read("log")?.hasSuffix("2026-11-20 meditate\n2026-11-20 water =3\n") == true)
    }

    /// `habit demo` ends with `ask` on its data, answered through a pipe.
    @Test func theDemoShowsAsk() {
        let harness = Harness(today: "2026-11-23")
        defer { harness.cleanUp() }
        let result = harness.run(["demo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("$ printf 'y\\nn\\ns\\nq\\n' | habit ask\n"))
        #expect(result.stdout.contains("Gym? [y/n/s, Enter later, q quit] n\n"))
        #expect(result.stdout.contains("Recorded "))
    }
}
