import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The library's rename and removal of a habit (`Transaction.rename`, `remove`), in a
/// data directory of one `log` and in one of device files (docs/sync.md, "Keys"): what
/// each keeps, what it refuses, and that a refusal writes nothing. The stores and checks
/// here serve `HabitEditTests` too.
@Suite struct HabitChangeTests {
    /// The two layouts a data directory can have.
    enum Layout: CaseIterable { case plain, devices }

    static let first = day("2026-01-05")

    /// A store in `layout` holding `habits` (ids), each done on the days of its entry in
    /// `days` (offsets from `first`), and a composite `any` of `members` when given.
    static func store(
        _ tmp: TemporaryDirectory, _ layout: Layout, habits: [String: [Int]], members: [String] = []
    ) throws -> Store {
        var store = Store(directory: tmp.data)
        try store.transaction { t in
            for id in habits.keys.sorted() { t.habitsFile.append(Habit(id: HabitID.test(id), since: first)) }
            if !members.isEmpty {
                t.habitsFile.append(Habit(id: HabitID.test("any"), since: first, members: members.map(HabitID.test)))
            }
            for (id, days) in habits.sorted(by: { $0.key < $1.key }) {
                for offset in days { t.append(Entry(day: first.adding(offset), habit: HabitID.test(id))) }
            }
        }
        guard layout == .devices else { return store }
        store.devices = DeviceSettings(registryPath: nil, host: "test", now: { 1_767_600_000_000 })
        try store.useDeviceLayout()
        #expect(try store.usesDeviceLayout() && tmp.exists(tmp.data + "/base/log"))
        return store
    }

    /// The days `id`'s history holds, as offsets from `first`; `nil` when no habit has it.
    static func days(of id: String, in store: Store) throws -> [Int]? {
        let snapshot = try store.loadHistories()
        guard let habit = snapshot.habit(HabitID.test(id)) else { return nil }
        return snapshot.history(of: habit).days.map { $0 - first }
    }

    /// The bytes of every file under the data directory, by path.
    static func files(_ tmp: TemporaryDirectory) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: tmp.data) ?? [] {
            files[name] = FileManager.default.contents(atPath: tmp.data + "/" + name)
        }
        return files
    }

    /// The text of this device's file (empty in one `log`).
    static func deviceFile(_ tmp: TemporaryDirectory) -> String {
        tmp.list(tmp.data + "/devices").compactMap { tmp.read(tmp.data + "/devices/" + $0) }.joined()
    }

    /// Expects `change` to be refused with `error`, leaving every file as it was.
    static func expectRefusal(
        _ error: HabitChangeError, _ tmp: TemporaryDirectory, _ store: Store,
        _ change: (inout Transaction) throws(HabitChangeError) -> Void
    ) {
        let before = files(tmp)
        #expect(throws: error) { try store.transaction { t in try change(&t) } }
        #expect(files(tmp) == before)
    }

    @Test(arguments: Layout.allCases)
    func aRenameKeepsTheHistoryUnderTheNewID(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0, 1, 3], "walk": [1]])
        let kept = try store.transaction { t in try t.rename(HabitID.test("run"), to: HabitID.test("jog")) }
        #expect(kept == 3)
        #expect(try Self.days(of: "jog", in: store) == [0, 1, 3])
        // In device files the rename is one line naming the key; no entry moves.
        #expect(Self.deviceFile(tmp).contains(" id .run jog") == (layout == .devices))
        #expect((tmp.read(tmp.data + "/log") ?? "").contains(" jog") == (layout == .plain))
        #expect(try Self.days(of: "run", in: store) == nil)
        #expect(try Self.days(of: "walk", in: store) == [1])
        // A name that was the id follows it.
        #expect(try store.load().habit(HabitID.test("jog"))?.name == "jog")
        // Written after the rename under the new id, an entry counts for the same habit.
        try store.append([Entry(day: Self.first.adding(4), habit: HabitID.test("jog"))])
        #expect(try Self.days(of: "jog", in: store) == [0, 1, 3, 4])
    }

    @Test(arguments: Layout.allCases)
    func aRenameBackOntoAFormerIDKeepsEveryEntry(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0, 2]])
        _ = try store.transaction { t in try t.rename(HabitID.test("run"), to: HabitID.test("jog")) }
        try store.append([Entry(day: Self.first.adding(3), habit: HabitID.test("jog"))])
        let kept = try store.transaction { t in try t.rename(HabitID.test("jog"), to: HabitID.test("run")) }
        #expect(kept == 3)
        #expect(try Self.days(of: "run", in: store) == [0, 2, 3])
        #expect(try Self.days(of: "jog", in: store) == nil)
        // Its own id is on no `was=` list: a rename never leaves a habit its own former id.
        #expect(try store.load().habit(HabitID.test("run"))?.formerIDs.contains(HabitID.test("run")) == false)
    }

    /// Lines under one of its own former ids (written there by an older habit, say) are
    /// its history already: a rename back onto that id needs no `merge`.
    @Test func aRenameBackOntoAFormerIDWithLinesUnderItNeedsNoMerge() throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, .plain, habits: ["run": [0]])
        _ = try store.transaction { t in try t.rename(HabitID.test("run"), to: HabitID.test("jog")) }
        tmp.write(tmp.data + "/log", (tmp.read(tmp.data + "/log") ?? "") + "2026-01-07 run\n")
        #expect(try Self.days(of: "jog", in: store) == [0, 2])
        let kept = try store.transaction { t in try t.rename(HabitID.test("jog"), to: HabitID.test("run")) }
        #expect(kept == 2)
        #expect(try Self.days(of: "run", in: store) == [0, 2])
    }

    /// An id renamed away is free: another habit renamed onto it keeps its own history,
    /// and the first keeps its own.
    @Test(arguments: Layout.allCases)
    func anotherHabitRenamedOntoAFormerIDKeepsOnlyItsOwnEntries(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0, 1], "walk": [2]])
        _ = try store.transaction { t in try t.rename(HabitID.test("run"), to: HabitID.test("jog")) }
        let kept = try store.transaction { t in try t.rename(HabitID.test("walk"), to: HabitID.test("run")) }
        #expect(kept == 1)
        #expect(try Self.days(of: "run", in: store) == [2])
        #expect(try Self.days(of: "jog", in: store) == [0, 1])
        try store.append([Entry(day: Self.first.adding(5), habit: HabitID.test("run"))])
        #expect(try Self.days(of: "run", in: store) == [2, 5])
        #expect(try Self.days(of: "jog", in: store) == [0, 1])
    }

    @Test(arguments: Layout.allCases)
    func aRenameIsRefusedForAnUnknownHabitItsOwnIDAndATakenID(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0], "walk": [1]])
        let run = HabitID.test("run")
        let walk = HabitID.test("walk")
        Self.expectRefusal(.unknownHabit(HabitID.test("swim")), tmp, store) { t throws(HabitChangeError) in
            try t.rename(HabitID.test("swim"), to: HabitID.test("dive"))
        }
        Self.expectRefusal(.sameID(run), tmp, store) { t throws(HabitChangeError) in try t.rename(run, to: run) }
        Self.expectRefusal(.idTaken(walk), tmp, store) { t throws(HabitChangeError) in try t.rename(run, to: walk) }
    }

    /// Lines written by hand under an id no habit has are taken in only with `merge`.
    @Test func aRenameOntoEntriesNoHabitOwnsNeedsMerge() throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, .plain, habits: ["run": [0]])
        tmp.write(tmp.data + "/log", (tmp.read(tmp.data + "/log") ?? "") + "2026-01-07 jog\n2026-01-08 jog\n")
        let run = HabitID.test("run")
        let jog = HabitID.test("jog")
        Self.expectRefusal(.idHasEntries(jog, count: 2, renaming: run), tmp, store) { t throws(HabitChangeError) in
            try t.rename(run, to: jog)
        }
        _ = try store.transaction { t in try t.rename(run, to: jog, merge: true) }
        #expect(try Self.days(of: "jog", in: store) == [0, 2, 3])
    }

    /// A removal beside other habits' entries on the same days takes only its own; the id
    /// is then free, and a new habit under it starts with no history.
    @Test(arguments: Layout.allCases)
    func aRemoveBesideEntriesTakesOnlyItsOwn(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0, 1, 2], "walk": [0, 1]])
        let removed = try store.transaction { t in try t.remove(HabitID.test("run")) }
        #expect(removed == 3)
        #expect(try Self.days(of: "run", in: store) == nil)
        #expect(try Self.days(of: "walk", in: store) == [0, 1])
        // One `log` loses its lines; in device files they stay and count for nothing.
        let log = tmp.read(tmp.data + (layout == .plain ? "/log" : "/base/log")) ?? ""
        #expect(log.contains(" run") == (layout == .devices))
        #expect(Self.deviceFile(tmp).contains(" remove ") == (layout == .devices))
        try store.transaction { t in try t.add(Habit(id: HabitID.test("run"), since: Self.first)) }
        #expect(try Self.days(of: "run", in: store) == [])
        try store.append([Entry(day: Self.first.adding(4), habit: HabitID.test("run"))])
        #expect(try Self.days(of: "run", in: store) == [4])
        #expect(try Self.days(of: "walk", in: store) == [0, 1])
    }

    /// A removed habit's id is free for a rename too: the habit renamed onto it keeps only
    /// its own entries, never the removed one's (which stay in device files).
    @Test(arguments: Layout.allCases)
    func aRenameOntoARemovedHabitsIDKeepsOnlyItsOwnEntries(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(tmp, layout, habits: ["run": [0, 1], "walk": [2]])
        try store.transaction { t in try t.remove(HabitID.test("run")) }
        let kept = try store.transaction { t in try t.rename(HabitID.test("walk"), to: HabitID.test("run")) }
        #expect(kept == 1)
        #expect(try Self.days(of: "run", in: store) == [2])
    }

    /// A member of a habit made of others is removed only with `force`, and never when
    /// that habit would be left with fewer than two members.
    @Test(arguments: Layout.allCases)
    func aRemoveOfAMemberNeedsForce(layout: Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try Self.store(
            tmp, layout, habits: ["run": [0], "swim": [], "bike": [1]], members: ["run", "bike"])
        let run = HabitID.test("run")
        let any = HabitID.test("any")
        Self.expectRefusal(.memberOfComposites(run, composites: [any]), tmp, store) { t throws(HabitChangeError) in
            try t.remove(run)
        }
        Self.expectRefusal(.compositeTooSmall(run, composite: any, left: [HabitID.test("bike")]), tmp, store) {
            t throws(HabitChangeError) in try t.remove(run, force: true)
        }
        try store.transaction { t in
            var composite = try t.existingHabit(any)
            composite.members.append(HabitID.test("swim"))
            t.habitsFile.replace(any, with: composite)
        }
        _ = try store.transaction { t in try t.remove(run, force: true) }
        #expect(try store.load().habit(any)?.members == [HabitID.test("bike"), HabitID.test("swim")])
        #expect(try Self.days(of: "any", in: store) == [1])
    }
}
