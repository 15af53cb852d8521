import Foundation
import HabitTestSupport
import Testing

/// Two devices, one history, end to end (docs/sync.md): the built `habit` binary and real
/// `git` with a local bare repository (never the network). Random writes on each device
/// over simulated weeks, `habit sync` in between; then both data directories are byte
/// for byte the same, `verify` is clean, and every acknowledged entry is there once,
/// under the habit it named (after renames).
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

    /// The seeds: `HABIT_SYNC_SEED` runs one (for repeated rounds), else three fixed ones.
    static let seeds: [UInt64] =
        ProcessInfo.processInfo.environment["HABIT_SYNC_SEED"].flatMap(UInt64.init).map { [$0] } ?? [1, 2, 3]

    @Test(.enabled(if: hasGit), arguments: seeds)
    func randomWritesOnTwoDevicesOverWeeksConverge(seed: UInt64) throws {
        let world = try World()
        defer { world.cleanUp() }
        var random = SeededRandom(seed: seed)
        for id in ["meditate", "read", "walk"] { try world.habit("a", ["add", id, "--since", "2026-10-01"]) }
        try world.habit("a", ["check", "meditate", "read", "walk", "--date", "2026-10-31"])
        #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
        #expect(try world.habit("b", ["sync", "init", world.remote]).status == 0)
        // The token of each acknowledged entry, and the device and id it was written under.
        var written: [(token: String, device: String)] = []
        var tokens = 0
        var made = 0
        for day in 0..<28 {
            let today = Day2.text(2026, 11, 1 + day)
            for device in ["a", "b"] {
                for _ in 0..<Int.random(in: 0..<16, using: &random) {
                    let ids = world.ids(device)
                    guard let id = ids.randomElement(using: &random) else { continue }
                    let roll = Int.random(in: 0..<30, using: &random)
                    // Renames on either device, of any habit (one renamed on both devices,
                    // one added and renamed before it has entries): the habit line keeps
                    // the ids it was renamed from (docs/sync.md, "Renames").
                    if roll == 0, day > 2 {
                        made += 1
                        let new = "\(id.prefix(8))-\(device)\(made)"
                        #expect(try world.habit(device, ["rename", id, new], today: today).status == 0)
                    } else if roll == 1 {
                        made += 1
                        try world.habit(device, ["add", "h\(device)\(made)", "--since", "2026-10-01"], today: today)
                    } else if roll == 2 {
                        try world.habit(device, ["edit", id, "--name", "\(id) \(device)"], today: today)
                    } else {
                        tokens += 1
                        let token = "t\(tokens)"
                        let back = Int.random(in: 0..<3, using: &random)
                        let result = try world.habit(
                            device,
                            ["check", id, "--date", Day2.text(2026, 11, 1 + max(0, day - back)), "--note", token],
                            today: today)
                        if result.status == 0 { written.append((token, device)) }
                    }
                }
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let synced = try world.habit(device, ["sync"], today: today)
                    #expect([0, 1].contains(synced.status), "\(synced.stderr)")
                }
            }
        }
        for device in ["a", "b", "a"] {
            let synced = try world.habit(device, ["sync"])
            #expect(synced.status == 0 || synced.status == 1, "\(synced.stderr)")
        }
        for name in ["habits", "log", "config"] {
            #expect(world.file("a", name) == world.file("b", name), "\(name) differs")
        }
        let log = String(decoding: world.file("a", "log"), as: UTF8.self)
        let ids = Set(world.ids("a"))
        for (token, _) in written {
            let lines = log.split(separator: "\n").filter { $0.hasSuffix("# " + token) }
            #expect(lines.count == 1, "\(token): \(lines)")
            if let id = lines.first?.split(separator: " ").dropFirst().first {
                #expect(ids.contains(String(id)), "\(token) is under '\(id)', which no habit defines")
            }
        }
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0 || verify.stdout.contains("sync conflict"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("unknown habit"), "\(verify.stdout)")
        // A few hundred acknowledged checks across the two devices, not a handful.
        #expect(written.count > 200, "\(written.count) checks")
    }
}

/// `YYYY-MM-DD` of a day in a month, rolling over into the next.
enum Day2 {
    static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
        var (month, day) = (month, day)
        if month == 11, day > 30 { (month, day) = (12, day - 30) }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
