import Foundation
import Testing

@testable import habit

/// Whether standard input is a terminal comes from the injected `TerminalInfo`, as
/// standard output's does: tests pin it, and `ask` and the backdate confirmation follow.
@Suite struct TerminalInputTests {
    static func context(_ terminal: TerminalInfo) -> Context {
        Context(
            environment: [:], stdout: BufferSink(), stderr: BufferSink(), terminal: terminal,
            style: Style(color: false, unicode: true, width: 80), globals: GlobalOptions(), now: Harness.now)
    }

    @Test func askEchoesOnlyWhenInputIsATerminal() {
        let input = GivenLines([])
        #expect(AskInput.standard(TerminalInfo(isTerminal: false, width: nil, inputIsTerminal: true), input).echoes)
        #expect(!AskInput.standard(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: false), input).echoes)
    }

    @Test func aPersonIsAskedOnlyWhenInputAndOutputAreTerminals() {
        #expect(Recorder.interactive(Self.context(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: true))))
        #expect(!Recorder.interactive(Self.context(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: false))))
        #expect(!Recorder.interactive(Self.context(TerminalInfo(isTerminal: false, width: nil, inputIsTerminal: true))))
        #expect(!Recorder.interactive(Self.context(.pipe)))
    }

    /// The backdate's `[y/N]` reads its answer through the injected terminal's input, as
    /// `ask` does: `y` moves the start and records, `n` writes nothing.
    @Test(arguments: [("y", true), ("yes", true), ("n", false), ("", false)])
    func aMoveIsAnsweredThroughTheInjectedInput(answer: String, written: Bool) {
        let harness = Harness(habits: "meditate since=2026-11-16\n", log: "")
        defer { harness.cleanUp() }
        let out = BufferSink()
        let err = BufferSink()
        let status = CLI.run(
            ["check", "meditate", "--date", "2025-11-19"], environment: harness.environment, stdout: out, stderr: err,
            terminal: TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: true), stdin: GivenLines([answer]),
            now: Harness.now)
        #expect(out.text.hasPrefix("Move the start of meditate back 362 days, from 2026-11-16 to 2025-11-19? [y/N] "))
        #expect(status == (written ? 0 : 1))
        #expect((harness.read("log") == "2025-11-19 meditate\n") == written)
        #expect(harness.read("habits")?.contains(written ? "since=2025-11-19" : "since=2026-11-16") == true)
    }
}
