import Foundation
import Testing

/// What the sync suites over the built binary share (docs/sync.md): whether `git` is here,
/// and `git` run in a folder of a test's world (`DeviceWorld`), never the network.
enum SyncEndToEndTests {
    static var hasGit: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }

    /// The standard output of `git ARGUMENTS` run in `root`.
    static func output(_ arguments: [String], root: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The exit status of `git ARGUMENTS` run in `root`, output discarded.
    static func git(_ arguments: [String], root: String) throws -> Int32 {
        try DeviceWorld.run(["git"] + arguments, in: root, environment: [:])
    }
}
