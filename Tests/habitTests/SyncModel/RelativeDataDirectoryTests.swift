import Foundation
import HabitCore
import Testing

@testable import habit

/// A data directory given by a relative path (`--data-dir A`) is known to this machine by
/// its absolute path: two directories both reached as `A` from different working
/// directories keep a device file each, and a checkpoint each (docs/data-format.md,
/// "Where").
@Suite struct RelativeDataDirectoryTests {
    @Test func twoDirectoriesReachedByOneRelativePathAreTwoDirectories() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let environment = harness.environment.merging([
            "HABIT_HOME": "", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": harness.root + "/state",
        ]) { $1 }
        for place in ["one", "two"] {
            let folder = harness.root + "/" + place
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let run = { (arguments: [String]) in
                try BinaryTests.spawn(["--data-dir", "A"] + arguments, environment: environment, directory: folder)
            }
            #expect(try run(["add", "water", "--target", "8"]).status == 0)
            #expect(try run(["sync"]).status == 0)
            let check = try run(["check", "water", "--value", "2"])
            #expect(check.status == 0)
            #expect(!check.stderr.contains("another machine"), "\(place): \(check.stderr)")
            #expect(try run(["list"]).stdout.contains("water"))
        }
        // This machine remembers each directory under its own absolute path.
        let registry = try String(contentsOfFile: harness.root + "/state/habit/devices", encoding: .utf8)
        for place in ["one", "two"] {
            let folder = try #require(realpathOf(harness.root + "/" + place))
            #expect(registry.contains(" " + folder + "/A\n"), "\(registry)")
        }
    }

    /// `path` with its links resolved, as the working directory reports it.
    func realpathOf(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    @Test func aRelativePathIsMadeAbsoluteWithoutItsDots() {
        #expect(DataDirectory.absolute("A", from: "/home/u") == "/home/u/A")
        #expect(DataDirectory.absolute("./A/", from: "/home/u/") == "/home/u/A")
        #expect(DataDirectory.absolute("/data//x/./y", from: "/ignored") == "/data/x/y")
        #expect(DataDirectory.absolute("../A", from: "/home/u") == "/home/u/../A")
        #expect(DataDirectory.absolute("/", from: "/home/u") == "/")
        #expect(DataDirectory.absolute(".", from: "/") == "/")
        #expect(DataDirectory.absolute("./", from: "//") == "/")
    }
}
