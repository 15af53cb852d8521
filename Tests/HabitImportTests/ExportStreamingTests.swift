import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

/// `habit export` writes its text a piece at a time (docs/performance.md, "Wide data
/// sets"): the pieces join into exactly the document, and a refused export emits nothing.
@Suite struct ExportStreamingTests {
    /// Habits of every goal, one without entries, notes with quotes and a line of each action.
    static func sample() -> (habits: [Habit], entries: [Entry]) {
        let since = day("2026-03-01")
        let read = Habit(id: ImportFixture.id("read"), name: "Read \"books\", slowly", since: since)
        let water = Habit(id: ImportFixture.id("water"), goal: .atLeast(Amount(8), unit: "glasses"), since: since)
        let sugar = Habit(
            id: ImportFixture.id("sugar"), goal: .atMost(Amount(2), unit: nil), since: since, archived: true)
        let idle = Habit(id: ImportFixture.id("idle"), since: since)
        var entries: [Entry] = []
        for offset in 0..<2000 {
            let day = since.adding(offset)
            entries.append(Entry(day: day, habit: read.id, action: offset % 7 == 0 ? .skip : .done, note: "a/b \"q\""))
            entries.append(Entry(day: day, habit: water.id, action: .add(Amount(thousandths: 1500))))
            entries.append(Entry(day: day, habit: sugar.id, action: offset % 5 == 0 ? .no : .set(Amount(1))))
        }
        entries.append(Entry(day: since, habit: ImportFixture.id("ghost")))
        return ([read, water, sugar, idle], entries)
    }

    @Test func csvPiecesJoinIntoTheWholeExportAndStayBounded() throws {
        let (habits, entries) = Self.sample()
        var pieces: [String] = []
        try ExportInput(habits, entries).writeCSV { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.utf8.count < ExportPieces.size + 1024 })
        let text = pieces.joined()
        #expect(text == (try ExportInput(habits, entries).csv()))
        let rows = text.split(separator: "\n")
        #expect(rows.first.map(String.init) == Exporter.csvHeader.joined(separator: ","))
        #expect(rows.count == 1 + habits.count + 3 * 2000)
    }

    /// The streamed JSON is the document `JSONEncoder` writes whole, byte for byte.
    @Test func jsonPiecesAreTheEncodersWholeDocument() throws {
        for (habits, entries) in [Self.sample(), ([], []), ([Self.sample().habits[3]], [])] {
            var pieces: [String] = []
            try ExportInput(habits, entries).writeJSON { pieces.append($0) }
            #expect(pieces.joined() == (try Self.wholeDocument(habits: habits, entries: entries)))
        }
    }

    @Test func aRefusedExportEmitsNothing() {
        let habit = Habit(
            id: ImportFixture.id("water"), goal: .atLeast(Amount(8), unit: nil), since: day("2026-03-01"))
        let entries = [
            Entry(day: day("2026-03-01"), habit: habit.id, action: .set(Amount.maximum)),
            Entry(day: day("2026-03-01"), habit: habit.id, action: .add(Amount(1))),
        ]
        let others = (0..<3000).map { Habit(id: ImportFixture.id("h\($0)"), since: day("2026-03-01")) }
        var emitted = 0
        #expect(throws: ExportError.self) {
            try ExportInput(others + [habit], entries).writeCSV { _ in emitted += 1 }
        }
        #expect(throws: ExportError.self) {
            try ExportInput(others + [habit], entries).writeJSON { _ in emitted += 1 }
        }
        #expect(emitted == 0)
    }

    /// The whole document as one `JSONEncoder` call makes it.
    static func wholeDocument(habits: [Habit], entries: [Entry]) throws -> String {
        let effective = try ExportInput(habits, entries).effectiveEntries()
        let document = ExportJSON.Document(
            format: Exporter.jsonFormat, version: 1,
            habits: habits.map { habit in
                let (goal, _) = Exporter.goalFields(habit.goal)
                var target: Double? = nil
                switch habit.goal {
                case .check: break
                case .atLeast(let amount, _), .atMost(let amount, _): target = amount.doubleValue
                }
                return ExportJSON.Habit(
                    id: habit.id.rawValue, name: habit.name, schedule: habit.schedule.description, goal: goal,
                    target: target, unit: habit.goal.unit, since: habit.since.description, archived: habit.archived,
                    tags: habit.tags.map { $0.rawValue }, members: habit.members.map { $0.rawValue },
                    reminders: habit.reminders.map { $0.description },
                    entries: effective.filter { $0.habit == habit.id }.map {
                        ExportJSON.Entry(date: $0.day.description, action: $0.action.description, note: $0.note)
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
