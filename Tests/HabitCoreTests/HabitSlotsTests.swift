import Testing

@testable import HabitCore

/// `HabitSlots` answers from a cache keyed by an id's bits; these pin that equal ids
/// built separately (so with different storage) still land in one group.
@Suite struct HabitSlotsTests {
    /// A long id (more than 15 bytes, so heap-allocated) built fresh each call.
    static func freshID(_ text: String) -> HabitID {
        HabitID(String(decoding: Array(text.utf8), as: UTF8.self))!
    }

    @Test func equalIDsWithDifferentStorageShareASlot() {
        var slots = HabitSlots()
        let long = "a-rather-long-habit-id-of-forty-bytes-xx"
        let first = slots.slot(of: HabitSlotsTests.freshID(long))
        let second = slots.slot(of: HabitSlotsTests.freshID(long))
        let short = slots.slot(of: HabitSlotsTests.freshID("run"))
        #expect(first == 0)
        #expect(second == 0)
        #expect(short == 1)
        #expect(slots.existingSlot(of: HabitSlotsTests.freshID("swim")) == nil)
        #expect(slots.ids.map { $0.rawValue } == [long, "run"])
    }

    @Test func manyDistinctIDsKeepTheirSlots() {
        var slots = HabitSlots()
        let ids = (0..<2000).map { HabitSlotsTests.freshID("habit-number-\($0)-with-a-long-tail") }
        for (index, id) in ids.enumerated() { #expect(slots.slot(of: id) == index) }
        for (index, id) in ids.enumerated().reversed() {
            #expect(slots.existingSlot(of: HabitSlotsTests.freshID(id.rawValue)) == index)
        }
    }

    @Test func groupingMatchesAPlainDictionary() {
        let day = Day("2026-11-21")!
        let names = ["read", "a-habit-id-longer-than-fifteen", "run", "read", "a-habit-id-longer-than-fifteen", "zz"]
        let entries = names.enumerated().map {
            Entry(day: day.adding($0.offset), habit: HabitSlotsTests.freshID($0.element))
        }
        var snapshot = Snapshot.empty(directory: "/nonexistent")
        snapshot.log.entries = EntryList(entries)
        var expected: [HabitID: [Entry]] = [:]
        for entry in entries { expected[entry.habit, default: []].append(entry) }
        #expect(snapshot.entriesByHabit() == expected)
    }

    @Test func unknownHabitsAreReportedOnceAtTheirFirstEntry() {
        let day = Day("2026-11-21")!
        let known = Habit(id: HabitID("read")!, since: day)
        let names = ["read", "ghost-habit-with-a-long-name", "read", "ghost-habit-with-a-long-name", "other"]
        let entries = names.map { Entry(day: day, habit: HabitSlotsTests.freshID($0)) }
        let log = LogFile(entries: EntryList(entries), lines: [3, 4, 5, 6, 9], issues: [], tornTailOffset: nil)
        let snapshot = Snapshot(
            directory: "/nonexistent", habitsFile: HabitsFile(lines: [.habit(known)]), log: log,
            configFile: ConfigFile(), issues: [])
        #expect(snapshot.issues.map { $0.line } == [4, 9])
        #expect(
            snapshot.issues.map { $0.problem }
                == [.unknownHabit(HabitID("ghost-habit-with-a-long-name")!), .unknownHabit(HabitID("other")!)])
    }
}
