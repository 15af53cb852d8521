import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

// The importers and the exporter keep the log's bounds and actions (docs/import.md,
// docs/data-format.md).

@Test func anImportedAmountHasTheLogsMaximum() {
    #expect(LenientDecimal.amount("1000000000.0004") == Amount.maximum)
    #expect(LenientDecimal.amount("1000000001") == nil)
}

@Test func anExportOfADayOverTheMaximumIsRefused() throws {
    let id = try #require(HabitID("w"))
    let habit = Habit(id: id, goal: .atLeast(Amount(5), unit: nil), since: try #require(Day("2026-11-01")))
    let day = try #require(Day("2026-11-21"))
    let entries = [
        Entry(day: day, habit: id, action: .add(.maximum)), Entry(day: day, habit: id, action: .add(Amount(1))),
    ]
    #expect(throws: ExportError.amountTooLarge(habit: id, day: day, amount: Amount.maximum + Amount(1))) {
        _ = try ExportInput([habit], entries).csv()
    }
}

@Test func exportKeepsNoDays() throws {
    let id = try #require(HabitID("water"))
    let habit = Habit(id: id, name: "Water", since: day("2026-11-01"))
    let entries = [
        Entry(day: day("2026-11-03"), habit: id),
        Entry(day: day("2026-11-02"), habit: id, action: .no),
    ]
    let exported = try ExportInput([habit], entries).effectiveEntries()
    #expect(exported.map(\.action) == [.no, .done])
}
