import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine
@testable import habit

/// The engine's kept tallies (docs/performance.md, "Kept engine tallies"): a warm read
/// takes each habit's scan from the cache, and a change of any input of the scan — today,
/// the week's first day, the habit's definition, its history — is never answered from a
/// tally kept before it. The kept tallies are poisoned (every streak made 777) before the
/// change, so that a tally taken where it should not be shows.
@Suite struct EngineTallyTests {
    static let habits = """
        a every=daily since=2026-10-01 name=Read
        water every=daily target=8 unit=glasses since=2026-10-01 name=Water
        gym every=3/week since=2026-10-01 name=Gym

        """
    static let log = (1...52).map { offset in
        let date = day(2026, 10, 1).adding(offset)
        return "\(date) a\n\(date) water +\(offset % 9)\n" + (offset % 3 == 0 ? "\(date) gym\n" : "")
    }.joined()
    static let reads: [[String]] = [["list"], ["status"], ["today"], ["report", "--json"]]

    /// What changes before the reads.
    enum Change: CaseIterable {
        case today, weekStart, goal, away
    }

    /// Every read with the kept tallies, against the same read without a cache.
    static func expectSame(
        _ harness: Harness, extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for arguments in reads {
            let with = harness.run(arguments, extra: extra)
            let without = harness.run(arguments, extra: extra.merging(["HOME": ""]) { $1 })
            #expect(
                with.status == without.status && with.stdout == without.stdout && with.stderr == without.stderr,
                "habit \(arguments.joined(separator: " "))", sourceLocation: sourceLocation)
            #expect(!with.stdout.contains("777"), sourceLocation: sourceLocation)
        }
    }

    /// The store the command line makes, with the cache the harness's environment names.
    static func store(_ harness: Harness) -> Store {
        var store = Store(directory: harness.directory)
        store.checkpoints = CheckpointSettings.from(
            environment: harness.environment, version: CLI.version, fileSystem: SystemFileSystem())
        return store
    }

    /// Makes every kept streak 777; how many tallies there were.
    @discardableResult
    static func poison(_ harness: Harness) throws -> Int {
        let store = store(harness)
        let sources = try #require(try store.read(.histories(of: nil)).sourcesHash)
        var words = try #require(store.loadTallies(sourcesHash: sources))
        for start in stride(from: 0, to: words.count, by: TallyMemo.entryWidth) {
            words[start + 2] = 777
            words[start + 3] = 777
        }
        store.saveTallies(words, sourcesHash: sources)
        return words.count / TallyMemo.entryWidth
    }

    @Test func aWarmReadTakesItsTallies() throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        Self.expectSame(harness)
        #expect(try Self.poison(harness) == 3)
        #expect(harness.ok(["list"]).contains("777"))
        // Deleting them changes nothing but time.
        let cache = harness.root + "/.cache/habit"
        for name in try FileManager.default.contentsOfDirectory(atPath: cache) where name.hasSuffix(".tallies") {
            try FileManager.default.removeItem(atPath: cache + "/" + name)
        }
        Self.expectSame(harness)
    }

    @Test(arguments: Change.allCases)
    func eachInputOfTheScanIsInItsKey(_ change: Change) throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        Self.expectSame(harness)
        try Self.poison(harness)
        var extra: [String: String] = [:]
        switch change {
        case .today: extra["HABIT_TODAY"] = "2026-11-22"
        case .weekStart: harness.write("config", "week-start = sunday\n")
        case .goal: harness.write("habits", Self.habits.replacingOccurrences(of: "target=8", with: "target=5"))
        case .away:
            harness.write(
                "habits", Self.habits.replacingOccurrences(of: "name=Gym", with: "away=2026-11-01..2026-11-07 name=Gym")
            )
        }
        Self.expectSame(harness, extra: extra)
    }

    /// One line appended for one habit: that habit's scan is made again, the others' taken.
    @Test func oneAppendedLineScansItsHabitOnly() throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        Self.expectSame(harness)
        try Self.poison(harness)
        let handle = try #require(FileHandle(forWritingAtPath: harness.directory + "/log"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("2026-11-21 water +8\n".utf8))
        try handle.close()
        // Each line's words: the poisoned streaks widen the columns.
        let words = { (text: String) in
            text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        }
        let with = words(harness.ok(["status"]))
        let without = words(harness.run(["status"], extra: ["HOME": ""]).stdout)
        let water = try #require(with.first { $0.hasPrefix("water ") })
        #expect(without.contains(water))
        #expect(with.filter { $0.contains("777") }.count == 2)
    }
}
