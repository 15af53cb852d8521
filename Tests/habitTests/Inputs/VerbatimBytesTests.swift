import Foundation
import Testing

@testable import habit

/// Rewrites keep comment lines byte for byte and refuse to run while `habits` or `config`
/// holds bytes that are not UTF-8 (docs/data-format.md, docs/reliability.md).
@Suite struct VerbatimBytesTests {
    @Test func invalidUTF8InACommentFailsVerifyAndBlocksRewrites() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "gym"]).status == 0)
        let habits = harness.directory + "/habits"
        let original = try Data(contentsOf: URL(fileURLWithPath: habits))
        let broken = Data("# caf".utf8) + Data([0xE9]) + Data("\n".utf8) + original
        try broken.write(to: URL(fileURLWithPath: habits))
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect(verify.stdout.hasPrefix("habits:1:6: invalid UTF-8: expected UTF-8 text\n"))
        let add = harness.run(["add", "run"])
        #expect(add.status == 65)
        let after = try Data(contentsOf: URL(fileURLWithPath: habits))
        #expect(after == broken)
    }

    @Test func invalidUTF8InAConfigCommentBlocksConfigWrites() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "gym"]).status == 0)
        let config = harness.directory + "/config"
        let broken = Data("# \u{1B}[31m".utf8) + Data([0xFF]) + Data("\nday-start = 04:00\n".utf8)
        try broken.write(to: URL(fileURLWithPath: config))
        #expect(harness.run(["verify"]).stdout.hasPrefix("config:1:8: invalid UTF-8"))
        #expect(harness.run(["config", "week-start", "sunday"]).status == 65)
        let after = try Data(contentsOf: URL(fileURLWithPath: config))
        #expect(after == broken)
    }

    @Test func rewritesKeepCommentsWithCarriageReturnsAndEscapes() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "gym"]).status == 0)
        let habits = harness.directory + "/habits"
        let comment = Data("# caf\u{E9} \u{1B}[1m note \t\r\n".utf8)
        try (comment + Data(contentsOf: URL(fileURLWithPath: habits))).write(to: URL(fileURLWithPath: habits))
        let config = harness.directory + "/config"
        try (comment + Data("day-start = 04:00\r\n".utf8)).write(to: URL(fileURLWithPath: config))
        #expect(harness.run(["add", "run"]).status == 0)
        #expect(harness.run(["config", "week-start", "sunday"]).status == 0)
        let habitsAfter = try Data(contentsOf: URL(fileURLWithPath: habits))
        #expect(habitsAfter.starts(with: comment))
        let configAfter = try Data(contentsOf: URL(fileURLWithPath: config))
        #expect(configAfter == comment + Data("day-start = 04:00\nweek-start = sunday\n".utf8))
    }
}
