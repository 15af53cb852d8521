import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

@Suite struct ImportHarshTests {
    let batch: ImportBatch

    init() throws {
        batch = try HarshImporter.read(directory: ImportFixture.path("harsh"))
    }

    @Test func habitsKeepTheirNamesAndGetSluggedIDsInFileOrder() {
        #expect(
            batch.habits.map(\.id.rawValue) == [
                "meditated", "read-30-pages", "yoga-hips", "cafe-au-lait", "gym", "called-mom", "cleaned-house",
                "piano", "old-habit",
            ])
        #expect(batch.habit("read-30-pages")?.name == "Read: 30 pages")
        #expect(batch.habit("yoga-hips")?.name == "Yoga : hips")
        #expect(batch.habit("cafe-au-lait")?.name == "Café au lait ☕")
    }

    @Test func frequenciesMapToSchedules() {
        #expect(batch.habit("meditated")?.schedule == .daily)
        #expect(batch.habit("cafe-au-lait")?.schedule == .anytime)
        // harsh's T/I is a rolling window: it imports exactly, with no note.
        #expect(batch.habit("gym")?.schedule == .rolling(times: 3, days: 7))
        #expect(batch.habit("called-mom")?.schedule == .everyNDays(7))
        #expect(batch.habit("cleaned-house")?.schedule == .everyNDays(7))
        #expect(batch.habit("piano")?.schedule == .rolling(times: 2, days: 3))
        #expect(!batch.notes.contains { $0.contains("'Piano'") })
    }

    @Test func anEndDateArchivesTheHabit() {
        #expect(batch.habit("old-habit")?.archived == true)
        #expect(batch.habit("old-habit")?.schedule == .daily)
        #expect(batch.habit("gym")?.archived == false)
    }

    @Test func badHabitLinesAreSkippedWithTheirLineAndReason() {
        #expect(batch.skipped(at: "habits:19")?.reason == "expected 'Name: frequency'")
        #expect(batch.skipped(at: "habits:20")?.reason.hasPrefix("invalid frequency '5/3' for 'Bad freq'") == true)
        #expect(batch.skipped(at: "habits:21")?.reason == "habit 'Meditated' is already defined on line 6")
    }

    @Test func laterDuplicateLineWinsAndTheEarlierIsReported() {
        let march3 = batch.entries(of: "meditated").filter { $0.day == day("2026-03-03") }
        #expect(march3.count == 1)
        #expect(march3.first?.action == .done)
        #expect(march3.first?.note == "made it up in the evening")
        #expect(batch.skipped(at: "log:4")?.reason.hasPrefix("replaced by line 5") == true)
    }

    @Test func resultsMapToActionsAndCommentsToNotes() {
        let meditated = batch.entries(of: "meditated")
        #expect(meditated.count == 10)
        #expect(meditated.first { $0.day == day("2026-03-04") }?.action == .skip)
        #expect(meditated.first { $0.day == day("2026-03-04") }?.note == "travelling")
        #expect(meditated.first { $0.day == day("2026-03-02") }?.note == "felt calm")
        // `n` is `no`: asked, not done.
        #expect(batch.entries(of: "piano").map(\.action) == [.no])
        #expect(batch.entries(of: "old-habit").map(\.action) == [.done, .no])
    }

    @Test func amountsAreCarriedForNumericHabitsOrNotes() {
        let read = batch.entries(of: "read-30-pages")
        #expect(read.map(\.amount) == [Amount(42), Amount(thousandths: 35_500)])
        let asCheck = read[1].resolved(for: .check)
        #expect(asCheck.action == .done)
        #expect(asCheck.note == "a good chapter (amount 35.5)")
        let asNumeric = read[1].resolved(for: .atLeast(Amount(30), unit: "pages"))
        #expect(asNumeric.action == .set(Amount(thousandths: 35_500)))
        #expect(read[0].resolved(for: .check).note == "amount 42")
    }

    @Test func namesWithColonsAndUnicodeMatchTheirLogLines() {
        #expect(batch.entries(of: "yoga-hips").map(\.note) == ["deep stretch"])
        #expect(batch.entries(of: "cafe-au-lait").count == 1)
    }

    @Test func sinceIsTheFirstDayTheLogMentionsTheHabit() {
        #expect(batch.habit("meditated")?.since == day("2026-03-01"))
        #expect(batch.habit("piano")?.since == day("2026-03-09"))
        #expect(batch.habit("old-habit")?.since == day("2026-02-01"))
        #expect(batch.habit("cleaned-house")?.since == nil)
    }

    @Test func badLogLinesAreSkippedWithTheirLineAndReason() {
        #expect(batch.skipped(at: "log:16")?.reason == "invalid date '2026-02-30': expected YYYY-MM-DD")
        #expect(batch.skipped(at: "log:22")?.reason == "invalid result 'maybe': expected y, n or s")
        #expect(batch.skipped(at: "log:23")?.reason == "unknown habit 'Swimming': not in the habits file")
        #expect(batch.skipped(at: "log:30")?.reason.hasPrefix("expected 'YYYY-MM-DD : Name") == true)
        #expect(batch.skipped(at: "log:31")?.reason.hasPrefix("incomplete last line (no newline at the end): ") == true)
        #expect(batch.skipped.count == 9)
    }

    @Test func entriesComeOutByDay() {
        let days = batch.entries.map(\.day)
        #expect(days == days.sorted())
    }

    @Test(arguments: [
        ("1", Schedule.daily), ("0", .anytime), ("14", .everyNDays(14)), ("2w", .everyNDays(14)),
        // T/I is harsh's rolling window, kept exactly as `T in I days`.
        ("1/1", .rolling(times: 1, days: 1)), ("3/7", .rolling(times: 3, days: 7)),
        ("7/7", .rolling(times: 7, days: 7)),
        ("1/10", .rolling(times: 1, days: 10)), ("2/30", .rolling(times: 2, days: 30)),
        ("5/14", .rolling(times: 5, days: 14)), ("0/7", .anytime),
    ])
    func harshFrequencies(text: String, schedule: Schedule) {
        #expect(HarshImporter.harshSchedule(text)?.0 == schedule)
    }

    @Test(arguments: ["", "x", "3/0", "4/3", "-1", "1/x", "w"])
    func invalidHarshFrequencies(text: String) {
        #expect(HarshImporter.harshSchedule(text) == nil)
    }
}
