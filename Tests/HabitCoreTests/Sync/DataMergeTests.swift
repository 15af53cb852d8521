import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The merge driver as a pure function (docs/sync.md, "What merges").
@Suite struct DataMergeTests {
    static func merged(_ file: DataFile, _ base: String, _ ours: String, _ theirs: String) -> String {
        String(
            decoding: DataMerge.merge(file, base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
                .bytes, as: UTF8.self)
    }

    @Test func twoChecksOnOneDayFromTwoDevicesAreBothKept() {
        let base = "2026-11-20 meditate\n"
        let laptop = base + "2026-11-21 meditate\n"
        let server = base + "2026-11-21 read\n"
        #expect(Self.merged(.log, base, laptop, server) == base + "2026-11-21 meditate\n2026-11-21 read\n")
        #expect(Self.merged(.log, base, server, laptop) == base + "2026-11-21 meditate\n2026-11-21 read\n")
    }

    @Test func sameAmountTwiceOnOneDayCountsTwice() {
        let line = "2026-11-21 water +1\n"
        #expect(Self.merged(.log, "", line, line) == line + line)
    }

    @Test func linesRemovedOnOneSideStayRemoved() {
        let base = "2026-11-20 gym\n2026-11-20 read\n"
        #expect(
            Self.merged(.log, base, "2026-11-20 read\n", base + "2026-11-21 read\n")
                == "2026-11-20 read\n2026-11-21 read\n")
    }

    @Test func aDaysEntriesKeepTheirOrder() {
        let ours = "2026-11-21 water =8\n2026-11-21 water +2\n"
        #expect(Self.merged(.log, "", ours, "") == ours)
    }

    @Test func anEntryWrittenUnderARenamedIdFollowsTheRename() {
        let base = "2026-11-19 read\n2026-11-20 read # p. 40\n"
        let laptop = "2026-11-19 books\n2026-11-20 books # p. 40\n"
        let server = base + "2026-11-21 read\n"
        let expected = "2026-11-19 books\n2026-11-20 books # p. 40\n2026-11-21 books\n"
        #expect(Self.merged(.log, base, laptop, server) == expected)
        #expect(Self.merged(.log, base, server, laptop) == expected)
    }

    @Test func twoHabitsRenamedAtOnceWithEntriesOnOneDayBothFollow() {
        let base = "2026-11-19 read\n2026-11-19 walk\n2026-11-20 walk\n"
        let laptop = "2026-11-19 books\n2026-11-19 hike\n2026-11-20 hike\n"
        let server = base + "2026-11-21 read\n2026-11-21 walk\n"
        let expected = laptop + "2026-11-21 books\n2026-11-21 hike\n"
        #expect(Self.merged(.log, base, laptop, server) == expected)
        #expect(Self.merged(.log, base, server, laptop) == expected)
    }

    @Test func editsOfTwoDifferentHabitsDoNotConflict() {
        let base = "gym every=daily since=2026-01-01 name=gym\nread every=daily since=2026-01-01 name=read\n"
        let laptop = "gym every=daily since=2026-01-01 name=Gym\nread every=daily since=2026-01-01 name=read\n"
        let server = "gym every=daily since=2026-01-01 name=gym\nread every=daily since=2026-01-01 name=Reading\n"
        let result = DataMerge.merge(
            .habits, base: Array(base.utf8), ours: Array(laptop.utf8), theirs: Array(server.utf8))
        #expect(result.conflicts.isEmpty)
        #expect(
            String(decoding: result.bytes, as: UTF8.self)
                == "gym every=daily since=2026-01-01 name=Gym\nread every=daily since=2026-01-01 name=Reading\n")
    }

    @Test func oneFieldChangedToTwoValuesIsLeftForAPersonAndVerifyNamesIt() {
        let base = "gym every=daily since=2026-01-01 name=gym\n"
        let laptop = "gym every=daily since=2026-01-01 name=Gym\n"
        let server = "gym every=3/week since=2026-01-01 name=Lifting\n"
        let result = DataMerge.merge(
            .habits, base: Array(base.utf8), ours: Array(laptop.utf8), theirs: Array(server.utf8))
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text == "gym every=3/week since=2026-01-01 name=Gym\n?conflict gym name Lifting\n")
        let issues = HabitsFile.parse(result.bytes).issues
        #expect(issues.count == 1)
        #expect(
            issues.first?.description
                == "habits:2:1: sync conflict: name of 'gym' was changed to two values, Gym (on its line) and Lifting; "
                + "settle it with 'habit edit gym --name VALUE'")
        #expect(issues.first?.isError == false)
    }

    @Test func settingTheFieldSettlesTheConflict() throws {
        var file = HabitsFile.parse(
            Array("gym every=daily since=2026-01-01 name=Gym\n?conflict gym name Lifting\n".utf8)
        ).file
        let id = try #require(HabitID("gym"))
        var habit = try #require(file.habit(id))
        habit.name = "Lifting"
        file.replace(id, with: habit)
        #expect(file.serialized() == "gym every=daily since=2026-01-01 name=Lifting\n")
    }

    @Test func configKeysMergeOneByOne() {
        let base = "# mine\nday-start = 04:00\n"
        let result = Self.merged(.config, base, base + "week-start = sunday\n", "# mine\nday-start = 05:00\n")
        #expect(result == "# mine\nday-start = 05:00\nweek-start = sunday\n")
    }

    @Test func theSameHabitAddedOnBothSidesIsOneHabit() {
        let habit = "tea every=daily since=2026-01-01 name=Tea\n"
        #expect(Self.merged(.habits, "", habit, habit) == habit)
    }

    /// Random base, two random sequences of writes (checks with same-day amounts, adds,
    /// edits, renames on either device or both, of habits with entries and without,
    /// removes): the merge is the same both ways round and holds every acknowledged entry
    /// once, under the habit it named (after renames on either side), as read through the
    /// merged `habits`. 40 seeds, from `HABIT_MERGE_SEED` on when set (for repeated
    /// rounds), else from 0.
    static let seeds: [UInt64] = {
        let first = ProcessInfo.processInfo.environment["HABIT_MERGE_SEED"].flatMap(UInt64.init) ?? 0
        return (first..<first + 40).map { $0 }
    }()

    @Test(arguments: seeds) func randomWritesOnTwoDevicesMergeSymmetricallyAndLoseNothing(seed: UInt64) {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9 &+ 1)
        var tokens = 0
        var origin = MergeDevice(name: "o", habits: [], log: [])
        for _ in 0..<(5 + Int.random(in: 0..<20, using: &random)) { _ = origin.write(&random, tokens: &tokens) }
        // Some habits of the base have an entry, some none yet.
        for habit in origin.habits.habits where Bool.random(using: &random) {
            origin.log += Array("2026-11-01 \(habit.id)\n".utf8)
        }
        let base = (habits: origin.habits.encoded(), log: origin.log)
        var devices = [
            MergeDevice(name: "a", habits: base.habits, log: base.log),
            MergeDevice(name: "b", habits: base.habits, log: base.log),
        ]
        var written: [[String]] = [[], []]
        for index in 0..<2 {
            for _ in 0..<Int.random(in: 0..<30, using: &random) {
                if let token = devices[index].write(&random, tokens: &tokens) { written[index].append(token) }
            }
        }
        let (a, b) = (devices[0], devices[1])
        let habits = DataMerge.merge(.habits, base: base.habits, ours: a.habits.encoded(), theirs: b.habits.encoded())
        #expect(
            habits == DataMerge.merge(.habits, base: base.habits, ours: b.habits.encoded(), theirs: a.habits.encoded()))
        let log = DataMerge.merge(.log, base: base.log, ours: a.log, theirs: b.log, habits: habits.bytes).bytes
        #expect(log == DataMerge.merge(.log, base: base.log, ours: b.log, theirs: a.log, habits: habits.bytes).bytes)
        // The id a habit of either device has in the merge: its own, or the habit whose
        // `was=` list names it.
        let merged = HabitsFile.parse(habits.bytes).file
        let current = { (id: String) -> String in
            guard let habitID = HabitID(id), merged.habit(habitID) == nil else { return id }
            return merged.formerIDs[habitID]?.rawValue ?? id
        }
        // The renames the logs show once read through the merged `was=` lists, as the merge reads them.
        let mapped = { (bytes: [UInt8]) in LogMerge.following(merged.formerIDs, MergeLines.split(bytes), base: [:]) }
        let renames = [
            LogMerge.renames(base: mapped(base.log), side: mapped(b.log)),
            LogMerge.renames(base: mapped(base.log), side: mapped(a.log)),
        ]
        for index in 0..<2 {
            for token in written[index] {
                // Taken away on its own device (remove) is gone by design.
                guard let here = MergeDevice.id(of: token, in: devices[index].log), let id = HabitID(here) else {
                    continue
                }
                let expected = current((renames[index][id] ?? id).rawValue)
                #expect(MergeDevice.count(of: token, in: log) == 1, "seed \(seed): \(token)")
                #expect(MergeDevice.id(of: token, in: log).map(current) == expected, "seed \(seed): \(token)")
            }
        }
    }
}
