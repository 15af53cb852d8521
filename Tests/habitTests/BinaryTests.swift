import Foundation
import Testing

/// The built `habit` executable, run as a separate process: arguments, environment,
/// stdout, stderr and exit status all cross a real process boundary.
@Suite struct BinaryTests {
    /// The `habit` executable next to the test bundle, built on demand when missing.
    static func executable() throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") || directory.lastPathComponent == "MacOS" {
            directory = directory.deletingLastPathComponent()
        }
        while directory.pathComponents.count > 1 {
            let candidate = directory.appendingPathComponent("habit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            if directory.lastPathComponent == ".build" { break }
            directory = directory.deletingLastPathComponent()
        }
        let fallback = Harness.packageRoot.appendingPathComponent(".build/debug/habit")
        if FileManager.default.isExecutableFile(atPath: fallback.path) { return fallback }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "habit", "--package-path", Harness.packageRoot.path]
        try build.run()
        build.waitUntilExit()
        return fallback
    }

    /// Runs the binary with `arguments` and `environment`; with `input`, a pipe holding
    /// it is its standard input.
    static func spawn(
        _ arguments: [String], environment: [String: String], input: String? = nil, directory: String? = nil
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = try executable()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        process.environment = environment
        let inPipe = Pipe()
        let out = Pipe()
        let err = Pipe()
        if input != nil { process.standardInput = inPipe }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func builtBinaryChecksAndReportsOverPipes() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let environment = harness.environment.merging(["COLUMNS": "80", "PATH": "/usr/bin:/bin"]) { $1 }
        let added = try Self.spawn(["add", "meditate", "--name", "Morning meditation"], environment: environment)
        #expect(added.status == 0)
        #expect(added.stdout == "Added 'meditate' (daily). Check it off with 'habit check meditate'.\n")
        #expect(added.stderr == "")
        let checked = try Self.spawn(["check", "meditate"], environment: environment)
        #expect(checked.status == 0)
        #expect(checked.stdout == "✓ meditate done today · streak ● 1 day\n")
        let today = try Self.spawn([], environment: environment)
        #expect(today.stdout.hasPrefix("Saturday, November 21, 2026\n1 completed today\n"))
        #expect(!today.stdout.contains("\u{1B}["), "no colour codes when piped")
        let failed = try Self.spawn(["chek", "meditate"], environment: environment)
        #expect(failed.status == 64)
        #expect(failed.stdout == "")
        #expect(failed.stderr == "habit: error: unknown command 'chek'; did you mean 'check'?\n")
        let version = try Self.spawn(["--version"], environment: environment)
        #expect(version.stdout == "habit 0.1.0\n")
    }
}
