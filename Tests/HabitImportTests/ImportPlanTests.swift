import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportPlanTests {
    let today = day("2026-03-10")
    let gymID = ImportFixture.id("gym")
    let d1 = day("2026-03-01")
    let d2 = day("2026-03-02")
    let d3 = day("2026-03-03")

    @Test func conflictingDefinitionsAreReportedAndTheExistingOneKept() {
        let existing = Habit(id: gymID, name: "Gym", schedule: .perWeek(2), since: d1)
        let batch = ImportBatch(habits: [ImportedHabit(id: gymID, name: "Gym", schedule: .perWeek(3), since: d1)])
        let plan = ImportPlan(merging: batch, into: [existing], entries: [], today: today)
        #expect(plan.newHabits.isEmpty)
        #expect(
            plan.conflicts == [
                HabitConflict(id: gymID, differences: ["schedule '2/week' here, '3/week' in the import"])
            ])
        #expect(plan.mergedHabits([existing]) == [existing])
    }

    @Test func daysAlreadyRecordedAreKeptAndCounted() {
        let existing = Habit(id: gymID, since: d1)
        let recorded = [Entry(day: d1, habit: gymID), Entry(day: d2, habit: gymID, action: .skip)]
        let batch = ImportBatch(
            habits: [ImportedHabit(id: gymID, name: "gym", since: d1)],
            entries: [
                ImportedEntry(day: d1, habit: gymID, action: .done),
                ImportedEntry(day: d2, habit: gymID, action: .done),
                ImportedEntry(day: d3, habit: gymID, action: .done, note: "new"),
            ])
        let plan = ImportPlan(merging: batch, into: [existing], entries: recorded, today: today)
        #expect(plan.habitsAlreadyPresent == 1)
        #expect(plan.entriesAlreadyPresent == 1)
        #expect(plan.entriesDiffering == [Entry(day: d2, habit: gymID)])
        #expect(plan.newEntries == [Entry(day: d3, habit: gymID, note: "new")])
    }

    @Test func aClearedDayTakesTheImportedEntry() {
        let existing = Habit(id: gymID, since: d1)
        let recorded = [Entry(day: d1, habit: gymID), Entry(day: d1, habit: gymID, action: .clear)]
        let batch = ImportBatch(entries: [ImportedEntry(day: d1, habit: gymID, action: .skip)])
        let plan = ImportPlan(merging: batch, into: [existing], entries: recorded, today: today)
        #expect(plan.newEntries == [Entry(day: d1, habit: gymID, action: .skip)])
    }

    @Test func earlierEntriesMoveAnExistingHabitsSinceBack() {
        let existing = Habit(id: gymID, since: d3)
        let batch = ImportBatch(entries: [ImportedEntry(day: d1, habit: gymID, action: .done)])
        let plan = ImportPlan(merging: batch, into: [existing], entries: [], today: today)
        #expect(plan.movedSince == [gymID: d1])
        #expect(plan.mergedHabits([existing]).first?.since == d1)
    }

    @Test func newHabitsStartAtTheirFirstMentionOrToday() {
        let walk = ImportFixture.id("walk")
        let batch = ImportBatch(
            habits: [ImportedHabit(id: gymID, name: "Gym", since: d2), ImportedHabit(id: walk, name: "Walk")],
            entries: [ImportedEntry(day: d1, habit: gymID, action: .done)])
        let plan = ImportPlan(merging: batch, into: [], entries: [], today: today)
        #expect(plan.newHabits.map(\.since) == [d1, today])
    }

    @Test func amountsBecomeValuesForNumericHabits() {
        let water = Habit(id: ImportFixture.id("water"), goal: .atLeast(Amount(8), unit: nil), since: d1)
        let batch = ImportBatch(entries: [
            ImportedEntry(day: d1, habit: water.id, action: .done, note: "run", amount: Amount(5))
        ])
        let plan = ImportPlan(merging: batch, into: [water], entries: [], today: today)
        #expect(plan.newEntries == [Entry(day: d1, habit: water.id, action: .set(Amount(5)), note: "run")])
    }

    @Test(arguments: ["harsh", "habitctl", "loop"])
    func importingTheSameSourceTwiceAddsNothingTheSecondTime(format: String) throws {
        let batch = try Importer.read(ImportFormat(rawValue: format) ?? .harsh, path: ImportFixture.path(format))
        let first = ImportPlan(merging: batch, into: [], entries: [], today: today)
        #expect(!first.newHabits.isEmpty)
        #expect(!first.newEntries.isEmpty)
        let second = ImportPlan(merging: batch, into: first.newHabits, entries: first.newEntries, today: today)
        #expect(second.isEmpty)
        #expect(second.conflicts.isEmpty)
        #expect(second.habitsAlreadyPresent == first.newHabits.count)
        #expect(second.entriesAlreadyPresent == first.newEntries.count)
    }

    @Test func slugsAreUniqueAndValid() {
        var allocator = HabitIDAllocator()
        let ids = ["Gym", "gym!", "GYM", "", "日本語", "Ärger über Öl", String(repeating: "long ", count: 30)]
            .map { allocator.allocate(for: $0).rawValue }
        #expect(ids.prefix(6) == ["gym", "gym-2", "gym-3", "habit", "habit-2", "arger-uber-ol"])
        #expect(ids.allSatisfy { HabitID($0) != nil })
        #expect(Set(ids).count == ids.count)
    }
}
