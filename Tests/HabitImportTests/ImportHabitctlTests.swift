import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportHabitctlTests {
    let batch: ImportBatch

    init() throws {
        batch = try HabitctlImporter.read(directory: ImportFixture.path("habitctl"))
    }

    @Test func habitsMapDaysToSchedules() {
        #expect(
            batch.habits.map(\.id.rawValue) == [
                "meditated", "cleaned-the-apartment", "had-a-headache", "uber-fruh-aufstehen", "read-20-min",
            ])
        #expect(batch.habit("read-20-min")?.name == "Read: 20 min")
        #expect(batch.entries(of: "read-20-min").map(\.day) == [day("2026-03-07")])
        #expect(batch.habit("meditated")?.schedule == .daily)
        #expect(batch.habit("cleaned-the-apartment")?.schedule == .everyNDays(7))
        #expect(batch.habit("had-a-headache")?.schedule == .anytime)
        #expect(batch.habit("uber-fruh-aufstehen")?.name == "Über-früh aufstehen")
    }

    @Test func badHabitLinesAreSkipped() {
        #expect(batch.skipped(at: "habits:8")?.reason == "habit 'Meditated' is already defined on line 4")
        #expect(batch.skipped(at: "habits:9")?.reason == "expected '<days> <Name>', like '1 Meditated'")
    }

    @Test func valuesMapToActionsAndTheFirstLineOfADayWins() {
        let meditated = batch.entries(of: "meditated")
        #expect(
            meditated.map(\.day)
                == [
                    "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05",
                    "2026-03-06", "2026-03-07",
                ].map { day($0) })
        #expect(meditated.first { $0.day == day("2026-03-03") }?.action == .no)
        #expect(meditated.first { $0.day == day("2026-03-05") }?.action == .skip)
        #expect(batch.skipped(at: "log:9")?.reason == "'Meditated' on 2026-03-03 is already recorded on line 8")
        #expect(batch.entries(of: "had-a-headache").map(\.action) == [.no, .done])
    }

    @Test func sinceIsTheFirstMention() {
        #expect(batch.habit("had-a-headache")?.since == day("2026-03-01"))
        #expect(batch.habit("cleaned-the-apartment")?.since == day("2026-03-02"))
    }

    @Test func badLogLinesAreSkippedWithTheirLineAndReason() {
        #expect(batch.skipped(at: "log:14")?.reason == "invalid date '2026-13-01': expected YYYY-MM-DD")
        #expect(batch.skipped(at: "log:15")?.reason == "unknown habit 'Jogging': not in the habits file")
        #expect(batch.skipped(at: "log:16")?.reason == "expected 'YYYY-MM-DD<TAB>Name<TAB>y|n|s'")
        #expect(
            batch.skipped(at: "log:19")?.reason
                == "incomplete last line (no newline at the end): expected 'YYYY-MM-DD<TAB>Name<TAB>y|n|s'")
        #expect(batch.skipped.count == 7)
    }
}
