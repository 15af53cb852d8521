import HabitTestSupport

@testable import HabitCore

/// A device in a test of the device files: the files it holds (its own and the copies it
/// received), a wall clock the test sets, and commands planned through `DeviceWriter`
/// against the fold of what it holds, as the command line plans them.
struct TestDevice {
    let name: String
    /// Every device file this device holds, by device name.
    var files: [String: [UInt8]] = [:]
    /// The wall clock, milliseconds since 1970.
    var clock: Int64
    var random: SeededRandom
    /// The history from before device files, if the device upgraded one.
    var base: LegacyBase?

    init(_ name: String, clock: Int64 = 1_795_000_000_000, seed: UInt64 = 1) {
        self.name = name
        self.clock = clock
        random = SeededRandom(seed: seed)
    }

    var state: DerivedState {
        DeviceFold.fold(files.map { DeviceFile(device: $0.key, bytes: $0.value) }, base: base)
    }

    /// Plans with a writer on the current state, appends the lines to the own file, and
    /// moves the clock on by a second.
    mutating func write(_ plan: (inout DeviceWriter) throws(DeviceWriter.Refusal) -> [DeviceLine]) throws(DeviceWriter
        .Refusal)
    {
        var writer = DeviceWriter(state: state, now: clock)
        let lines = try plan(&writer)
        for line in lines { files[name, default: []] += Array((line.description + "\n").utf8) }
        clock += 1000
    }

    mutating func add(_ id: String, target: Int? = nil, every: Schedule = .daily, members: [String] = [])
        throws(DeviceWriter.Refusal)
    {
        let goal: Goal = target.map { .atLeast(Amount($0), unit: nil) } ?? .check
        let habit = Habit(
            id: HabitID(id)!, schedule: every, goal: goal, since: day("2026-11-01"),
            members: members.map { HabitID($0)! })
        let key = HabitKey.random(using: &random)
        try write { writer throws(DeviceWriter.Refusal) in try writer.add(habit, key: key) }
    }

    mutating func record(_ id: String, _ action: Action, on date: String = "2026-11-20", answer: Bool = false)
        throws(DeviceWriter.Refusal)
    {
        let entry = Entry(day: day(date), habit: HabitID(id)!, action: action)
        try write { writer throws(DeviceWriter.Refusal) in try writer.record([entry], onlyIfUnanswered: answer) }
    }

    mutating func rename(_ id: String, _ new: String) throws(DeviceWriter.Refusal) {
        try write { writer throws(DeviceWriter.Refusal) in try writer.set(.id(HabitID(new)!), of: HabitID(id)!) }
    }

    mutating func remove(_ id: String) throws(DeviceWriter.Refusal) {
        try write { writer throws(DeviceWriter.Refusal) in try writer.remove(HabitID(id)!) }
    }

    /// Takes every file `other` holds that is newer here (one writer each: the longer is
    /// newer; two versions that diverged merge, `DeviceFile.merged`).
    mutating func receive(from other: TestDevice) {
        for (device, bytes) in other.files {
            guard let mine = files[device] else {
                files[device] = bytes
                continue
            }
            files[device] =
                DeviceFile.merged(DeviceFile(device: device, bytes: mine), DeviceFile(device: device, bytes: bytes))
                .bytes
        }
    }

    /// The day's folded state for habit `id` (`.amount(1)` for a done check habit), or
    /// nil when the day holds nothing that counts or there is no such habit.
    func dayState(_ id: String, on date: String = "2026-11-20") -> DayState? {
        let state = self.state
        guard let key = state.key(of: HabitID(id)!), let habit = state.habit(key) else { return nil }
        return History(folding: state.entries[key] ?? [], goal: habit.goal).state(on: day(date))
    }
}

/// Two devices exchange everything.
func sync(_ a: inout TestDevice, _ b: inout TestDevice) {
    a.receive(from: b)
    b.receive(from: a)
}
