import Foundation
import HabitCore
import Testing

@testable import habit

/// Tags from the command line: `add/edit --tag/--untag`, `habit tags`, `@TAG` wherever ids
/// are taken, `check ID=N` (docs/cli.md, "Tags").
@Suite struct TagCommandTests {
    static let habits = """
        read every=daily since=2026-11-01 tags=evening name=read
        ! Morning
        meditate every=daily since=2026-11-01 name=meditate
        water every=daily target=8 unit=glasses since=2026-11-01 tags=health name=water
        gym every=mon,wed,fri since=2026-11-01 name=gym
        stretch every=daily since=2026-11-01 tags=health name=stretch
        old every=daily since=2026-11-01 archived name=old

        """

    static func harness(log: String = "2026-11-21 stretch\n") -> Harness {
        Harness(habits: habits, log: log)
    }

    @Test func tagsListsEachTagWithItsHabits() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["tags"]) == """
                @evening: read
                @morning: meditate, water, gym, stretch, old (archived)
                @health: water, stretch

                """)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(harness.ok(["tags", "--json"]).utf8)) as? [String: Any])
        let tags = try #require(json["tag_groups"] as? [[String: Any]])
        #expect(tags.compactMap { $0["tag"] as? String } == ["evening", "morning", "health"])
        #expect(tags[1]["title"] as? String == "Morning")
        #expect(tags[1]["archived_ids"] as? [String] == ["old"])
    }

    @Test func tagsWithoutTagsSaysWhatTagsAreFor() {
        let harness = Harness(habits: "read since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["tags"]).hasPrefix("No tags yet. Tags put habits in groups: 'habit add stretch --tag morning'"))
    }

    @Test func addAndEditTagAndUntag() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["add", "floss", "--tag", "evening,health", "--tag", "health"])
                == "Added 'floss' (daily, tags evening, health). Check it off with 'habit check floss'.\n")
        #expect(harness.ok(["edit", "read", "--tag", "books", "--untag", "evening"]).hasSuffix(", tag books.\n"))
        let habits = harness.read("habits") ?? ""
        #expect(habits.hasPrefix("read every=daily since=2026-11-01 tags=books name=read\n"))
        #expect(habits.contains("floss every=daily since=2026-11-21 tags=evening,health name=floss\n! Morning\n"))
    }

    @Test func untagOfAHeadingsTagIsRefusedWithAHint() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("habits")
        let result = harness.run(["edit", "meditate", "--untag", "morning"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "habit: error: 'meditate' has the tag 'morning' from the heading '! Morning' (habits line 2); "
                + "move it out from under the heading ('habit move meditate --to N') or edit the heading in the habits file\n"
        )
        #expect(harness.run(["edit", "water", "--untag", "books"]).status == 1)
        #expect(harness.read("habits") == before)
    }

    @Test(arguments: [
        ["add", "x", "--tag", "Morning"], ["add", "x", "--tag", "a,,b"], ["edit", "read", "--untag", "Evening"],
        ["edit", "read", "--tag", "x", "--untag", "x"], ["check", "@Morning"], ["check", "@morning=2"],
        ["check", "water=two"], ["check", "Water=2"], ["check", "water=2", "--value", "1"],
        ["check", "water=2", "water=1"], ["uncheck", "water=2"], ["skip", "water=1"],
    ])
    func badTagsAndAmountsAreUsageErrorsAndWriteNothing(_ arguments: [String]) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("habit: error: "))
        #expect(harness.contents() == before)
    }

    @Test func anUnknownTagIsRefusedWithADidYouMean() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "@mornin"])
        #expect(result.status == 64)
        #expect(result.stderr == "habit: error: no habit is tagged 'mornin'; did you mean '@morning'?\n")
        #expect(harness.read("log") == "2026-11-21 stretch\n")
    }

    @Test func checkATagRecordsItsDueUndoneHabitsAndSaysWhatItLeftOut() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        // Saturday: gym (mon, wed, fri) is not due, stretch is done, water needs an amount.
        #expect(
            harness.ok(["check", "@morning"]) == """
                ✓ meditate done today · streak ● 1 day
                Left out water: a numeric habit needs an amount ('habit check water=N').
                Left out gym: not due today.
                Left out stretch: already done today.

                """)
        #expect(harness.read("log") == "2026-11-21 stretch\n2026-11-21 meditate\n")
        #expect(
            harness.ok(["check", "@morning"]).hasPrefix("Nothing to record: every habit of the tag was left out.\n"))
    }

    @Test func perIDAmountsAreOneAppend() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "water=2", "meditate", "@evening"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("water +2 glasses today (2/8 glasses)"))
        #expect(
            harness.read("log") == "2026-11-21 stretch\n2026-11-21 water +2\n2026-11-21 meditate\n2026-11-21 read\n")
        let refused = harness.run(["check", "water=1", "meditate=1"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("habit: error: refusing 'meditate=1' for 'meditate': it is a check habit"))
        #expect(harness.read("log")?.contains("water +1") == false)
    }

    @Test func skipStatusAndAskTakeATag() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["skip", "@health", "--from", "2026-11-23", "--to", "2026-11-24"])
                == "Skipped water, stretch for 2 days, Mon, Nov 23 to Tue, Nov 24.\n")
        let status = harness.ok(["status", "@evening"])
        #expect(status.contains("read") && !status.contains("meditate"))
        let ask = harness.run(["ask", "@nothing"])
        #expect(ask.status == 64)
    }

    @Test func completionsOfferTags() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["completions", "ids"]).hasSuffix("stretch\n@evening\n@morning\n@health\n"))
    }
}

/// harsh's `! Heading` lines, and tags through export and import (docs/import.md).
@Suite struct TagImportTests {
    static let fixture = Harness.packageRoot.appendingPathComponent("Fixtures/import/harsh-headings").path

    @Test func harshHeadingsBecomeTagsWithTheirHeadingLines() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["import", "harsh", Self.fixture])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            harness.read("habits") == """
                journal every=anytime since=2026-11-20 name=Journal
                ! Morning routine
                meditated every=daily since=2026-11-18 name=Meditated
                glass-of-water every=daily since=2026-11-19 name="Glass of water"
                ! Health
                gymmed every="3 in 7 days" since=2026-11-18 name=Gymmed
                stretched every=2d since=2026-11-19 name=Stretched
                ! Home
                cleaned-house every=7d since=2026-11-20 name="Cleaned house"

                """)
        #expect(
            harness.ok(["tags"]) == """
                @morning-routine (Morning routine): meditated, glass-of-water
                @health: gymmed, stretched
                @home: cleaned-house

                """)
        // A second import adds nothing, headings included.
        _ = harness.ok(["import", "harsh", Self.fixture])
        #expect(harness.read("habits")?.components(separatedBy: "! Health").count == 2)
    }

    @Test(arguments: ["csv", "json"])
    func tagsSurviveExportThenImport(format: String) throws {
        let source = Harness(habits: TagCommandTests.habits, log: "2026-11-21 stretch\n")
        defer { source.cleanUp() }
        let path = source.root + "/export." + format
        _ = source.ok(["export", "--format", format, "--output", path])
        let target = Harness()
        defer { target.cleanUp() }
        #expect(target.run(["import", format, path]).status == 0)
        #expect(target.ok(["tags"]) == source.ok(["tags"]).replacingOccurrences(of: " (Morning)", with: ""))
    }

    @Test func aCSVExportMadeBeforeTagsStillImports() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let path = harness.root + "/old.csv"
        try Data(
            ("record,id,name,schedule,goal,target,unit,since,archived,date,action,note\n"
                + "habit,read,Read,daily,check,,,2026-11-01,false,,,\n"
                + "entry,read,,,,,,,,2026-11-20,done,\n").utf8
        ).write(to: URL(fileURLWithPath: path))
        let result = harness.run(["import", "csv", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(harness.read("log") == "2026-11-20 read\n")
    }
}
