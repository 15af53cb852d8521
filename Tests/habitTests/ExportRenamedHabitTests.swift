import Testing

@testable import habit

/// `habit export` of a renamed habit (`was=`, docs/data-format.md): the days logged under
/// its former id are exported as its own, so an export imported into an empty directory
/// shows the same streaks (docs/import.md).
@Suite struct ExportRenamedHabitTests {
    @Test(arguments: ["csv", "json"])
    func exportThenImportKeepsTheDaysOfAFormerID(format: String) {
        let source = Harness(today: "2026-11-21")
        let target = Harness(today: "2026-11-21")
        defer {
            source.cleanUp()
            target.cleanUp()
        }
        source.write("habits", "books every=daily since=2026-11-01 was=read\n")
        source.write("log", "2026-11-19 read\n2026-11-20 read # old id\n2026-11-21 books\n")
        let before = source.run(["list"])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout.contains("● 3 days"))
        let export = source.run(["export", "--format", format])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("2026-11-19"))
        #expect(export.stdout.contains("2026-11-20"))
        #expect(export.stdout.contains("old id"))
        let file = source.root + "/export." + format
        #expect(source.run(["export", "--format", format, "--output", file]).status == 0)
        let imported = target.run(["import", format, file])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("  entries added: 3\n"))
        #expect(target.run(["list"]).stdout == before.stdout)
    }
}
