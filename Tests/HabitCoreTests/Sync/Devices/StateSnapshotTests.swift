import HabitTestSupport
import Testing

@testable import HabitCore

/// `habits` and `config` as snapshots (docs/sync.md, "Snapshots"): one `habit` wrote, on
/// this device or another, is never an edit; a person's edit becomes change lines, and
/// takes back nothing another device changed since the snapshot was made.
@Suite struct StateSnapshotTests {
    private func laptopWithHabits() throws -> TestDevice {
        var laptop = TestDevice("laptop")
        try laptop.add("water", target: 8)
        try laptop.add("read")
        try laptop.add("run")
        return laptop
    }

    private func deviceFiles(_ device: TestDevice) -> [DeviceFile] {
        device.files.map { DeviceFile(device: $0.key, bytes: $0.value) }
    }

    /// Applies the lines a snapshot edit stands for on `device`.
    private func takeIn(_ snapshot: [UInt8], on device: inout TestDevice) throws {
        let files = deviceFiles(device)
        guard let (before, body) = StateSnapshot.editedAgainst(snapshot, files: files, base: device.base) else {
            return
        }
        var random = SeededRandom(seed: 99)
        var planner = DeviceWriter(state: before, now: device.clock, after: device.state.latestStamp)
        let lines = try StateSnapshot.habitsEdit(body, against: before, writer: &planner, keys: &random)
        try device.write { _ in lines }
    }

    @Test func aSnapshotAsWrittenIsNoEditOnAnyDevice() throws {
        var laptop = try laptopWithHabits()
        var server = TestDevice("server", seed: 2)
        sync(&laptop, &server)
        let written = StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop))
        try server.record("water", .add(Amount(1)))
        let serverCopy = StateSnapshot.habits(of: server.state, from: deviceFiles(server))
        for snapshot in [written, serverCopy] {
            #expect(StateSnapshot.editedAgainst(snapshot, files: deviceFiles(server), base: nil) == nil)
        }
        #expect(
            String(decoding: written, as: UTF8.self).hasPrefix(SnapshotMark.refusal + "\n# habit snapshot: laptop:"))
        #expect(
            String(decoding: written, as: UTF8.self).split(separator: "\n").dropFirst(2).map {
                $0.split(separator: " ")[0]
            }
                == ["water", "read", "run"])
    }

    @Test func aPersonsEditBecomesChanges() throws {
        var laptop = try laptopWithHabits()
        var text = String(decoding: StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
        text = text.replacingOccurrences(of: "read every=daily", with: "books every=3/week")
        text = text.replacingOccurrences(of: "name=water", with: "name=\"Glasses of water\" tags=health")
        text = text.replacingOccurrences(of: "run every=daily since=2026-11-01 name=run\n", with: "")
        text += "yoga every=weekdays since=2026-11-20 name=Yoga\n"
        try takeIn(Array(text.utf8), on: &laptop)
        let habits = laptop.state.habits
        #expect(habits.map(\.id.rawValue) == ["water", "books", "yoga"])
        #expect(habits.map(\.name) == ["Glasses of water", "read", "Yoga"])
        #expect(habits[0].tags.map(\.rawValue) == ["health"])
        #expect(habits[1].schedule == .perWeek(3))
        // Taking the same edit in again changes nothing: the snapshot made now has it.
        let again = StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop))
        #expect(StateSnapshot.editedAgainst(again, files: deviceFiles(laptop), base: nil) == nil)
    }

    @Test func anEditOfAStaleSnapshotTakesBackNothingChangedSince() throws {
        var laptop = try laptopWithHabits()
        var server = TestDevice("server", seed: 2)
        sync(&laptop, &server)
        let stale = String(decoding: StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
        try server.write { writer throws(DeviceWriter.Refusal) in
            try writer.set(.goal(.atLeast(Amount(10), unit: nil)), of: HabitID("water")!)
        }
        try server.rename("run", "jog")
        sync(&laptop, &server)
        let edited = stale.replacingOccurrences(of: "name=read", with: "name=Reading")
        try takeIn(Array(edited.utf8), on: &laptop)
        let habits = laptop.state.habits
        #expect(habits.map(\.id.rawValue) == ["water", "read", "jog"])
        #expect(habits.map(\.name) == ["water", "Reading", "run"])
        #expect(habits[0].goal == .atLeast(Amount(10), unit: nil))
        #expect(laptop.state.reports.isEmpty)
    }

    @Test func aReorderRanksTheHabitsAnew() throws {
        var laptop = try laptopWithHabits()
        let lines = String(decoding: StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let edited = [lines[0], lines[1], lines[4], lines[2], lines[3]].joined(separator: "\n") + "\n"
        try takeIn(Array(edited.utf8), on: &laptop)
        #expect(laptop.state.habits.map(\.id.rawValue) == ["run", "water", "read"])
    }

    /// The line above the mark, which a `habit` from before device files rejects, is part
    /// of the mark: without it the snapshot is still no edit, an edit beside it is taken
    /// in, and a snapshot whose mark a person removed is read without it.
    @Test func theRefusingLineIsPartOfTheMark() throws {
        var laptop = try laptopWithHabits()
        let written = String(
            decoding: StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
        let withoutIt = written.replacingOccurrences(of: SnapshotMark.refusal + "\n", with: "")
        #expect(withoutIt != written)
        #expect(StateSnapshot.editedAgainst(Array(withoutIt.utf8), files: deviceFiles(laptop), base: nil) == nil)
        let withoutMark = written.split(separator: "\n").enumerated().filter { $0.offset != 1 }.map {
            $0.element + "\n"
        }.joined()
        let unmarked = try #require(
            StateSnapshot.editedAgainst(Array(withoutMark.utf8), files: deviceFiles(laptop), base: nil))
        #expect(!String(decoding: unmarked.body, as: UTF8.self).contains("habit since="))
        try takeIn(Array(written.replacingOccurrences(of: "name=read", with: "name=Reading").utf8), on: &laptop)
        #expect(laptop.state.habits.map(\.name) == ["water", "Reading", "run"])
    }

    @Test func anEditWithAProblemIsNotTakenIn() throws {
        let laptop = try laptopWithHabits()
        let text = String(decoding: StateSnapshot.habits(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
            .replacingOccurrences(of: "every=daily", with: "every=sometimes")
        guard let (before, body) = StateSnapshot.editedAgainst(Array(text.utf8), files: deviceFiles(laptop), base: nil)
        else {
            Issue.record("an edited snapshot was taken for an unedited one")
            return
        }
        var writer = DeviceWriter(state: before, now: laptop.clock)
        var random = SeededRandom(seed: 1)
        #expect(throws: SnapshotError.self) {
            try StateSnapshot.habitsEdit(body, against: before, writer: &writer, keys: &random)
        }
    }

    @Test func aConfigEditBecomesSettings() throws {
        var laptop = try laptopWithHabits()
        try laptop.write { writer throws(DeviceWriter.Refusal) in writer.configure(.weekStart, to: "sunday") }
        let snapshot = String(
            decoding: StateSnapshot.config(of: laptop.state, from: deviceFiles(laptop)), as: UTF8.self)
        #expect(snapshot.hasSuffix("\nweek-start = sunday\n"))
        let edited = snapshot.replacingOccurrences(of: "week-start = sunday\n", with: "day-start = 04:00\n")
        guard
            let (before, body) = StateSnapshot.editedAgainst(Array(edited.utf8), files: deviceFiles(laptop), base: nil)
        else {
            Issue.record("an edited snapshot was taken for an unedited one")
            return
        }
        var planner = DeviceWriter(state: before, now: laptop.clock, after: laptop.state.latestStamp)
        let lines = try StateSnapshot.configEdit(body, against: before, writer: &planner)
        try laptop.write { _ in lines }
        #expect(laptop.state.settings == [.dayStart: "04:00"])
    }
}
