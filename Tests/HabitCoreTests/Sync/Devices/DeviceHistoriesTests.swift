import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// A read of histories in the device layout folds the base's `log` as it reads it and the
/// device files' entries on after it (`Store.readDeviceHistories`). Its histories and
/// notes must be those the log's reader folds from the state's `log` text, made from the
/// whole fold (`DeviceRead.logText`): seeded data directories of a base and two devices
/// that rename, remove, reuse ids, answer, and append by hand.
@Suite struct DeviceHistoriesTests {
    static let today = day("2026-11-20")

    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func historiesAreThoseOfTheStatesLog(seed: UInt64) throws {
        let root = try Self.directory(seed: seed)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        let whole = try store.readDevices()
        let habits = HabitsFile.parse(whole.snapshotTexts.habits).file
        let scopes: [TransactionScope] =
            [.histories(of: nil, today: Self.today)]
            + habits.habits.map { .histories(of: [$0.id], today: Self.today, notesOfLast: 40) }
        var folded = 0
        for scope in scopes {
            guard case .histories(let ids, _, _) = scope else { continue }
            // The expected answer: the reader of `log` over the state's text.
            let expected = try store.parseLog(scope, bytes: whole.logText, habits: habits, today: Self.today)
            let read = try store.readDevices(baseEntries: false)
            #expect(read.baseLog != nil)
            #expect(read.state.habits == whole.state.habits)
            if let fast = try store.readDeviceHistories(
                read, ids: ids, today: Self.today, notesSince: scope.notesSince, habits: habits)
            {
                folded += 1
                #expect(fast.histories == expected.histories)
                #expect(Array(fast.log.entries) == Array(expected.log.entries))
            }
            // Through the store, with the full fold when the reading cannot be had so.
            let snapshot = try store.read(scope)
            #expect(snapshot.histories == expected.histories)
            #expect(snapshot.notes == Array(expected.log.entries))
        }
        // Only an answer on a day of the base's entries takes the whole fold every time.
        let answered = try store.readDevices(baseEntries: false).state.answeredDays
        #expect(folded > 0 || !answered.isEmpty)
    }

    /// With no `log` in the base, or two versions of it (a conflict copy: the fold then
    /// holds the base's entries), the histories, notes and one habit's entries are folded
    /// from the state alone, and are still those of the state's `log`.
    @Test(arguments: [BaseLog.none, .withConflictCopy], 1...6 as ClosedRange<UInt64>)
    func aFoldHoldingEveryEntryReadsAsTheStatesLog(base: BaseLog, seed: UInt64) throws {
        let root = try Self.directory(seed: seed, base: base)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        let whole = try store.readDevices()
        let read = try store.readDevices(baseEntries: false)
        #expect(read.baseLog == nil)
        let habits = HabitsFile.parse(whole.snapshotTexts.habits).file
        var scopes: [TransactionScope] = [.histories(of: nil, today: Self.today)]
        scopes += habits.habits.map { .histories(of: [$0.id], today: Self.today, notesOfLast: 40) }
        for scope in scopes {
            guard case .histories(let ids, _, _) = scope else { continue }
            let expected = try store.parseLog(scope, bytes: whole.logText, habits: habits, today: Self.today)
            let fast = try store.readDeviceHistories(
                read, ids: ids, today: Self.today, notesSince: scope.notesSince, habits: habits)
            #expect(fast?.histories == expected.histories)
            #expect(fast.map { Array($0.log.entries) } == Array(expected.log.entries))
            let snapshot = try store.read(scope)
            #expect(snapshot.histories == expected.histories)
            #expect(snapshot.notes == Array(expected.log.entries))
        }
        for habit in whole.state.habits {
            let expected = try store.parseLog(.habit(habit.id), bytes: whole.logText).log
            #expect(
                try store.readDeviceEntries(read, of: habit.id).map { Array($0.entries) } == Array(expected.entries))
            #expect(Array(try store.read(.habit(habit.id)).log.entries) == Array(expected.entries))
        }
    }

    /// What the base of a test's data directory holds besides `habits`.
    enum BaseLog: Sendable {
        /// `base/log`, one version.
        case one
        /// No `log`: the base's habits have no entries.
        case none
        /// `base/log` and a conflict copy of it that lacks its last lines and holds one of its own.
        case withConflictCopy
    }

    /// One habit's entries (`check`'s read) are those of the state's `log` too.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func entriesOfOneHabitAreThoseOfTheStatesLog(seed: UInt64) throws {
        let root = try Self.directory(seed: seed)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        let whole = try store.readDevices()
        var read = 0
        for habit in whole.state.habits {
            let expected = try store.parseLog(.habit(habit.id), bytes: whole.logText).log
            if let fast = try store.readDeviceEntries(try store.readDevices(baseEntries: false), of: habit.id) {
                read += 1
                #expect(Array(fast.entries) == Array(expected.entries))
            }
            #expect(Array(try store.read(.habit(habit.id)).log.entries) == Array(expected.entries))
        }
        let answered = try store.readDevices(baseEntries: false).state.answeredDays
        #expect(read > 0 || !answered.isEmpty)
    }

    /// An answer on a day the base holds an entry of counts for nothing: the read that
    /// left the base's entries out of the fold says it cannot give the histories.
    @Test func anAnswerOnADayOfTheBaseFoldsAsTheStatesLog() throws {
        let root = try Self.directory(seed: 0, steps: 0) { device in
            try device.record("h0", .done, on: "2026-11-02", answer: true)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        let read = try store.readDevices(baseEntries: false)
        let habits = HabitsFile.parse(read.snapshotTexts.habits).file
        #expect(
            try store.readDeviceHistories(read, ids: nil, today: Self.today, notesSince: nil, habits: habits) == nil)
        let scope = TransactionScope.histories(of: nil, today: Self.today)
        let whole = try store.readDevices()
        let expected = try store.parseLog(scope, bytes: whole.logText, habits: habits, today: Self.today)
        // The base's `no` on that day stands: the answer is left out.
        #expect(expected.histories[HabitID("h0")!]?.noDays.contains(day("2026-11-02")) == true)
        #expect(try store.read(scope).histories == expected.histories)
    }

    /// The store of `root`, its clock fixed and no device name remembered.
    static func store(_ root: String) -> Store {
        var store = Store(directory: root)
        store.devices = DeviceSettings(registryPath: nil, host: "test", now: { 1_795_100_000_000 })
        return store
    }

    /// A data directory of a base and the files of two devices, from `seed`: `steps`
    /// random commands, then what `then` writes on the first device.
    static func directory(
        seed: UInt64, steps: Int = 60, base baseLog: BaseLog = .one, then: (inout TestDevice) throws -> Void = { _ in }
    ) throws -> String {
        var random = SeededRandom(seed: seed &+ 0x5eed)
        let since = day("2026-10-01")
        let goals: [Goal] = [.check, .atLeast(Amount(3), unit: nil), .atMost(Amount(2), unit: nil)]
        var base: [Habit] = (0..<6).map { number in
            Habit(id: HabitID("h\(number)")!, goal: goals[number % 3], since: since)
        }
        // A goal that changed: a `done` before the change sets the former target.
        base[3].formerGoals = [
            FormerGoal(schedule: .daily, goal: .atLeast(Amount(4), unit: nil), until: day("2026-11-01"))
        ]
        let actions: [Action] = [.done, .add(Amount(1)), .set(Amount(2)), .skip, .clear, .no]
        var entries: [Entry] = []
        for _ in 0..<200 {
            let id = Int.random(in: 0...6, using: &random)
            entries.append(
                Entry(
                    day: since.adding(Int.random(in: 0...50, using: &random)),
                    habit: HabitID(id == 6 ? "ghost" : "h\(id)")!,
                    action: actions.randomElement(using: &random)!,
                    note: Bool.random(using: &random) ? nil : "n\(Int.random(in: 0...9, using: &random))"))
        }
        // The answer test's day: the base's `no` of h0 on 2026-11-02.
        entries.append(Entry(day: day("2026-11-02"), habit: HabitID("h0")!, action: .no))
        if baseLog == .none { entries = [] }
        // The conflict copy: the first 150 lines and one of its own; the union is what the base holds.
        let copy = Array(entries.prefix(150)) + [Entry(day: day("2026-10-20"), habit: HabitID("h2")!, action: .done)]
        var habitsFile = HabitsFile()
        for habit in base { habitsFile.append(habit) }
        var a = TestDevice("laptop-1a2b3c", seed: seed)
        a.base = LegacyBase(
            habitsFile: habitsFile, entries: baseLog == .withConflictCopy ? entries + copy.suffix(1) : entries)
        var b = TestDevice("server-4d5e6f", seed: seed &+ 1)
        b.base = a.base
        for step in 0..<steps {
            if step % 3 == 2 { Self.step(&b, &random) } else { Self.step(&a, &random) }
            if step % 10 == 9 { sync(&a, &b) }
        }
        try then(&a)
        // A line appended by hand, for the habit that has its id there.
        a.files[a.name, default: []] += Array("2026-11-19 h1 +2 # by hand\n".utf8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-histories-\(UUID().uuidString)")
            .path
        for folder in ["/base", "/devices"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try Data(habitsFile.encoded()).write(to: URL(fileURLWithPath: root + "/base/habits"))
        if baseLog != .none {
            try Data(LogFile.serialize(entries)).write(to: URL(fileURLWithPath: root + "/base/log"))
        }
        if baseLog == .withConflictCopy {
            try Data(LogFile.serialize(copy)).write(
                to: URL(fileURLWithPath: root + "/base/log.sync-conflict-20261101-010101-ABCDEF7"))
        }
        sync(&a, &b)
        for (name, bytes) in a.files {
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/devices/\(name).log"))
        }
        return root
    }

    /// One random command on `device`: an entry, an answer, a rename (onto a former id
    /// too), a remove, or an add that may reuse an id; a refused one writes nothing.
    private static func step(_ device: inout TestDevice, _ random: inout SeededRandom) {
        let ids = device.state.habits.map(\.id.rawValue)
        guard let id = ids.randomElement(using: &random) else { return }
        let date = day("2026-10-01").adding(Int.random(in: 0...50, using: &random)).description
        let actions: [Action] = [.done, .add(Amount(2)), .set(Amount(1)), .skip, .clear, .no]
        let action = actions.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5, 6: try? device.record(id, action, on: date)
        case 5: try? device.record(id, action, on: date, answer: true)
        case 7:
            try? device.rename(
                id,
                ["h\(Int.random(in: 0...7, using: &random))", "r\(ids.count)"][Int.random(in: 0...1, using: &random)])
        case 8: try? device.remove(id)
        default: try? device.add("h\(Int.random(in: 0...7, using: &random))")
        }
    }
}
