import HabitTestSupport
import Testing

@testable import HabitCore

/// The cases of docs/sync.md, "What went wrong before", on the device files: each device
/// writes only its own file, and the fold of the union gives the numbers.
@Suite struct DeviceFoldTests {
    /// A laptop and a server that have exchanged one habit.
    private func pair(target: Int? = 8) throws -> (TestDevice, TestDevice) {
        var laptop = TestDevice("laptop", seed: 1)
        var server = TestDevice("server", seed: 2)
        try laptop.add("water", target: target)
        sync(&laptop, &server)
        return (laptop, server)
    }

    @Test func identicalWritesOnTwoDevicesBothCount() throws {
        var (laptop, server) = try pair()
        server.clock = laptop.clock
        try laptop.record("water", .add(Amount(2)))
        try server.record("water", .add(Amount(2)))
        sync(&laptop, &server)
        sync(&laptop, &server)
        #expect(laptop.dayState("water") == .amount(Amount(4)))
        #expect(server.dayState("water") == .amount(Amount(4)))
    }

    @Test func aCopiedDirectoryDoublesNothing() throws {
        var (laptop, _) = try pair()
        try laptop.record("water", .add(Amount(2)))
        try laptop.record("water", .add(Amount(2)))
        var copy = laptop
        // The copy is synced back with every file it shares, twice.
        sync(&laptop, &copy)
        sync(&copy, &laptop)
        #expect(laptop.dayState("water") == .amount(Amount(4)))
        #expect(copy.state.entries.values.map(\.count) == [2])
    }

    @Test func aFileTwoMachinesWroteKeepsBothTails() throws {
        var (laptop, _) = try pair()
        var clone = laptop
        try laptop.record("water", .add(Amount(1)))
        clone.clock += 7
        try clone.record("water", .add(Amount(3)))
        sync(&laptop, &clone)
        #expect(laptop.dayState("water") == .amount(Amount(4)))
        #expect(clone.dayState("water") == .amount(Amount(4)))
    }

    @Test func anUncheckAfterSeeingACheckClearsItWhateverTheClocks() throws {
        var (laptop, server) = try pair(target: nil)
        try server.record("water", .done)
        sync(&laptop, &server)
        laptop.clock = server.clock - 300_000
        try laptop.record("water", .clear)
        sync(&laptop, &server)
        #expect(laptop.dayState("water") == nil)
        #expect(server.dayState("water") == nil)
    }

    @Test func aSetAfterSeeingAnAddCorrectsIt() throws {
        var (laptop, server) = try pair()
        try server.record("water", .add(Amount(3)))
        sync(&laptop, &server)
        laptop.clock = server.clock - 600_000
        try laptop.record("water", .set(Amount(5)))
        sync(&laptop, &server)
        #expect(server.dayState("water") == .amount(Amount(5)))
    }

    @Test func anEntryForARemovedHabitNeverMovesToAnother() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.add("read")
        sync(&laptop, &server)
        try laptop.remove("water")
        try laptop.record("read", .done)
        try server.record("water", .done)
        sync(&laptop, &server)
        #expect(laptop.dayState("read") == .amount(Amount(1)))
        #expect(laptop.state.entries.values.map(\.count) == [1])
        #expect(
            laptop.state.reports.contains(
                .entryForRemovedHabit(HabitID("water")!, day: day("2026-11-20"), device: "server")))
    }

    @Test func aReusedFormerIDKeepsItsMeaningOnEachDevice() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.rename("water", "drink")
        try laptop.add("water")
        // The server had not seen the rename: its `water` is the habit now called drink.
        try server.record("water", .done)
        sync(&laptop, &server)
        #expect(laptop.dayState("drink") == .amount(Amount(1)))
        #expect(laptop.dayState("water") == nil)
        // Having seen both, the server's `water` is the new habit.
        try server.record("water", .done, on: "2026-11-21")
        sync(&laptop, &server)
        #expect(laptop.dayState("water", on: "2026-11-21") == .amount(Amount(1)))
        #expect(laptop.dayState("drink", on: "2026-11-21") == nil)
    }

    @Test func aRemovedHabitWhoseIDWasAnothersFormerIDTakesNothingFromIt() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.rename("water", "jog")
        try laptop.add("water")
        sync(&laptop, &server)
        try laptop.remove("water")
        try server.record("water", .done)
        sync(&laptop, &server)
        #expect(laptop.dayState("jog") == nil)
        #expect(laptop.state.habits.map(\.id.rawValue) == ["jog"])
    }

    @Test func aRenameOntoAnIDAddedElsewhereKeepsBothHabitsApart() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.rename("water", "jog")
        try laptop.record("jog", .done)
        // The server's add comes later by the clocks: the rename claimed 'jog' first.
        server.clock = laptop.clock + 10_000
        try server.add("jog")
        try server.record("jog", .done, on: "2026-11-21")
        sync(&laptop, &server)
        let state = laptop.state
        #expect(state.habits.map(\.id.rawValue).sorted() == ["jog", "jog-2"])
        #expect(state.entries.values.map(\.count) == [1, 1])
        #expect(laptop.dayState("jog") == .amount(Amount(1)))
        #expect(laptop.dayState("jog-2", on: "2026-11-21") == .amount(Amount(1)))
        #expect(state.reports.contains(.sharedID(HabitID("jog")!, givenID: HabitID("jog-2")!)))
        #expect(server.state.habits.map(\.id) == state.habits.map(\.id))
    }

    @Test func oneFieldChangedOnTwoDevicesSettlesByStampAndIsReported() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.write { writer throws(DeviceWriter.Refusal) in try writer.set(.name("Water"), of: HabitID("water")!)
        }
        server.clock = laptop.clock + 5_000
        try server.write { writer throws(DeviceWriter.Refusal) in try writer.set(.name("Drink"), of: HabitID("water")!)
        }
        sync(&laptop, &server)
        #expect(laptop.state.habits.map(\.name) == ["Drink"])
        #expect(
            laptop.state.reports == [
                .concurrentField(habit: HabitID("water")!, field: .name, kept: "Drink", replaced: "Water")
            ])
        // A change made after seeing both is no conflict, and settles the one reported.
        try laptop.write { writer throws(DeviceWriter.Refusal) in try writer.set(.name("H2O"), of: HabitID("water")!) }
        sync(&laptop, &server)
        #expect(server.state.habits.map(\.name) == ["H2O"])
        #expect(server.state.reports.isEmpty)
    }

    /// A setting set for the first time on two devices, neither seeing the other's: the
    /// later stands and is reported, as a field's change is.
    @Test func aSettingFirstSetOnTwoDevicesIsReported() throws {
        var (laptop, server) = try pair()
        try laptop.write { writer throws(DeviceWriter.Refusal) in writer.configure(.dayStart, to: "03:00") }
        server.clock = laptop.clock + 5_000
        try server.write { writer throws(DeviceWriter.Refusal) in writer.configure(.dayStart, to: "05:00") }
        sync(&laptop, &server)
        #expect(laptop.state.settings[.dayStart] == "05:00")
        #expect(laptop.state.reports == [.concurrentSetting(.dayStart, kept: "05:00", replaced: "03:00")])
        // Set again after seeing both: settled.
        try laptop.write { writer throws(DeviceWriter.Refusal) in writer.configure(.dayStart, to: "04:00") }
        sync(&laptop, &server)
        #expect(server.state.settings[.dayStart] == "04:00")
        #expect(server.state.reports.isEmpty)
    }

    @Test func anAnswerNeverOverridesAnEntryItHadNotSeen() throws {
        var (laptop, server) = try pair(target: nil)
        server.clock = laptop.clock - 60_000
        try server.record("water", .done)
        // Written later, without having seen the server's check.
        try laptop.record("water", .skip, answer: true)
        sync(&laptop, &server)
        #expect(laptop.dayState("water") == .amount(Amount(1)))
        // A plain skip after seeing it does override.
        try laptop.record("water", .skip)
        #expect(laptop.dayState("water") == .skipped)
    }

    @Test func aMemberRemovedElsewhereLeavesTheCompositeReadable() throws {
        var (laptop, server) = try pair(target: nil)
        try laptop.add("run")
        try laptop.add("bike")
        try laptop.add("cardio", every: .perWeek(3), members: ["run", "bike", "water"])
        sync(&laptop, &server)
        try server.remove("bike")
        sync(&laptop, &server)
        let cardio = laptop.state.habits.first { $0.id.rawValue == "cardio" }
        #expect(cardio?.members.map(\.rawValue) == ["run", "water"])
        #expect(laptop.state.reports == [.memberLeftOut(composite: HabitID("cardio")!, member: HabitID("bike")!)])
    }

    @Test func theFoldIsTheSameInAnyOrderOfFiles() throws {
        var (laptop, server) = try pair()
        var phone = TestDevice("phone", seed: 3)
        sync(&laptop, &phone)
        try laptop.record("water", .add(Amount(1)))
        try server.record("water", .set(Amount(6)))
        try phone.record("water", .add(Amount(2)))
        try phone.rename("water", "drink")
        sync(&laptop, &server)
        sync(&laptop, &phone)
        let files = laptop.files.map { DeviceFile(device: $0.key, bytes: $0.value) }
        let first = DeviceFold.fold(files)
        for order in [files.reversed(), [files[1], files[0], files[2]], [files[2], files[0], files[1]]] {
            let other = DeviceFold.fold(Array(order))
            #expect(other.habits == first.habits)
            #expect(other.entries == first.entries)
            #expect(other.reports == first.reports)
        }
    }

    @Test func aStampFarAheadIsReportedAndDoesNotDragTheClock() throws {
        var (laptop, server) = try pair(target: nil)
        server.clock += 400 * 86_400_000
        try server.record("water", .done)
        sync(&laptop, &server)
        let state = DeviceFold.fold(laptop.files.map { DeviceFile(device: $0.key, bytes: $0.value) }, now: laptop.clock)
        #expect(state.reports == [.stampAhead(device: "server", line: 1)])
        let next = HybridClock.next(now: laptop.clock, after: state.latestStamp)
        #expect(next == Stamp(milliseconds: laptop.clock))
    }

    @Test func aLineTheFoldCannotReadIsPassedOverAndSaidWithItsPlace() {
        let text = """
            2026-11-28T07:00:00.000Z add k3f9a2b1 water every=daily target=8 since=2026-11-01 name=water
            2026-11-28T07:00:01.000Z k3f9a2b1 2026-11-20 water +2
            2026-11-28T07:00:02.000Z k3f9a2b1 2026-02-30 water +2
            2026-11-28T07:00:03.000Z k3f9a2b1 # nothing
            garbage
            2026-11-20 water +1
            2026-11-28T07:00:04.000Z k3f9a2b1 2026-11-20 water +5
            """
        let state = DeviceFold.fold([DeviceFile(device: "laptop", bytes: Array(text.utf8))])
        let problems = state.problems.sorted { $0.line < $1.line }
        #expect(problems.map(\.line) == [3, 4, 5])
        #expect(problems.map(\.problem.column) == [35, 35, 1])
        #expect(problems.map(\.device) == ["laptop", "laptop", "laptop"])
        #expect(problems[0].problem.description.contains("invalid date '2026-02-30'"))
        #expect(problems[1].problem.description == "missing entry after the key")
        #expect(problems[2].problem.description.contains("invalid stamp 'garbage'"))
        // The last line has no newline yet: it is not a line.
        let water = state.entries[HabitKey(Substring("k3f9a2b1"))!] ?? []
        #expect(water.map(\.action) == [.add(Amount(2)), .add(Amount(1))])
    }
}
