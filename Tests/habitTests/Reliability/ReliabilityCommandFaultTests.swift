import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

/// Every mutating command (import included) with the k-th file-system call failing, for every k up to the
/// number of calls the command makes (docs/reliability.md, "The promises"): the command exits 74
/// naming the path (or succeeds, when the failing call was not needed), and the data
/// files are byte for byte as before or as after a clean run — never in between.
@Suite struct ReliabilityCommandFaultTests {
    static let habits = """
        # habits
        meditate every=daily since=2026-01-01 name="Morning meditation"
        water every=daily target=8 unit=glasses since=2026-03-01 name=Water
        gym every=3/week since=2026-01-05 name=Gym
        walk every=daily since=2026-01-01 name=Walk
        old every=weekly since=2025-01-06 archived name="Old habit"

        """
    static let log = """
        2026-11-19 meditate
        2026-11-20 meditate # calm
        2026-11-20 water +3
        2026-11-18 gym

        """
    static let config = "week-start = monday\n"

    /// Each mutating command, as typed.
    static let commands: [[String]] = [
        ["add", "read", "--name", "Read a book", "--every", "weekdays"],
        ["check", "meditate"],
        ["check", "water", "--value", "2", "--note", "after run"],
        ["uncheck", "meditate", "--date", "2026-11-20"],
        ["skip", "gym", "--from", "2026-11-22", "--to", "2026-11-24", "--note", "trip"],
        ["edit", "water", "--target", "10"],
        ["rename", "meditate", "sit"],
        ["archive", "gym"],
        ["unarchive", "old"],
        ["remove", "water", "--yes"],
        ["move", "gym", "--to", "1"],
        ["config", "day-start", "04:00"],
        ["import", "harsh", Harness.packageRoot.appendingPathComponent("Fixtures/import/harsh").path],
    ]

    static let dataFiles = ["habits", "log", "config", "rejects"]

    struct Files: Equatable {
        var bytes: [String: Data]
        init(_ harness: Harness) {
            bytes = [:]
            for name in ReliabilityCommandFaultTests.dataFiles {
                if let data = FileManager.default.contents(atPath: harness.directory + "/" + name) {
                    bytes[name] = data
                }
            }
        }
    }

    static func prepared() -> Harness { Harness(habits: habits, log: log, config: config) }

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: commands)
    func aFailingSystemCallLeavesFilesOldOrNew(arguments: [String]) throws {
        // The clean run: how many calls, and what "fully updated" looks like.
        let clean = Self.prepared()
        defer { clean.cleanUp() }
        let before = Files(clean)
        let counter = TestFileSystem()
        let first = clean.run(arguments, fileSystem: counter)
        try #require(first.status == 0, "\(arguments): \(first.stderr)")
        let after = Files(clean)
        #expect(after != before, "\(arguments) changed nothing")
        let calls = counter.calls

        var exit74 = 0
        var succeeded = 0
        var unchanged = 0
        var updated = 0
        for mode in [Fault.Persistence.once, .fromThenOn] {
            for k in 1...calls {
                let harness = Self.prepared()
                defer { harness.cleanUp() }
                let faulty = TestFileSystem(fault: Fault(call: k, mode))
                let result = harness.run(arguments, fileSystem: faulty)
                let label = "\(arguments.joined(separator: " ")) with call \(k) of \(calls) failing (\(mode))"
                let files = Files(harness)
                if files == before { unchanged += 1 } else if files == after { updated += 1 }
                switch result.status {
                case 0:
                    succeeded += 1
                    #expect(files == after, "\(label): exit 0 but files not fully updated")
                case 74:
                    exit74 += 1
                    #expect(
                        result.stderr.hasPrefix("habit: error: ") && result.stderr.contains("'\(harness.directory)"),
                        "\(label): message names no path: \(result.stderr)")
                    #expect(
                        files == before || files == after || mode == .fromThenOn,
                        "\(label): files neither as before nor fully updated")
                default:
                    Issue.record("\(label): exit \(result.status), expected 74: \(result.stderr)")
                }
                // The next command (no faults) succeeds and leaves no temporary file.
                let verify = harness.run(["verify"])
                #expect(verify.status == 0, "\(label): verify afterwards: \(verify.stdout)\(verify.stderr)")
                let next = harness.run(["check", "walk", "--date", "2026-11-10"])
                #expect(next.status == 0, "\(label): the next write failed: \(next.stderr)")
                // By then the directory is wholly as before or as after (with the new line).
                var settled = Files(harness)
                if let log = settled.bytes["log"] {
                    let text = String(decoding: log, as: UTF8.self)
                    settled.bytes["log"] = Data(text.replacingOccurrences(of: "2026-11-10 walk\n", with: "").utf8)
                }
                #expect(settled == before || settled == after, "\(label): not settled after the next write")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: harness.directory)) ?? []
                #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(label): temporary file left: \(names)")
            }
        }
        ReliabilitySummary.record(
            "fault-injection (habit \(arguments.prefix(2).joined(separator: " "))): \(calls) calls x 2 modes: \(exit74) exit 74 naming the path, "
                + "\(succeeded) exit 0, \(unchanged) unchanged, \(updated) fully updated, "
                + "\(2 * calls - unchanged - updated) half done until the next write undid them")
    }
}
