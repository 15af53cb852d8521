import Foundation
import Testing

@testable import HabitCore

/// `TransactionScope.entries(of:on:)`: the entries of some habits on some days, worked
/// out from the store's today, every line checked (docs/architecture.md, "The read path").
@Suite struct DayEntriesReadTests {
    static let habits = """
        a since=2026-11-01
        b target=8 since=2026-11-01
        c since=2026-11-01 was=old
        d since=2026-11-01

        """
    static let log = """
        2026-11-19 a
        2026-11-20 b +3
        2026-11-20 old # under a former id
        2026-11-21 ghost
        2026-13-01 a
        2026-11-21 a no
        2026-11-18 c
        2026-11-20 d
        2026-11-21 b =8
        2026-11-20 a clear

        """

    /// A store over a directory holding `habits` and `log`, its today Sat Nov 21.
    static func store(_ directory: TemporaryDirectory, today: Bool = true) throws -> Store {
        try FileManager.default.createDirectory(atPath: directory.data, withIntermediateDirectories: true)
        directory.write(directory.data + "/habits", habits)
        directory.write(directory.data + "/log", log)
        var store = Store(directory: directory.data)
        if today { store.today = TodaySource(option: "2026-11-21", environment: [:], now: Date()) }
        return store
    }

    static func id(_ text: String) -> HabitID { HabitID.test(text) }

    @Test func keepsTheAskedHabitsEntriesOnTheDaysOnly() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.store(directory)
        let snapshot = try store.read(
            .entries(of: [Self.id("a"), Self.id("c")], on: .range(from: "yesterday", to: "today")))
        #expect(
            snapshot.entries.map { "\($0.day) \($0.habit.rawValue)" } == [
                "2026-11-20 old", "2026-11-21 a", "2026-11-20 a",
            ])
        #expect(snapshot.log.lines == [3, 6, 10])
        #expect(!snapshot.folded)
        // Every line checked: the problems of a read of every entry, unknown ids included.
        #expect(snapshot.issues == (try store.read(.everything)).issues)
        #expect(snapshot.issues.map { $0.line }.sorted() == [4, 5])
    }

    @Test func everyIDAndTheDaysFoldAsTheWholeHistoryDoes() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.store(directory)
        let days = Day("2026-11-18")!...Day("2026-11-21")!
        let some = try store.read(.entries(of: nil, on: .known(days)))
        let whole = try store.read(.everything)
        #expect(Set(some.entries.map { $0.habit.rawValue }) == ["a", "b", "old", "ghost", "c", "d"])
        for habit in whole.habits {
            let held = some.history(of: habit)
            let full = whole.history(of: habit)
            for number in days.lowerBound.number...days.upperBound.number {
                let day = Day(number: number)
                #expect(held.state(on: day) == full.state(on: day), "\(habit.id) \(day)")
                #expect(held.isAnswered(on: day) == full.isAnswered(on: day), "\(habit.id) \(day)")
            }
        }
        #expect(some.history(of: whole.habits[0]).state(on: Day("2026-11-19")!) != nil)
    }

    @Test func withoutATodayEveryDayIsKept() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.store(directory, today: false)
        let snapshot = try store.read(.entries(of: [Self.id("a")], on: .day(nil)))
        #expect(snapshot.entries.map { $0.day.description } == ["2026-11-19", "2026-11-21", "2026-11-20"])
    }

    @Test func daysThatCannotBeWorkedOutKeepNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.store(directory)
        let snapshot = try store.read(.entries(of: nil, on: .range(from: "today", to: "yesterday")))
        #expect(snapshot.entries.isEmpty)
        #expect(snapshot.issues.map { $0.line }.sorted() == [4, 5])
    }

    @Test func aTransactionWritesOnTheDaysRead() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.store(directory)
        let held = try store.transaction(
            reading: ReadScope(.entries(of: [Self.id("d")], on: .range(from: "yesterday", to: "today")))
        ) {
            transaction in
            transaction.append(Entry(day: Day("2026-11-21")!, habit: Self.id("d"), action: .skip, note: nil))
            return transaction.snapshot.entries.map { $0.day.description }
        }
        #expect(held == ["2026-11-20"])
        #expect(directory.read(directory.data + "/log") == Self.log + "2026-11-21 d skip\n")
    }
}
