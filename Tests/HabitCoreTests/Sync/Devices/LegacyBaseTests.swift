import HabitTestSupport
import Testing

@testable import HabitCore

/// An upgraded data directory keeps every entry and meaning (docs/sync.md, "Upgrade").
@Suite struct LegacyBaseTests {
    static let habits = """
        # my habits
        books every=daily since=2026-11-01 was=read,reading name=Books
        ! Sport
        run every=daily since=2026-11-01 name=run
        bike every=daily since=2026-11-01 name=bike
        cardio every=3/week any-of=run,bike since=2026-11-01 name=Cardio
        water every=daily target=8 unit=glasses since=2026-11-01 name=Water

        """
    static let log = """
        2026-11-18 read
        2026-11-19 reading # old id
        2026-11-20 books
        2026-11-20 run
        2026-11-20 water +3
        2026-11-20 water +3
        2026-11-21 gone
        2026-11-20 water =5

        """

    static var base: LegacyBase {
        let file = HabitsFile.parse(Array(habits.utf8)).file
        return LegacyBase(
            habitsFile: file, entries: Array(LogFile.parse(Array(log.utf8)).entries), settings: [.dayStart: "04:00"])
    }

    @Test func theBaseAloneGivesTheHabitsAndEntriesItHad() {
        let state = DeviceFold.fold([], base: LegacyBaseTests.base)
        #expect(state.habits.map(\.id.rawValue) == ["books", "run", "bike", "cardio", "water"])
        #expect(state.habits.map(\.tags.first?.rawValue) == [nil, "sport", "sport", "sport", "sport"])
        #expect(state.habits.first { $0.id.rawValue == "cardio" }?.members.map(\.rawValue) == ["run", "bike"])
        #expect(state.settings == [.dayStart: "04:00"])
        let books = state.entries[HabitKey(legacy: HabitID("books")!)] ?? []
        #expect(books.map(\.day.description) == ["2026-11-18", "2026-11-19", "2026-11-20"])
        #expect(books.allSatisfy { $0.habit.rawValue == "books" })
        #expect(books.map(\.note) == [nil, "old id", nil])
        let water = state.entries[HabitKey(legacy: HabitID("water")!)] ?? []
        #expect(
            History(folding: water, goal: .atLeast(Amount(8), unit: "glasses")).state(on: day("2026-11-20"))
                == .amount(Amount(5)))
        #expect(state.reports == [.entryForUnknownHabit(".gone", day: day("2026-11-21"), device: "")])
    }

    @Test func twoDevicesUpgradingOneBaseHaveOneHabitEach() throws {
        var laptop = TestDevice("laptop")
        var server = TestDevice("server", seed: 2)
        laptop.base = LegacyBaseTests.base
        server.base = LegacyBaseTests.base
        try laptop.record("water", .add(Amount(2)), on: "2026-11-21")
        try server.record("water", .add(Amount(2)), on: "2026-11-21")
        // The laptop renames books; the server, not knowing, checks books: it meant the same habit.
        try laptop.rename("books", "reading-list")
        try server.record("books", .done, on: "2026-11-21")
        sync(&laptop, &server)
        for device in [laptop, server] {
            #expect(device.state.habits.count == 5)
            #expect(device.dayState("water", on: "2026-11-21") == .amount(Amount(4)))
            #expect(device.dayState("reading-list", on: "2026-11-21") == .amount(Amount(1)))
            #expect(device.dayState("reading-list", on: "2026-11-18") == .amount(Amount(1)))
        }
    }

    @Test func aLineAppendedByHandCountsForTheHabitThatHadItsID() throws {
        var laptop = TestDevice("laptop")
        laptop.base = LegacyBaseTests.base
        try laptop.rename("water", "drink")
        laptop.files["laptop", default: []] += Array("2026-11-22 drink +1\n".utf8)
        try laptop.add("water", target: 2)
        laptop.files["laptop", default: []] += Array("2026-11-22 water +1\n".utf8)
        #expect(laptop.dayState("drink", on: "2026-11-22") == .amount(Amount(1)))
        #expect(laptop.dayState("water", on: "2026-11-22") == .amount(Amount(1)))
        #expect(laptop.state.entries.values.reduce(0) { $0 + $1.count } == 9)
    }
}
