import Foundation
import Testing

/// `habit demo | head -1`: a pipe closed before the tour ends still leaves no directory
/// behind (docs/cli.md, "demo and completions"), through the built binary and a real pipe.
@Suite struct DemoPipeTests {
    @Test func aClosedPipeStillRemovesTheDemoDirectory() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let tmp = DemoIsolationTests.scratch(harness)
        let process = Process()
        process.executableURL = try BinaryTests.executable()
        process.arguments = ["demo"]
        process.environment = [
            "TMPDIR": tmp, "HABIT_TODAY": "2026-11-23", "TZ": "UTC", "LANG": "en_US.UTF-8", "COLUMNS": "80",
            "PATH": "/usr/bin:/bin",
        ]
        // The reader is gone before the first line: every write meets a closed pipe, as
        // after `head -1` has read its line and exited.
        let out = Pipe()
        try out.fileHandleForReading.close()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "the demo died of a signal")
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp) == [])
    }
}
