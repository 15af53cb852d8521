import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportLoopTests {
    let batch: ImportBatch

    init() throws {
        batch = try LoopImporter.read(directory: ImportFixture.path("loop"))
    }

    @Test func habitsReadTheirColumnsByHeaderName() {
        #expect(
            batch.habits.map(\.id.rawValue) == [
                "meditate", "wake-up-early", "water", "coffee-black", "gym", "evening-walk", "read-20-min",
            ])
        #expect(batch.habit("read-20-min")?.name == "Read: 20 min")
        #expect(batch.entries(of: "read-20-min").map(\.note) == ["chapter 3: the end"])
        #expect(batch.habit("meditate")?.schedule == .daily)
        #expect(batch.habit("wake-up-early")?.schedule == .rolling(times: 2, days: 3))
        #expect(batch.habit("water")?.goal == .atLeast(Amount(8), unit: "glasses"))
        #expect(batch.habit("coffee-black")?.goal == .atMost(Amount(2), unit: "cups"))
        #expect(batch.habit("coffee-black")?.name == "Coffee, black")
        #expect(batch.habit("coffee-black")?.archived == true)
        #expect(batch.habit("gym")?.schedule == .rolling(times: 3, days: 7))
        #expect(batch.habit("evening-walk")?.schedule == .everyNDays(2))
        #expect(batch.skipped(at: "Habits.csv:7")?.reason.hasPrefix("invalid habit type 'weird'") == true)
    }

    @Test func onlyRecordedValuesAreKept() {
        let meditate = batch.entries(of: "meditate")
        #expect(
            meditate.map(\.day)
                == [
                    "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06",
                    "2026-03-07",
                ].map { day($0) })
        // A recorded NO is kept as `no`: asked, not done.
        #expect(meditate.map(\.action) == [.done, .no, .done, .skip, .done, .done])
        #expect(meditate[4].note == "calm, focused")
        #expect(meditate[3].note == "ill")
        #expect(batch.habit("meditate")?.since == day("2026-03-02"))
    }

    @Test func oldExportsWithNumericCodesRead() {
        let wake = batch.entries(of: "wake-up-early")
        #expect(wake.map(\.day) == ["2026-03-03", "2026-03-04", "2026-03-05", "2026-03-07"].map { day($0) })
        #expect(wake.map(\.action) == [.done, .no, .done, .done])
        #expect(batch.habit("wake-up-early")?.since == day("2026-03-03"))
        #expect(batch.skipped(at: "002 Wake up early/Checkmarks.csv:5")?.reason.hasPrefix("replaced by line 6") == true)
    }

    @Test func numericValuesAreThousandths() {
        let water = batch.entries(of: "water")
        #expect(water.map(\.action) == [.set(Amount(10)), .set(Amount(thousandths: 6500)), .set(Amount(8))])
        #expect(water[1].note == "after run")
        #expect(batch.skipped(at: "003 Water/Checkmarks.csv:7")?.reason.hasPrefix("invalid value 'abc'") == true)
        let coffee = batch.entries(of: "coffee-black")
        #expect(coffee.map(\.action) == [.skip, .set(Amount(1)), .set(Amount(3))])
    }

    @Test func badCheckmarkLinesAreSkipped() {
        #expect(
            batch.skipped(at: "001 Meditate/Checkmarks.csv:9")?.reason
                == "invalid date '2026-02-30': expected YYYY-MM-DD")
        #expect(
            batch.skipped(at: "001 Meditate/Checkmarks.csv:11")?.reason
                == "incomplete last line (no newline at the end): expected 'Date,Value[,Notes]'")
    }

    @Test func habitsWithoutAFolderComeWithoutEntriesAndANote() {
        #expect(batch.entries(of: "gym").isEmpty)
        #expect(batch.notes.contains { $0.contains("no '005 …/Checkmarks.csv' for 'Gym'") })
        #expect(!batch.notes.contains { $0.contains("'Wake up early' has frequency") })
        #expect(batch.notes.contains("'009 Ghost/Checkmarks.csv' belongs to no habit in Habits.csv; ignored"))
    }
}
