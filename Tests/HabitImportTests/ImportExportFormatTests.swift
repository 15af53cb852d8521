import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportExportFormatTests {
    @Test func csvFixtureReadsHabitsAndEntriesAndReportsBadRows() throws {
        let batch = try ExportReader.readCSV(path: ImportFixture.path("csv/export.csv"))
        #expect(batch.habits.map(\.id.rawValue) == ["meditate", "water", "gym"])
        #expect(batch.habit("meditate")?.name == "Morning meditation, quiet")
        #expect(batch.habit("water")?.goal == .atLeast(Amount(8), unit: "glasses"))
        #expect(batch.habit("water")?.name == "Water 💧")
        #expect(batch.habit("gym")?.name == "The \"gym\"")
        #expect(batch.habit("gym")?.archived == true)
        #expect(batch.habit("gym")?.since == day("2026-03-02"))
        #expect(batch.entries(of: "meditate").map(\.note) == [nil, "felt calm, really", "ill"])
        #expect(
            batch.entries(of: "water").map(\.action) == [
                .set(Amount(8)), .set(Amount(thousandths: 6500)), .add(Amount(1)),
            ])
        #expect(batch.skipped(at: "export.csv:5")?.reason.hasPrefix("invalid habit id 'bad id!'") == true)
        #expect(batch.skipped(at: "export.csv:14")?.reason == "unknown habit 'yoga': no habit row defines it above")
        #expect(batch.skipped(at: "export.csv:15")?.reason == "invalid date '2026-02-30': expected YYYY-MM-DD")
        #expect(batch.skipped(at: "export.csv:16")?.reason.hasPrefix("invalid action 'maybe'") == true)
        #expect(
            batch.skipped(at: "export.csv:17")?.reason
                == "incomplete last line (no newline at the end): expected 12 fields, found 11")
        #expect(batch.skipped.count == 5)
    }

    @Test func jsonFixtureReadsHabitsAndEntriesAndReportsBadOnes() throws {
        let batch = try ExportReader.readJSON(path: ImportFixture.path("json/export.json"))
        #expect(batch.habits.map(\.id.rawValue) == ["meditate", "coffee"])
        #expect(batch.habit("coffee")?.goal == .atMost(Amount(2), unit: "cups"))
        #expect(batch.habit("coffee")?.archived == true)
        #expect(batch.entries(of: "coffee").map(\.action) == [.set(Amount(thousandths: 1500)), .set(Amount(3))])
        #expect(batch.entries(of: "meditate").map(\.note) == [nil, "felt calm, \"really\"", "ill"])
        #expect(batch.skipped(at: "export.json:habits[0].entries[3]")?.reason.hasPrefix("invalid date") == true)
        #expect(batch.skipped(at: "export.json:habits[0].entries[4]")?.reason.hasPrefix("invalid action") == true)
        #expect(batch.skipped(at: "export.json:habits[2]")?.reason.hasPrefix("invalid habit id 'Bad ID'") == true)
        #expect(
            batch.skipped(at: "export.json:habits[3]")?.reason.hasPrefix("invalid schedule 'every fortnight'") == true)
    }

    @Test func effectiveEntriesFoldEachDayAndKeepNotesSinceTheLastClear() throws {
        let meditate = Habit(id: ImportFixture.id("meditate"), since: day("2026-03-01"))
        let water = Habit(
            id: ImportFixture.id("water"), goal: .atLeast(Amount(8), unit: "glasses"),
            since: day("2026-03-01"))
        let d1 = day("2026-03-01")
        let d2 = day("2026-03-02")
        let entries = [
            Entry(day: d1, habit: meditate.id, note: "lost"),
            Entry(day: d1, habit: meditate.id, action: .clear),
            Entry(day: d1, habit: meditate.id, note: "kept"),
            Entry(day: d2, habit: meditate.id, action: .skip, note: "ill"),
            Entry(day: d2, habit: meditate.id, action: .clear),
            Entry(day: d1, habit: water.id, action: .add(Amount(3)), note: "a"),
            Entry(day: d1, habit: water.id, action: .add(Amount(2)), note: "b"),
            Entry(day: d2, habit: water.id, action: .done, note: "a"),
        ]
        let effective = try ExportInput([meditate, water], entries).effectiveEntries()
        #expect(
            effective == [
                Entry(day: d1, habit: meditate.id, action: .done, note: "kept"),
                Entry(day: d1, habit: water.id, action: .set(Amount(5)), note: "a; b"),
                Entry(day: d2, habit: water.id, action: .set(Amount(8)), note: "a"),
            ])
    }

    @Test func csvQuotesFieldsThatNeedIt() {
        #expect(CSVText.field("plain") == "plain")
        #expect(CSVText.field("a, b") == "\"a, b\"")
        #expect(CSVText.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.field(" edge") == "\" edge\"")
        let rows = CSVText.rows(Array("a,\"b, \"\"c\"\"\",d\n\ne,f".utf8))
        #expect(rows.map(\.fields) == [["a", "b, \"c\"", "d"], ["e", "f"]])
        #expect(rows.map(\.line) == [1, 3])
        #expect(rows.last?.isUnterminated == true)
        #expect(CSVText.rows(Array("\"open,x\n".utf8)).first?.problem == "a quoted field is not closed")
    }
}
