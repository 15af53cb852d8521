import Foundation
import Testing

@testable import habit

/// The race of issue "ask over newer entries" with the built binary: `ask` waits at its
/// first prompt — at a real pseudo-terminal, and reading a pipe — while another process
/// checks water (+5) and read; the answers `3` and `n` then leave both as they are
/// (docs/reliability.md).
@Suite struct AskRaceBinaryTests {
    static let expectedLog = "2026-11-21 water +5\n2026-11-21 read\n"

    /// The other terminal: two acknowledged checks.
    static func checkMeanwhile(_ harness: Harness) throws {
        let environment = AskTests.environment(harness)
        let water = try BinaryTests.spawn(["check", "water", "--value", "5"], environment: environment)
        let read = try BinaryTests.spawn(["check", "read"], environment: environment)
        #expect(water.status == 0 && read.status == 0, "\(water.stderr)\(read.stderr)")
    }

    static func harness() -> Harness {
        Harness(habits: "water target=8 unit=glasses since=2026-11-01\nread since=2026-11-01\n", log: "")
    }

    @Test func atAPseudoTerminal() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let terminal = try PseudoTerminal()
        let process = try terminal.start(
            try BinaryTests.executable(), ["ask", "--date", "2026-11-21"], environment: AskTests.environment(harness))
        #expect(terminal.read(until: "water (8 glasses)? [number/y/n/s, Enter later, q quit] "))
        try Self.checkMeanwhile(harness)
        terminal.type("3\n")
        #expect(terminal.read(until: "read? [y/n/s, Enter later, q quit] "))
        terminal.type("n\n")
        terminal.readToEnd()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(harness.read("log") == Self.expectedLog)
        #expect(terminal.transcript.contains("water: answered meanwhile (5/8 glasses), left as is\n"))
        #expect(terminal.transcript.contains("read: answered meanwhile (done), left as is\n"))
    }

    @Test func readingAPipe() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let process = Process()
        process.executableURL = try BinaryTests.executable()
        process.arguments = ["ask", "--date", "2026-11-21"]
        process.environment = AskTests.environment(harness)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var transcript = ""
        // Reads standard output until `marker` shows (the prompt waits for a line).
        func read(until marker: String) {
            while !transcript.contains(marker) {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return }
                transcript += String(decoding: data, as: UTF8.self)
            }
        }
        read(until: "water (8 glasses)? [number/y/n/s, Enter later, q quit] ")
        try Self.checkMeanwhile(harness)
        input.fileHandleForWriting.write(Data("3\n".utf8))
        read(until: "read? [y/n/s, Enter later, q quit] ")
        input.fileHandleForWriting.write(Data("n\n".utf8))
        try input.fileHandleForWriting.close()
        transcript += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(harness.read("log") == Self.expectedLog)
        #expect(transcript.contains("  water: answered meanwhile (5/8 glasses), left as is\n"), "\(transcript)")
        #expect(transcript.contains("Nothing recorded.\n2 answers left as is"))
    }
}
