import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The library's add and move of a habit and its setting of `config` (`Transaction.add`,
/// `move`, `configure`), in one `log` and in device files, through the stores of
/// `HabitChangeTests`: what each writes and what it refuses.
@Suite struct HabitAddTests {
    /// A new habit is written as `habits` holds it: in one `log` as its line, in device
    /// files as an `add` line under a new key, followed by its `order` line; its entries
    /// count for it.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func anAddWritesTheHabitInEitherLayout(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["run": [0]])
        let swim = Habit(id: HabitID.test("swim"), name: "Swim", schedule: .perWeek(2), since: HabitChangeTests.first)
        try store.transaction { t in
            try t.add(swim)
            t.append(Entry(day: HabitChangeTests.first.adding(1), habit: swim.id))
        }
        #expect(try store.load().habits.map(\.id) == [HabitID.test("run"), swim.id])
        #expect(try store.load().habit(swim.id) == swim)
        #expect(try HabitChangeTests.days(of: "swim", in: store) == [1])
        let line = "swim every=2/week since=2026-01-05 name=Swim"
        let lines = HabitChangeTests.deviceFile(tmp).split(separator: "\n").map(String.init)
        switch layout {
        case .plain:
            #expect(tmp.read(tmp.data + "/habits")?.contains(line + "\n") == true)
            #expect(lines.isEmpty)
        case .devices:
            // `STAMP add KEY LINE`: a key of its own, never the id's (docs/sync.md, "Keys").
            let add = try #require(lines.first { $0.contains(" add ") })
            let words = add.split(separator: " ", maxSplits: 3).map(String.init)
            #expect(words.count == 4 && words[1] == "add" && words[3] == line)
            #expect(words[2].count == 8 && !words[2].hasPrefix("."))
            let next = try #require(lines.firstIndex(of: add)).advanced(by: 1)
            #expect(lines.count > next && lines[next].contains(" order \(words[2]) "))
            #expect(lines.contains { $0.contains(" \(words[2]) 2026-01-06 swim") })
        }
    }

    /// An id taken by a habit is refused, and so is a habit that breaks a rule of its
    /// fields or its members, or lists former ids; nothing is written.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func anAddIsRefusedForATakenIDAndAnInvalidHabit(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["run": [0], "bike": [1]])
        _ = try store.transaction { t in try t.archive(HabitID.test("bike"), today: HabitChangeTests.first) }
        let first = HabitChangeTests.first
        let run = HabitID.test("run")
        let swim = HabitID.test("swim")
        let refusals: [(HabitChangeError, Habit)] = [
            (.idTaken(run), Habit(id: run, since: first)),
            (.invalid(.invalidName("", reason: .empty)), Habit(id: swim, name: "", since: first)),
            (.invalid(.zeroTarget), Habit(id: swim, goal: .atLeast(.zero, unit: nil), since: first)),
            (
                .invalid(.scheduleNotAllowedForGoal(.perWeek(3), .atLeast(Amount(2), unit: nil))),
                Habit(id: swim, schedule: .perWeek(3), goal: .atLeast(Amount(2), unit: nil), since: first)
            ),
            (.invalid(.tooFewMembers([run])), Habit(id: swim, since: first, members: [run])),
            (
                .invalid(.unknownMember(HabitID.test("dive"))),
                Habit(id: swim, since: first, members: [run, HabitID.test("dive")])
            ),
            (
                .archivedMember(HabitID.test("bike")),
                Habit(id: swim, since: first, members: [run, HabitID.test("bike")])
            ),
            (.formerIDsOnAdd(swim), Habit(id: swim, since: first, formerIDs: [HabitID.test("dive")])),
        ]
        for (error, habit) in refusals {
            HabitChangeTests.expectRefusal(error, tmp, store) { t throws(HabitChangeError) in try t.add(habit) }
        }
        #expect(try store.load().habit(swim) == nil)
    }

    /// An id a habit was renamed from, or that a removed habit had, is free for a new
    /// habit (docs/data-format.md, `was=`; docs/sync.md, "Keys"): the new habit starts with
    /// no history, and the old one keeps its own.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func anAddOfAFormerIDStartsAHabitOfItsOwn(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["run": [0, 1], "walk": [2]])
        _ = try store.transaction { t in try t.rename(HabitID.test("run"), to: HabitID.test("jog")) }
        _ = try store.transaction { t in try t.remove(HabitID.test("walk")) }
        try store.transaction { t in
            try t.add(Habit(id: HabitID.test("run"), since: HabitChangeTests.first))
            try t.add(Habit(id: HabitID.test("walk"), since: HabitChangeTests.first))
        }
        #expect(try HabitChangeTests.days(of: "run", in: store) == [])
        #expect(try HabitChangeTests.days(of: "walk", in: store) == [])
        #expect(try HabitChangeTests.days(of: "jog", in: store) == [0, 1])
        try store.append([Entry(day: HabitChangeTests.first.adding(3), habit: HabitID.test("run"))])
        #expect(try HabitChangeTests.days(of: "run", in: store) == [3])
        #expect(try HabitChangeTests.days(of: "jog", in: store) == [0, 1])
    }

    /// A move puts the habit at its place in the order (clamped); an unknown id is refused.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func aMoveChangesTheOrder(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["a": [0], "b": [], "c": []])
        try store.transaction { t in try t.move(HabitID.test("c"), to: 0) }
        #expect(try store.load().habits.map(\.id.rawValue) == ["c", "a", "b"])
        try store.transaction { t in try t.move(HabitID.test("c"), to: 99) }
        #expect(try store.load().habits.map(\.id.rawValue) == ["a", "b", "c"])
        #expect(HabitChangeTests.deviceFile(tmp).contains(" order .c ") == (layout == .devices))
        HabitChangeTests.expectRefusal(.unknownHabit(HabitID.test("d")), tmp, store) { t throws(HabitChangeError) in
            try t.move(HabitID.test("d"), to: 0)
        }
    }

    /// A setting is checked, then written: as a line of `config`, or in device files as a
    /// `config` line of this device's file.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func configureSetsACheckedValue(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["run": [0]])
        let before = HabitChangeTests.files(tmp)
        #expect(throws: ValueError.invalidSetting("week-start", "friday")) {
            try store.transaction { t in try t.configure(.weekStart, to: "friday") }
        }
        #expect(HabitChangeTests.files(tmp) == before)
        try store.transaction { t in try t.configure(.weekStart, to: "sunday") }
        #expect(try store.load().config.weekStart == .sunday)
        #expect(HabitChangeTests.deviceFile(tmp).contains(" config week-start sunday") == (layout == .devices))
    }
}
