import Foundation
import Testing

@testable import habit

/// The programs `habit` runs — `git`, the notifier — through `ChildProcess`
/// (docs/architecture.md, "Where each rule lives"): both outputs read whole while the
/// program runs, its status, standard input from `/dev/null`, default signal handling.
@Suite struct ChildProcessTests {
    static func shell(_ script: String, environment: [String: String] = [:]) -> ChildProcess {
        ChildProcess(executable: "/bin/sh", arguments: ["-c", script], environment: environment)
    }

    /// More than a pipe holds on each stream at once: read one after the other, the
    /// program would block writing the second while the first waits for its end.
    @Test func readsBothOutputsWholeWhileTheProgramRuns() throws {
        let output = try #require(
            Self.shell("head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; head -c 100000 /dev/zero; exit 3")
                .run(capturing: true))
        #expect(output.status == 3)
        #expect(output.stdout.count == 400_000)
        #expect(output.stderr.count == 200_000)
    }

    @Test func passesArgumentsAndTheEnvironmentAsGiven() throws {
        let child = ChildProcess(
            executable: "/bin/sh",
            arguments: ["-c", "printf '%s|%s|%s' \"$1\" \"$GREETING\" \"$(cat)\"", "sh", "a b; c"],
            environment: ["GREETING": "hello world"])
        let output = try #require(child.run(capturing: true))
        #expect(String(decoding: output.stdout, as: UTF8.self) == "a b; c|hello world|")
        #expect(output.status == 0)
    }

    @Test func aProgramEndedBySignalReportsItAsAShellWould() throws {
        let output = try #require(Self.shell("kill -9 $$").run(capturing: true))
        #expect(output.status == 128 + 9)
    }

    /// `habit` ignores SIGPIPE while `demo` writes; a program it starts must not inherit that.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads /proc"))
    func theProgramStartsWithDefaultSignalHandling() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let output = try #require(Self.shell("cat /proc/self/status").run(capturing: true))
        let status = String(decoding: output.stdout, as: UTF8.self)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
        let mask = try #require(UInt64(line.dropFirst("SigIgn:".count).filter { !$0.isWhitespace }, radix: 16))
        #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0)
    }

    @Test func aProgramThatCannotStartIsNil() {
        let child = ChildProcess(executable: "/nonexistent/program", arguments: [], environment: [:])
        #expect(child.run(capturing: true) == nil)
        #expect(child.run(capturing: false) == nil)
    }

    @Test func withoutCapturingTheOutputsGoNowhereAndTheStatusStays() throws {
        let output = try #require(Self.shell("echo lost; echo lost >&2; exit 7").run(capturing: false))
        #expect(output.status == 7)
        #expect(output.stdout.isEmpty && output.stderr.isEmpty)
    }
}
