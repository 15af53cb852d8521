import Testing

@testable import HabitCore

/// The conflict copies of file-sync tools, by name (docs/sync.md, "File-sync tools").
@Suite struct ConflictCopyTests {
    @Test func syncthingDropboxAndNextcloudCopiesAreFoundAndNothingElse() {
        let names = [
            "log", "habits", "config", ".backup", "rejects",
            "log.sync-conflict-20261120-081500-ABCDEF7",
            "habits (Laptop's conflicted copy 2026-11-20)",
            "config (conflicted copy 2026-11-20 081500)",
            "log (copy)", "notes (conflicted copy 2026-11-20)", "logbook.sync-conflict-20261120-081500-ABCDEF7",
        ]
        let copies = ConflictCopy.find(in: names)
        #expect(
            copies.map { "\($0.file.fileName) \($0.name)" } == [
                "config config (conflicted copy 2026-11-20 081500)",
                "habits habits (Laptop's conflicted copy 2026-11-20)",
                "log log.sync-conflict-20261120-081500-ABCDEF7",
            ])
    }
}
