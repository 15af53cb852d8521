import Foundation
import HabitCore
import Testing

@testable import habit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output that cannot be written is an I/O error (74) with a message, never a silent
/// success; a closed pipe is not an error (docs/cli.md, "Exit codes and errors").
@Suite struct OutputFailureTests {
    /// A sink whose every write fails, as a full disk does.
    final class FullSink: TextSink {
        private var failure: OutputError?
        func write(_ text: String) { failure = .cannotWrite(stream: .standardOutput, code: ENOSPC) }
        func takeFailure() -> OutputError? {
            defer { failure = nil }
            return failure
        }
    }

    static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

    @Test func aFailedWriteExits74WithAMessage() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "gym"])
        let err = BufferSink()
        let status = CLI.run(
            ["export"], environment: harness.environment, stdout: FullSink(), stderr: err, now: Harness.now)
        #expect(status == 74)
        #expect(err.text == "habit: error: cannot write to standard output: no space left on device\n")
    }

    /// A failure is reported once, even when a run inside the run (the demo's tour)
    /// saw it first.
    @Test func aFailureIsTakenOnce() {
        let sink = FullSink()
        sink.write("x")
        #expect(sink.takeFailure() == .cannotWrite(stream: .standardOutput, code: ENOSPC))
        #expect(sink.takeFailure() == nil)
    }

    @Test(.enabled(if: hasDevFull, "needs /dev/full")) func fileSinkKeepsTheWriteError() {
        let descriptor = open("/dev/full", O_WRONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let sink = FileSink(descriptor: descriptor, stream: .standardOutput)
        sink.write("date,id\n")
        sink.write("more\n")
        #expect(sink.takeFailure() == .cannotWrite(stream: .standardOutput, code: ENOSPC))
        #expect(sink.takeFailure() == nil)
    }

    /// `habit export > /dev/full`: the real binary, the real descriptor.
    @Test(.enabled(if: hasDevFull, "needs /dev/full")) func exportToAFullDeviceFails() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "gym"])
        for arguments in [["export"], ["list"], ["--version"]] {
            let process = Process()
            process.executableURL = try BinaryTests.executable()
            process.arguments = arguments
            process.environment = harness.environment
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 74, "\(arguments)")
            #expect(
                String(decoding: stderr, as: UTF8.self)
                    == "habit: error: cannot write to standard output: no space left on device\n")
        }
    }

    /// `habit log | head -n 1` with SIGPIPE ignored, as many shells and CI runners do:
    /// the closed pipe ends the output quietly and the status stays 0.
    @Test func aClosedPipeIsNotAnError() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "gym", "--since", "2000-01-01"])
        // Far more than a pipe holds (64 KiB), so `log` is still writing when `head` exits.
        let start = Day("2000-01-01") ?? .minimum
        let lines = (0..<9000).map { "\(start.adding($0)) gym\n" }.joined()
        harness.write("log", lines)
        let status = harness.root + "/status"
        let errors = harness.root + "/stderr"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "trap '' PIPE; (\"$0\" log 2>\"$1\"; echo $? >\"$2\") | head -n 1 >/dev/null",
            try BinaryTests.executable().path, errors, status,
        ]
        process.environment = harness.environment
        try process.run()
        process.waitUntilExit()
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "0\n")
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
    }
}
