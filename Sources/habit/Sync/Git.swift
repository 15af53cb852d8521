import Foundation

/// Runs `git` in the data directory (docs/sync.md): as a process with an argument list,
/// never a shell string, with prompts off so a remote that wants a password fails
/// instead of waiting, and with `habit@HOST` as the author when git has no identity.
struct Git {
    /// The repository: the data directory.
    let directory: String
    /// The environment `git` runs with.
    let environment: [String: String]
    /// `-c` settings added to every call (the identity, the merge driver).
    var settings: [String] = []

    /// What one call gave.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var ok: Bool { status == 0 }
    }

    init(directory: String, environment: [String: String]) {
        self.directory = directory
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        environment["LC_ALL"] = "C"
        self.environment = environment
    }

    /// The path of `name` in the repository.
    func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }

    /// Runs `git ARGUMENTS` in the repository.
    @discardableResult
    func run(_ arguments: [String]) throws(SyncError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + settings.flatMap { ["-c", $0] } + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw .gitMissing }
        // Read both pipes while git runs so a long output cannot block it.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        if process.terminationStatus == 127 { throw .gitMissing }
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `git ARGUMENTS`; throws `SyncError.git` naming the call when it fails.
    @discardableResult
    func must(_ arguments: [String]) throws(SyncError) -> Output {
        let output = try run(arguments)
        guard output.ok else { throw .git(arguments.prefix(2).joined(separator: " "), output.stderr) }
        return output
    }

    /// The trimmed output of `git ARGUMENTS`, or `nil` when it fails.
    func value(_ arguments: [String]) throws(SyncError) -> String? {
        let output = try run(arguments)
        guard output.ok else { return nil }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
