import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

/// `check`, `uncheck` and `skip` of one habit in a data directory of device files take
/// the state and the habit's history from the device checkpoint (docs/performance.md,
/// "The device checkpoint"): what they print, the lines they append and what the reads
/// after them show are the same as with no cache directory.
@Suite struct DeviceCheckpointWriteTests {
    /// Another device's lines: `water` and `a` checked on the days before today.
    static let otherDevice = (0..<120).map { index in
        let stamp = "2026-11-20T08:0\(index / 60):\(String(format: "%02d", index % 60)).000Z"
        let day = day(2026, 11, 1).adding(index % 20)
        return index % 2 == 0 ? "\(stamp) .water \(day) water +1\n" : "\(stamp) .a \(day) a\n"
    }.joined()

    /// Two data directories moved to device files, each with the other device's file:
    /// one with a cache directory, one without (its registry still kept).
    static func pair() -> (cached: Harness, plain: Harness) {
        let harnesses = (0..<2).map { _ in Harness(habits: EngineTallyTests.habits, log: EngineTallyTests.log) }
        for harness in harnesses {
            #expect(harness.run(["sync"]).status == 0)
            harness.write("devices/phone-abc123.log", otherDevice)
        }
        // Files that last changed two seconds before a checkpoint was written vouch for
        // themselves (docs/performance.md, "The fold checkpoint").
        usleep(2_100_000)
        return (harnesses[0], harnesses[1])
    }

    /// The harness's environment for a run: its cache, or none.
    static func environment(_ harness: Harness, cached: Bool) -> [String: String] {
        cached ? [:] : ["HOME": "", "XDG_STATE_HOME": harness.root + "/.local/state"]
    }

    /// This machine's own device file: the one not written by the test.
    static func ownFile(_ harness: Harness) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: harness.directory + "/devices")) ?? []
        return names.first { $0 != "phone-abc123.log" }.flatMap { harness.read("devices/" + $0) }
    }

    @Test func writesOfOneHabitAreTheSameThroughTheCheckpoint() throws {
        let (cached, plain) = Self.pair()
        let steps: [[String]] = [
            ["list"], ["check", "water", "--value", "3"], ["check", "a"], ["status"],
            ["uncheck", "water"], ["check", "water", "--value", "2", "--json"], ["skip", "gym"],
            ["check", "a", "--date", "2026-11-19"], ["check", "water", "--set", "9"], ["list"], ["today"],
            ["check", "nobody"], ["stats", "water"],
        ]
        let other = "devices/phone-abc123.log"
        for (index, arguments) in steps.enumerated() {
            let (seen, unseen) = (TestFileSystem(), TestFileSystem())
            let with = cached.run(arguments, extra: Self.environment(cached, cached: true), fileSystem: seen)
            let without = plain.run(arguments, extra: Self.environment(plain, cached: false), fileSystem: unseen)
            let command = "habit \(arguments.joined(separator: " "))"
            // Through the checkpoint (the first `list` writes it), the other device's file
            // is not read again; without it, every command reads it. `stats` of one habit
            // and a `check` of no habit read without it.
            if index > 0, arguments.first != "stats", arguments != ["check", "nobody"] {
                #expect(seen.bytesRead(of: cached.directory + "/" + other) == 0, "\(command)")
            }
            #expect(unseen.bytesRead(of: plain.directory + "/" + other) >= Self.otherDevice.utf8.count, "\(command)")
            #expect(with.status == without.status, "\(command)")
            #expect(with.stdout == without.stdout, "\(command)")
            #expect(with.stderr == without.stderr, "\(command)")
            #expect(Self.ownFile(cached) == Self.ownFile(plain), "\(command)")
        }
        // The writes went through the checkpoint: it is there, and this machine's file
        // holds every line they appended.
        let cache = cached.root + "/.cache/habit"
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).contains { $0.hasPrefix("fold-") })
        #expect(Self.ownFile(cached)?.split(separator: "\n").count == 7)
    }
}
