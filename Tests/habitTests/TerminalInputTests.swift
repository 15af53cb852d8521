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
        #expect(AskInput.standard(TerminalInfo(isTerminal: false, width: nil, inputIsTerminal: true)).echoes)
        #expect(!AskInput.standard(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: false)).echoes)
    }

    @Test func aPersonIsAskedOnlyWhenInputAndOutputAreTerminals() {
        #expect(Recorder.interactive(Self.context(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: true))))
        #expect(!Recorder.interactive(Self.context(TerminalInfo(isTerminal: true, width: 80, inputIsTerminal: false))))
        #expect(!Recorder.interactive(Self.context(TerminalInfo(isTerminal: false, width: nil, inputIsTerminal: true))))
        #expect(!Recorder.interactive(Self.context(.pipe)))
    }
}
