import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The lines a fold checkpoint covers: the fold's own count of the lines it read, which a
/// read resumed from it numbers the next lines after.
extension FoldCheckpointTests {
    static let logsOfEveryKindOfLine = [
        FoldCheckpointTests.log,
        "\u{FEFF}2026-01-01 a\n\n# a comment\n   \n2026-01-02 water +3 # a note\n\t\n2026-01-02 stray\n2026-01-03 a skip\n",
        "",
    ]

    /// A read that writes a checkpoint keeps the number of newlines of the log (counted
    /// here), whatever its lines; a line with a problem appended after it is reported at
    /// its line in the file, as a read without the checkpoint reports it.
    @Test(arguments: logsOfEveryKindOfLine)
    func aCheckpointCoversTheLinesOfTheLog(log: String) throws {
        let world = try World(log: log)
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .unused(.missing))
        let bytes = try #require(FileManager.default.contents(atPath: world.checkpointFile))
        let checkpoint = try #require(Array(bytes).withUnsafeBytes { FoldCheckpoint.decode($0) })
        let newlines = log.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(checkpoint.lines == newlines)
        #expect(checkpoint.covered == log.utf8.count)
        try world.append("2026-01-04 a nonsense words\n2026-01-05 a\n")
        #expect(try world.read() == .grown(lines: 2))
        let (snapshot, _) = try #require(try world.store().readReportingCheckpoint(Self.scope))
        #expect(snapshot.issues.map(\.line).contains(newlines + 1))
    }
}
