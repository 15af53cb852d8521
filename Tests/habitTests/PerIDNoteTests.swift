import Foundation
import HabitCore
import Testing

@testable import habit

/// A note for one id among several, `ID#NOTE` (docs/cli.md, "Tags", "Per-id amounts and
/// notes"), and the receipt of a note given to several. Today is Sat Nov 21, 2026.
@Suite struct PerIDNoteTests {
    static func harness() -> Harness {
        Harness(
            habits: """
                meditate since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                read target=30 unit=pages since=2026-11-01
                coffee max=2 unit=cups since=2026-11-01
                bike since=2026-11-01

                """, log: "")
    }

    @Test func aNoteGoesWithTheOneIDItFollows() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "meditate", "water=7#after the run", "bike#long ride"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            harness.read("log")
                == "2026-11-21 meditate\n2026-11-21 water +7 # after the run\n2026-11-21 bike done # long ride\n")
        #expect(
            result.stdout.hasSuffix("Note 'after the run' kept with water.\nNote 'long ride' kept with bike.\n"),
            "\(result.stdout)")
    }

    /// `--note` with several ids notes them all, and says so; an id's own note wins.
    @Test func aNoteForAllSaysSo() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run([
            "check", "meditate", "water=7", "read=40", "coffee=2", "bike", "--note", "long ride",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix("Note 'long ride' kept with meditate, water, read, coffee and bike.\n"),
            "\(result.stdout)")
        #expect(harness.read("log")?.components(separatedBy: "# long ride\n").count == 6)
        let own = harness.run(["check", "meditate", "bike#sprints", "--note", "morning", "--date", "yesterday"])
        #expect(own.status == 0, "\(own.stderr)")
        #expect(
            harness.read("log")?.hasSuffix("2026-11-20 meditate done # morning\n2026-11-20 bike done # sprints\n")
                == true)
        #expect(own.stdout.hasSuffix("Note 'morning' kept with meditate.\nNote 'sprints' kept with bike.\n"))
    }

    /// What `ID#NOTE` cannot be: usage errors (64), nothing written.
    @Test(arguments: [
        (["check", "bike#"], "a note after '#'"),
        (["check", "bike#one", "bike#two"], "two notes"),
        (["check", "@evening#x"], "a note goes with one habit id"),
        (["check", "bike#a\u{7}b"], "invalid note"),
        (["skip", "bike#sick"], "'skip' takes no ID#NOTE"),
    ])
    func whatANoteCannotBe(arguments: [String], message: String) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(harness.contents() == before)
    }

    /// The completion scripts go on completing ids after a word with a note.
    @Test func completionGoesOnAfterANote() throws {
        let replies = try CompletionWalk.bashReplies(
            [["check", "bike#long ride", "wa"], ["check", "water=7#after", "me"]], ids: ["meditate", "walk", "water"])
        #expect(replies == [["walk", "water"], ["meditate"]])
    }
}
