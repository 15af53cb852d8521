import Foundation
import Testing

@testable import habit

/// Views by tag (docs/cli.md, "Groups"): the Today view and `list` under tag headings, and
/// `--tag T` on every view, `status`, `ask`, `log` and `remind`.
@Suite struct TagViewTests {
    /// plants is untagged (above the first heading); meditate and water stand under
    /// `! Morning routine` (water also `tags=health`); read and floss under `! Evening`,
    /// floss also tagged health. Today is Sat Nov 21: meditate and floss done today.
    static let habits = """
        plants every=3d since=2026-11-01 name="Water the plants"
        ! Morning routine
        meditate since=2026-11-01 remind=07:30 name="Morning meditation"
        water target=8 unit=glasses since=2026-11-01 tags=health
        ! Evening
        read since=2026-11-01 remind=21:00
        floss since=2026-11-01 tags=health

        """

    static let log = """
        2026-11-20 plants
        2026-11-20 read
        2026-11-21 meditate
        2026-11-21 water +3
        2026-11-21 floss

        """

    static func harness(config: String? = nil) -> Harness {
        Harness(habits: habits, log: log, config: config)
    }

    /// The lines of `text` that are not blank, with their leading spaces.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    /// The ids of the Today view's rows (indented lines: mark, then id), in order.
    static func rowIDs(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
    }

    @Test func todayShowsEachHabitUnderItsFirstTagWithUntaggedLast() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let lines = Self.lines(harness.ok([]))
        #expect(lines.dropFirst().first == "2 completed today")
        let headings = lines.filter { !$0.hasPrefix(" ") }.dropFirst(2)
        #expect(
            Array(headings) == [
                "Morning routine · 1 completed today", "Evening · 1 completed today",
                "(untagged) · 0 completed today",
            ])
        let ids = Self.rowIDs(lines)
        #expect(ids == ["meditate", "water", "read", "floss", "plants"])
        // A blank line before each heading but the first, which follows the caption's.
        #expect(harness.ok([]).contains("today\n\nMorning routine · 1 completed today\n  ✓  meditate"))
        #expect(harness.ok([]).contains("  ○  water"))
        #expect(harness.ok([]).contains("glasses\n\nEvening · 1 completed today\n"))
    }

    @Test func listShowsTheSameGroupsUnderItsHeader() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let lines = Self.lines(harness.ok(["list"]))
        #expect(lines.first?.hasPrefix("ID ") == true)
        #expect(
            lines.filter { $0.hasPrefix("Morning") || $0.hasPrefix("Evening") || $0.hasPrefix("(") } == [
                "Morning routine", "Evening", "(untagged)",
            ])
        #expect(harness.ok(["list"]).contains(" DAYS\n\nMorning routine\nmeditate "))
        let ids = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids == ["ID", "Morning", "meditate", "water", "Evening", "read", "floss", "(untagged)", "plants"])
    }

    @Test func groupOffInConfigListsHabitsFlatInTheirOrder() {
        let harness = Self.harness(config: "group = off\n")
        defer { harness.cleanUp() }
        #expect(harness.run([]).stderr == "")
        let today = harness.ok([])
        #expect(!today.contains("Morning routine") && !today.contains("(untagged)"))
        #expect(
            Self.rowIDs(Self.lines(today)) == [
                "plants", "meditate", "water", "read", "floss",
            ])
        #expect(!harness.ok(["list"]).contains("(untagged)"))
    }

    @Test func configSetsAndShowsTheGroupKey() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["config", "group"]) == "on\n")
        #expect(harness.ok(["config", "group", "off"]) == "group = off\n")
        #expect(harness.read("config") == "group = off\n")
        #expect(!harness.ok([]).contains("(untagged)"))
        let bad = harness.run(["config", "group", "maybe"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "habit: error: invalid group 'maybe': expected on or off\n")
        _ = harness.ok(["config", "group", "on"])
        #expect(harness.ok([]).contains("(untagged)"))
    }

    @Test func habitsWithoutTagsAreNotGrouped() {
        let harness = Harness(habits: "meditate since=2026-11-01\nread since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        #expect(harness.ok([]) == "Saturday, November 21, 2026\n0 completed today\n\n  ○  meditate\n  ○  read\n")
    }

    /// `--tag` narrows every view to the habits carrying any of the tags typed.
    @Test(arguments: [[], ["list"], ["status"], ["report"], ["upcoming"], ["stats"], ["log"]])
    func tagNarrowsTheView(view: [String]) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let all = harness.ok(view)
        let evening = harness.ok(view + ["--tag", "evening"])
        #expect(all.contains("meditate") && all.contains("floss"))
        #expect(!evening.contains("meditate") && !evening.contains("plants") && !evening.contains("water"))
        #expect(evening.contains("floss"))
        let either = harness.ok(view + ["--tag", "health", "--tag", "morning-routine"])
        #expect(either.contains("meditate") && either.contains("water") && either.contains("floss"))
        #expect(!either.contains("plants") && !either.contains(" read"))
        #expect(harness.ok(view + ["--tag", "health,morning-routine"]) == either)
    }

    /// With `--tag`, a habit shows under the first of its tags that was typed.
    @Test func aSelectedHabitShowsUnderItsFirstSelectedTag() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let lines = Self.lines(harness.ok(["--tag", "health"]))
        #expect(lines.dropFirst().first == "1 completed today")
        #expect(lines.dropFirst(2).first == "health · 1 completed today")
        #expect(Self.rowIDs(lines) == ["water", "floss"])
    }

    @Test func statusExitCodeWithATagCountsOnlyThatTagsHabits() {
        let harness = Harness(
            habits: "meditate since=2026-11-01 tags=morning\nread since=2026-11-01 tags=evening\n",
            log: "2026-11-21 meditate\n")
        defer { harness.cleanUp() }
        #expect(harness.run(["status", "--exit-code", "--tag", "morning"]).status == 0)
        #expect(harness.run(["status", "--exit-code", "--tag", "evening"]).status == 3)
        #expect(harness.run(["status", "--exit-code"]).status == 3)
        let morning = harness.run(["status", "--exit-code", "--tag", "morning"])
        #expect(morning.stdout.hasPrefix("meditate") && !morning.stdout.contains("read"))
        _ = harness.ok(["uncheck", "meditate"])
        #expect(harness.run(["status", "--exit-code", "--tag", "morning"]).status == 3)
        let json = harness.run(["status", "--exit-code", "--tag", "evening", "--json"])
        #expect(json.status == 3 && !json.stdout.contains("\"meditate\""))
    }

    @Test func anUnknownTagIsAUsageErrorWithADidYouMean() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        for view in [[], ["list"], ["status", "--exit-code"], ["report"], ["stats"], ["log"], ["upcoming"], ["ask"]] {
            let result = harness.run(view + ["--tag", "evenig"])
            #expect(result.status == 64, "\(view)")
            #expect(result.stdout == "")
            #expect(result.stderr == "habit: error: unknown tag 'evenig'; did you mean 'evening'?\n", "\(view)")
        }
        #expect(
            harness.run(["--tag", "zzz"]).stderr == "habit: error: unknown tag 'zzz'; run 'habit tags' to see them\n")
        #expect(harness.run(["--tag", "Morning Run"]).status == 64)
        #expect(harness.run(["list", "--tag", "@morning"]).stderr.hasPrefix("habit: error: invalid tag '@morning'"))
        #expect(harness.contents() == before)
    }

    @Test func aTagWithoutHabitsToShowIsSaidSo() {
        let harness = Harness(
            habits: "old since=2026-11-01 archived tags=past\n! Later\nnew since=2026-11-01\n! Empty\n", log: "")
        defer { harness.cleanUp() }
        let archived = harness.run(["list", "--tag", "past"])
        #expect(archived.status == 64)
        #expect(
            archived.stderr
                == "habit: error: every habit tagged 'past' is archived; 'habit list --all --tag past' shows them\n")
        #expect(harness.ok(["list", "--all", "--tag", "past"]).contains("old"))
        #expect(harness.ok(["log", "--tag", "past"]).contains("No entries yet"))
        let empty = harness.run(["--tag", "empty"])
        #expect(empty.stderr == "habit: error: no habit is tagged 'empty': its heading has no habit below it\n")
        let none = Harness(habits: "meditate since=2026-11-01\n", log: "")
        defer { none.cleanUp() }
        #expect(
            none.run(["--tag", "morning"]).stderr
                == "habit: error: unknown tag 'morning': no habit has a tag yet; tag one with 'habit edit ID --tag morning'\n"
        )
    }

    @Test(arguments: [["stats", "water"], ["log", "water"], ["ask", "water"], ["status", "@health"]])
    func aTagBesideAnIdIsAUsageError(view: [String]) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(view + ["--tag", "health"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: '--tag' and a habit id cannot be used together"))
    }

    @Test func logWithATagListsItsHabitsEntriesNewestFirst() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let entries = Self.lines(harness.ok(["log", "--tag", "health", "--json"])).joined()
        #expect(!entries.contains("meditate") && !entries.contains("plants"))
        let text = Self.lines(harness.ok(["log", "--tag", "evening"]))
        try #require(text.count == 3)
        #expect(text[1].hasPrefix("2026-11-21  floss") && text[2].hasPrefix("2026-11-20  read"))
    }

    @Test func remindWithATagSaysOnlyThatTagsReminders() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["uncheck", "meditate"])
        let late = ["HABIT_TODAY": "", "HABIT_NOW": "2026-11-21T21:30"]
        let evening = harness.run(["remind", "--tag", "evening"], extra: late)
        #expect(evening.status == 0)
        #expect(evening.stdout == "read: not done yet (streak ● 1 day at risk)\n")
        let all = harness.run(["remind"], extra: late)
        #expect(all.stdout.hasPrefix("meditate — Morning meditation: not done yet"))
        #expect(!all.stdout.contains("read"))
        #expect(harness.run(["remind", "install", "cron", "--tag", "evening"]).status == 64)
    }

    @Test func askWithATagAsksOnlyAboutThatTagsHabits() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let out = BufferSink()
        let err = BufferSink()
        let status = CLI.run(
            ["ask", "--date", "2026-11-21", "--tag", "evening"], environment: harness.environment, stdout: out,
            stderr: err, terminal: .pipe, stdin: GivenLines(["y", "y", "y"]), now: Harness.now)
        #expect(status == 0, "\(err.text)")
        let prompts = out.text.split(separator: "\n").filter { $0.contains("? [") }
        #expect(prompts.count == 1 && prompts.first?.contains("read?") == true)
        #expect(harness.read("log")?.hasSuffix("2026-11-21 read\n") == true)
    }

    /// `ask @evening` asks about the tag's habits as `--tag evening` does: the id form.
    @Test func askAtTagAsksOnlyAboutThatTagsHabits() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let out = BufferSink()
        let err = BufferSink()
        let status = CLI.run(
            ["ask", "@evening", "--date", "2026-11-21"], environment: harness.environment, stdout: out,
            stderr: err, terminal: .pipe, stdin: GivenLines(["y", "y", "y"]), now: Harness.now)
        #expect(status == 0, "\(err.text)")
        let prompts = out.text.split(separator: "\n").filter { $0.contains("? [") }
        #expect(prompts.count == 1 && prompts.first?.contains("read?") == true)
        #expect(harness.read("log")?.hasSuffix("2026-11-21 read\n") == true)
    }

    /// `--json` keeps its shape: the habit objects of the tag, no groups.
    @Test func todayJSONKeepsItsShapeWithATag() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.ok(["--json", "--tag", "evening"]).utf8))
                as? [String: Any])
        #expect(Set(document.keys) == ["today", "completed", "habits"])
        let habits = try #require(document["habits"] as? [[String: Any]])
        #expect(habits.map { $0["id"] as? String } == ["read", "floss"])
        #expect((document["completed"] as? NSNumber)?.intValue == 1)
    }

    @Test func completionsOfferTheActiveTagsForTag() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["completions", "tags"]) == "morning-routine\nhealth\nevening\n")
        let bash = harness.ok(["completions", "bash"])
        #expect(
            bash.contains(
                "--tag) COMPREPLY=($(compgen -W \"$(habit ${data_dir:+--data-dir \"$data_dir\"} completions tags"))
        #expect(harness.ok(["completions", "fish"]).contains("-l tag -r"))
        #expect(harness.ok(["help", "status"]).contains("--tag T"))
    }
}
