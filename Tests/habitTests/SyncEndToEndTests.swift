import Foundation
import HabitTestSupport
import Testing

/// Two devices, one history, end to end (docs/sync.md): the built `habit` binary and real
/// `git` with a local bare repository (never the network). The place every sync suite
/// runs in.
@Suite(.serialized) struct SyncEndToEndTests {
    /// A temporary place with a bare remote and two data directories.
    struct World {
        let root: String
        var remote: String { root + "/remote.git" }

        init() throws {
            root = FileManager.default.temporaryDirectory.path + "/habit-sync-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            #expect(try Self.git(["init", "-q", "--bare", root + "/remote.git"], root: root) == 0)
        }

        /// The environment of a device: its own HOME (no git identity), a fixed today.
        func environment(_ device: String, today: String) -> [String: String] {
            [
                "PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": root, "GIT_CONFIG_NOSYSTEM": "1",
                "HABIT_TODAY": today, "HABIT_HOST": device, "TZ": "UTC", "COLUMNS": "80",
            ]
        }

        @discardableResult
        func habit(_ device: String, _ arguments: [String], today: String = "2026-11-01") throws -> RunResult {
            try BinaryTests.spawn(
                ["--data-dir", root + "/" + device] + arguments, environment: environment(device, today: today))
        }

        func file(_ device: String, _ name: String) -> Data {
            FileManager.default.contents(atPath: root + "/" + device + "/" + name) ?? Data()
        }

        /// The habit ids the device's `habits` file defines.
        func ids(_ device: String) -> [String] {
            String(decoding: file(device, "habits"), as: UTF8.self).split(separator: "\n")
                .compactMap { $0.split(separator: " ").first.map(String.init) }.filter {
                    !$0.hasPrefix("#") && !$0.hasPrefix("?")
                }
        }

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

        static func git(_ arguments: [String], root: String) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Removes the place, unless `HABIT_KEEP_TMP=1` keeps it to look into (as the
        /// scripts' suites do); then its path is printed.
        func cleanUp() {
            guard ProcessInfo.processInfo.environment["HABIT_KEEP_TMP"] != "1" else {
                print("kept \(root)")
                return
            }
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    static var hasGit: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }
}

/// `YYYY-MM-DD` of a day in a month, rolling over into the next.
enum Day2 {
    static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
        var (month, day) = (month, day)
        if month == 11, day > 30 { (month, day) = (12, day - 30) }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
