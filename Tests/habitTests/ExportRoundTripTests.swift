import Foundation
import HabitCore
import Testing

@testable import habit

/// Export → import into an empty directory reproduces every habit — a habit made of
/// others with its members, reminders and tags — and so every view (docs/import.md).
@Suite struct ExportRoundTripTests {
    static let habits = """
        run every=daily since=2026-11-01 tags=fitness name=Run
        bike every=daily since=2026-11-01 tags=fitness name=Bike
        exercise every=3/week any-of=run,bike since=2026-11-01 tags=fitness,morning name=Exercise
        meditate every=daily since=2026-11-01 remind=07:30,21:00 tags=morning name=Meditate
        water every=daily target=8 unit=glasses since=2026-11-01 remind=12:00 name=Water

        """
    // Written as the export writes each day (folded: `=5`, not `+5`), so that `log`,
    // which shows entries as written, can be compared too.
    static let log = """
        2026-11-02 run
        2026-11-03 bike
        2026-11-05 run skip
        2026-11-10 bike # hills
        2026-11-20 meditate
        2026-11-20 water =5
        2026-11-21 run

        """

    /// The views a person reads, each of which must come out the same after the round trip.
    static let views: [[String]] = [
        [], ["list"], ["status"], ["report"], ["upcoming"], ["stats"], ["log"], ["tags"],
        ["show", "exercise", "--month"], ["show", "meditate"], ["remind", "--at", "21:00"],
        ["list", "--json"], ["status", "--json"],
    ]

    @Test(arguments: ["csv", "json"])
    func exportThenImportReproducesCompositesRemindersAndTags(format: String) throws {
        let source = Harness()
        let target = Harness()
        defer {
            source.cleanUp()
            target.cleanUp()
        }
        source.write("habits", Self.habits)
        source.write("log", Self.log)
        let file = source.root + "/export." + format
        let export = source.run(["export", "--format", format, "--output", file])
        #expect(export.status == 0, "\(export.stderr)")
        let result = target.run(["import", format, file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  lines skipped: 0\n"), "\(result.stdout)")
        let original = try Store(directory: source.directory).load()
        let copy = try Store(directory: target.directory).load()
        // By meaning: the same habits, properties and order.
        #expect(copy.habits == original.habits)
        #expect(copy.habits.first { $0.id.rawValue == "exercise" }?.members.map { $0.rawValue } == ["run", "bike"])
        for view in Self.views {
            let before = source.run(view)
            let after = target.run(view)
            #expect(before.status == after.status, "\(view)")
            #expect(before.stdout == after.stdout, "\(view)")
        }
        #expect(
            target.run(["export", "--format", format]).stdout == source.run(["export", "--format", format]).stdout)
    }
}
