import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

// An entry written under a habit's former id (`was=`, docs/data-format.md) counts for that
// habit: the export carries it as the habit's, like every view does (docs/import.md).

/// `books`, renamed from `read`, with a day under each id.
private func renamed() throws -> ([Habit], [Entry]) {
    let read = try #require(HabitID("read"))
    let books = Habit(id: try #require(HabitID("books")), since: day("2026-11-01"), formerIDs: [read])
    return (
        [books],
        [
            Entry(day: day("2026-11-20"), habit: read, note: "old id"),
            Entry(day: day("2026-11-21"), habit: books.id),
        ]
    )
}

@Test func theCSVExportCarriesEntriesWrittenUnderAFormerID() throws {
    let (habits, entries) = try renamed()
    let rows = try ExportInput(habits, entries).csv().split(separator: "\n").filter { $0.hasPrefix("entry,") }
    #expect(rows == ["entry,books,,,,,,,,2026-11-20,done,old id,,,", "entry,books,,,,,,,,2026-11-21,done,,,,"])
}

@Test func theJSONExportCarriesEntriesWrittenUnderAFormerID() throws {
    let (habits, entries) = try renamed()
    let json = try ExportInput(habits, entries).json()
    #expect(json.contains("\"date\" : \"2026-11-20\""))
    #expect(json.contains("\"note\" : \"old id\""))
    #expect(json.contains("\"date\" : \"2026-11-21\""))
    #expect(!json.contains("\"read\""))
}

/// A day written under both ids folds in file order across them: `=5` then `+1` is 6.
@Test func aDayUnderBothIDsFoldsInFileOrder() throws {
    let read = try #require(HabitID("read"))
    let pages = Habit(
        id: try #require(HabitID("pages")), goal: .atLeast(Amount(10), unit: nil), since: day("2026-11-01"),
        formerIDs: [read])
    let entries = [
        Entry(day: day("2026-11-20"), habit: pages.id, action: .set(Amount(5))),
        Entry(day: day("2026-11-20"), habit: read, action: .add(Amount(1))),
        Entry(day: day("2026-11-21"), habit: read, action: .set(Amount(2))),
        Entry(day: day("2026-11-21"), habit: pages.id, action: .add(Amount(3))),
    ]
    let effective = try ExportInput([pages], entries).effectiveEntries()
    #expect(effective.map(\.habit) == [pages.id, pages.id])
    #expect(effective.map(\.action) == [.set(Amount(6)), .set(Amount(5))])
}

/// A former id a current habit has again is that habit's, not the renamed one's.
@Test func aFormerIDTakenAgainStaysWithItsCurrentHabit() throws {
    let (renamedHabits, entries) = try renamed()
    let again = Habit(id: try #require(HabitID("read")), since: day("2026-11-01"))
    let effective = try ExportInput(renamedHabits + [again], entries).effectiveEntries()
    #expect(effective.map { "\($0.habit) \($0.day)" } == ["books 2026-11-21", "read 2026-11-20"])
}
