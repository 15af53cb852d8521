import Foundation
import Testing

@testable import habit

/// `export --output` never replaces a file of the data directory in use (docs/import.md,
/// "habit's own export"), however the path reaches it: exit 64 and nothing written.
@Suite struct ExportOverDataFileTests {
    static let habits = "a every=daily since=2026-01-01 name=A\n"
    static let log = "2026-11-20 a\n"

    @Test(arguments: [
        "data/habits", "data/log", "data/config", "data/rejects", "data/../data/log", "link", "data/./habits",
    ])
    func anExportOverADataFileIsRefused(target: String) throws {
        let harness = Harness(habits: Self.habits, log: Self.log, config: "week-start = monday\n")
        defer { harness.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: harness.root + "/link", withDestinationPath: "data/log")
        let before = harness.contents()
        let path = harness.root + "/" + target
        let result = harness.run(["export", "--output", path])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("habit: error: refusing to export to '\(path)': it is the data file '"))
        #expect(harness.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/rejects"))
    }

    @Test func anExportNextToTheDataFilesIsWritten() throws {
        let harness = Harness(habits: Self.habits, log: Self.log)
        defer { harness.cleanUp() }
        let result = harness.run(["export", "--output", harness.directory + "/export.csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: harness.directory + "/export.csv"))
    }
}
