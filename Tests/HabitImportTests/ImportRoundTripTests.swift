import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

/// Random habits and entries covering every schedule, goal, action and awkward note.
enum RandomHistory {
    static let names = ["Meditate", "Read, slowly", "Say \"thanks\"", "Café ☕", "  spaced  ", "日本語", "x"]
    static let notes = ["", "after run", "a, b", "quote \"q\"", "emoji 🚀", "# hash", " edge "]

    static func make(seed: UInt64, habits count: Int = 8, days: Int = 120) -> ([Habit], [Entry]) {
        var rng = SeededRandom(seed: seed)
        let start = day("2025-11-01")
        var habits: [Habit] = []
        var entries: [Entry] = []
        for index in 0..<count {
            let goal: Goal
            let schedule: Schedule
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                goal = .check
                schedule =
                    [
                        .daily, .weekdays(Schedule.workWeek), .weekdays([.monday, .thursday]), .perWeek(3),
                        .perMonth(4), .everyNDays(3), .anytime,
                    ][Int.random(in: 0..<7, using: &rng)]
            case 1:
                goal = .atLeast(
                    Amount(thousandths: Int64.random(in: 1...20_000, using: &rng)),
                    unit: Bool.random(using: &rng) ? "km" : nil)
                schedule = [.daily, .perWeek(1), .perMonth(1)][Int.random(in: 0..<3, using: &rng)]
            default:
                goal = .atMost(Amount(Int.random(in: 0...3, using: &rng)), unit: "cups")
                schedule = .daily
            }
            let since = start.adding(Int.random(in: 0..<30, using: &rng))
            let name = names[Int.random(in: 0..<names.count, using: &rng)] + " \(index)"
            let habit = Habit(
                id: ImportFixture.id("h\(index)-\(seed % 100)"), name: name.trimmingCharacters(in: .whitespaces),
                schedule: schedule, goal: goal, since: since, archived: Int.random(in: 0..<5, using: &rng) == 0)
            habits.append(habit)
            for offset in 0..<days where Int.random(in: 0..<3, using: &rng) == 0 {
                let day = since.adding(offset)
                let action: Action
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: action = .skip
                case 1: action = .clear
                case 2, 3: action = .add(Amount(thousandths: Int64.random(in: 0...5_000, using: &rng)))
                case 4: action = .set(Amount(thousandths: Int64.random(in: 0...9_000, using: &rng)))
                default: action = .done
                }
                let note = notes[Int.random(in: 0..<notes.count, using: &rng)]
                entries.append(Entry(day: day, habit: habit.id, action: action, note: note.isEmpty ? nil : note))
            }
        }
        // File order is not day order in real logs: shuffle a little, deterministically.
        for i in stride(from: entries.count - 1, to: 0, by: -7) {
            let j = Int.random(in: max(0, i - 5)...i, using: &rng)
            entries.swapAt(i, j)
        }
        return (habits, entries)
    }
}

@Suite struct ImportRoundTripTests {
    /// Writes the export, reads it back, merges it into an empty directory and returns
    /// the habits and entries that would be written.
    func roundTrip(_ habits: [Habit], _ entries: [Entry], format: ExportFormat) throws -> ([Habit], [Entry]) {
        let dir = try ImportTempDir()
        defer { dir.remove() }
        let path = dir.file("export." + format.rawValue)
        switch format {
        case .csv: try dir.write("export.csv", try ExportInput(habits, entries).csv())
        case .json: try dir.write("export.json", try ExportInput(habits, entries).json())
        }
        let batch = try Importer.read(format == .csv ? .csv : .json, path: path)
        #expect(batch.skipped.isEmpty)
        let plan = ImportPlan(merging: batch, into: [], entries: [], today: day("2026-03-01"))
        #expect(plan.conflicts.isEmpty)
        #expect(plan.entriesAlreadyPresent == 0)
        return (plan.newHabits, plan.newEntries)
    }

    @Test(arguments: [ExportFormat.csv, .json], [UInt64(1), 2, 3, 42, 2026])
    func exportThenImportIntoAnEmptyDirectoryReproducesEverything(format: ExportFormat, seed: UInt64) throws {
        let (habits, entries) = RandomHistory.make(seed: seed)
        let (importedHabits, importedEntries) = try roundTrip(habits, entries, format: format)
        // Habits whose since lies after their first entry cannot exist in a valid store.
        let expectedHabits = try habits.map { habit throws -> Habit in
            var copy = habit
            let first = try ExportInput([habit], entries).effectiveEntries().map(\.day).min()
            if let first, first < copy.since { copy.since = first }
            return copy
        }
        #expect(importedHabits == expectedHabits)
        #expect(
            try ExportInput(importedHabits, importedEntries).effectiveEntries()
                == ExportInput(habits, entries).effectiveEntries())
        for habit in habits where habit.goal.isNumeric {
            let original = History(folding: entries.filter { $0.habit == habit.id }, goal: habit.goal)
            let imported = History(folding: importedEntries.filter { $0.habit == habit.id }, goal: habit.goal)
            #expect(original == imported)
        }
    }

    @Test(arguments: [ExportFormat.csv, .json])
    func exportingTheImportAgainGivesTheSameText(format: ExportFormat) throws {
        let (habits, entries) = RandomHistory.make(seed: 7)
        let (importedHabits, importedEntries) = try roundTrip(habits, entries, format: format)
        let first =
            format == .csv
            ? try ExportInput(importedHabits, importedEntries).csv()
            : try ExportInput(importedHabits, importedEntries).json()
        let (again, againEntries) = try roundTrip(importedHabits, importedEntries, format: format)
        let second =
            format == .csv
            ? try ExportInput(again, againEntries).csv()
            : try ExportInput(again, againEntries).json()
        #expect(first == second)
    }

    @Test(arguments: [ExportFormat.csv, .json])
    func importingTheSameExportTwiceAddsNothingTheSecondTime(format: ExportFormat) throws {
        let (habits, entries) = RandomHistory.make(seed: 99)
        let (importedHabits, importedEntries) = try roundTrip(habits, entries, format: format)
        let dir = try ImportTempDir()
        defer { dir.remove() }
        let text =
            format == .csv
            ? try ExportInput(habits, entries).csv()
            : try ExportInput(habits, entries).json()
        try dir.write("again", text)
        let batch = try Importer.read(format == .csv ? .csv : .json, path: dir.file("again"))
        let plan = ImportPlan(
            merging: batch, into: importedHabits, entries: importedEntries, today: day("2026-03-01"))
        #expect(plan.isEmpty)
        #expect(plan.newHabits.isEmpty)
        #expect(plan.newEntries.isEmpty)
        #expect(plan.habitsAlreadyPresent == habits.count)
        #expect(plan.entriesAlreadyPresent == importedEntries.count)
        #expect(plan.entriesDiffering.isEmpty)
    }
}
