import Foundation
import HabitTestSupport
import Testing

/// What the sync suites over the built binary share (docs/sync.md): whether `git` is here,
/// and `git` run in a folder of a test's world (`DeviceWorld`), never the network.
enum SyncEndToEndTests {
    static var hasGit: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }

    /// The standard output of `git ARGUMENTS` run in `root`.
    static func output(_ arguments: [String], root: String) throws -> String {
        try ChildOutput.of("/usr/bin/env", ["git"] + arguments, in: root)
    }

    /// The exit status of `git ARGUMENTS` run in `root`, output discarded.
    static func git(_ arguments: [String], root: String) throws -> Int32 {
        try DeviceWorld.run(["git"] + arguments, in: root, environment: [:])
    }
}
