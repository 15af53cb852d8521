import Foundation
import HabitCore
import Testing

@testable import habit

/// A habit made of others on the command line: `add --any-of`, the refusal to record it,
/// and what `rename`, `remove` and `archive` of a member do (docs/streaks.md, "Habits made
/// of others").
@Suite struct CompositeCommandTests {
    /// run, bike and swim, each checked once before today, and water (numeric).
    private func members() -> Harness {
        Harness(
            habits: """
                run every=daily since=2026-11-02 name=run
                bike every=daily since=2026-11-09 name=bike
                swim every=daily since=2026-11-11 name=swim
                water every=daily target=8 unit=glasses since=2026-11-01 name=water

                """,
            log: "2026-11-02 run\n2026-11-09 bike\n2026-11-11 swim\n")
    }

    /// `show ID --json`, read.
    private func show(_ harness: Harness, _ id: String) throws -> JSONNode {
        try JSONNode.read(harness.ok(["show", id, "--json"]))
    }

    @Test func addWritesTheMembersAndStartsWithTheEarliestMember() throws {
        let harness = members()
        defer { harness.cleanUp() }
        let out = harness.ok(["add", "exercise", "--any-of", "run,bike,swim", "--every", "3/week"])
        #expect(out.contains("It is done on a day you check run, bike or swim"))
        #expect(
            harness.read("habits")?.hasSuffix(
                "exercise every=3/week any-of=run,bike,swim since=2026-11-02 name=exercise\n") == true)
        let json = try show(harness, "exercise")
        #expect(json["members"]?.items?.compactMap(\.string) == ["run", "bike", "swim"])
        #expect(json["stats"]?["total"]?.number == "3")
        #expect(json["goal"]?["type"]?.string == "check")
    }

    @Test(arguments: [
        (["--any-of", "run"], "any-of 'run' names one habit: expected at least two"),
        (["--any-of", "run,walk"], "member 'walk' is no habit"),
        (["--any-of", "run,water"], "member 'water' has a numeric goal"),
        (["--any-of", "run,run"], "member 'run' is named twice"),
        (["--any-of", "run,exercise"], "'exercise' cannot be one of its own members"),
        (["--any-of", "run,Bike"], "invalid habit id 'Bike'"),
        (["--any-of", "run,bike", "--target", "2"], "it takes no target or max"),
    ])
    func addRefusesBadMembersWritingNothing(options: [String], message: String) {
        let harness = members()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(["add", "exercise"] + options)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(harness.contents() == before)
    }

    @Test func aCompositeCannotBeAMemberNorAnArchivedHabit() {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike"])
        let nested = harness.run(["add", "sport", "--any-of", "exercise,swim"])
        #expect(nested.status == 64)
        #expect(nested.stderr.contains("member 'exercise' is itself made of other habits"))
        _ = harness.ok(["archive", "swim"])
        let archived = harness.run(["add", "sport", "--any-of", "bike,swim"])
        #expect(archived.status == 64)
        #expect(archived.stderr.contains("member 'swim' is archived"))
    }

    @Test(arguments: ["check", "uncheck", "skip"])
    func recordingACompositeIsRefused(command: String) {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike,swim"])
        let before = harness.contents()
        let result = harness.run([command, "exercise"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "habit: error: 'exercise' is made of other habits and has no entries of its own: "
                + "\(command) run, bike or swim\n")
        let several = harness.run([command, "run", "exercise"])
        #expect(several.status == 1)
        #expect(harness.contents() == before)
    }

    @Test func skipAllSkipsTheMembersNotTheComposite() {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike,swim"])
        _ = harness.ok(["skip", "--all"])
        let log = harness.read("log") ?? ""
        #expect(log.contains("2026-11-21 run skip"))
        #expect(!log.contains("exercise"))
    }

    @Test func aBackdatedMemberMovesTheCompositeBack() {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "bike,swim"])
        _ = harness.ok(["check", "swim", "--date", "2026-11-05"])
        #expect(harness.read("habits")?.contains("exercise every=daily any-of=bike,swim since=2026-11-05") == true)
    }

    @Test func aMemberCannotBeGivenANumericGoal() {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike"])
        let before = harness.contents()
        let result = harness.run(["edit", "run", "--target", "5"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("member 'run' has a numeric goal"))
        #expect(harness.contents() == before)
        _ = harness.ok(["edit", "swim", "--target", "5"])
    }

    @Test func renamingAMemberRenamesItInTheList() throws {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike,swim"])
        _ = harness.ok(["rename", "bike", "cycle"])
        #expect(harness.read("habits")?.contains("exercise every=daily any-of=run,cycle,swim since=") == true)
        #expect(try show(harness, "exercise")["members"]?.items?.compactMap(\.string) == ["run", "cycle", "swim"])
        #expect(try show(harness, "exercise")["stats"]?["total"]?.number == "3")
    }

    /// Archiving a member needs no `--force`: it stays a member (`ArchivedDaysTests`).
    @Test(arguments: [["remove", "run", "--yes"]])
    func removingAMemberNeedsForce(command: [String]) {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike,swim"])
        _ = harness.ok(["add", "cardio", "--any-of", "run,swim"])
        let before = harness.contents()
        let refused = harness.run(command)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "habit: error: refusing to \(command[0]) 'run': it is a member of 'exercise', 'cardio'; "
                + "add --force to \(command[0]) it and take it out of those habits' members\n")
        #expect(harness.contents() == before)
        // cardio would keep swim alone: refused even with --force.
        let small = harness.run(command + ["--force"])
        #expect(small.status == 1)
        #expect(small.stderr.contains("'cardio' would be left with one member ('swim')"))
        #expect(harness.contents() == before)
        _ = harness.ok(["remove", "cardio", "--yes"])
        _ = harness.ok(command + ["--force"])
        #expect(harness.read("habits")?.contains("exercise every=daily any-of=bike,swim since=") == true)
    }

    @Test func verifyWarnsAboutAnEntryUnderACompositeAndReadersIgnoreIt() throws {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike"])
        harness.write("log", (harness.read("log") ?? "") + "2026-11-20 exercise\n")
        let result = harness.run(["verify"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "log:4:1: entry for 'exercise', which is made of other habits and has no entries of its own: "
                    + "expected an entry for run or bike"))
        #expect(try show(harness, "exercise")["stats"]?["total"]?.number == "2")
    }

    @Test func verifyReportsACompositeWithAnUnknownMember() {
        let harness = Harness(
            habits:
                "run every=daily since=2026-11-02 name=run\nexercise every=daily any-of=run,walk since=2026-11-02\n",
            log: "")
        defer { harness.cleanUp() }
        let result = harness.run(["verify"])
        #expect(result.status == 65)
        #expect(result.stdout.contains("habits:2:22: member 'walk' is no habit"))
    }

    @Test func showOfACompositeReadsItsMembersLines() throws {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "run,bike,swim", "--every", "3/week"])
        _ = harness.ok(["check", "run"])
        let view = harness.ok(["show", "exercise"])
        #expect(view.contains("3/week · any of run, bike or swim · since 2026-11-02"))
        // `show ID` reads only that habit's lines: here its members' (docs/architecture.md).
        let json = try show(harness, "exercise")
        #expect(json["today_status"]?.string == "done")
        #expect(json["stats"]?["total"]?.number == "4")
        #expect(json["stats"]?["failed"]?.number == "2")
        let status = try JSONNode.read(harness.ok(["status", "--json"]))
        let exercise = status["habits"]?.items?.first { $0["id"]?.string == "exercise" }
        #expect(exercise?["streak"]?["status"]?.string == "unstarted")
    }

    @Test func askAsksAboutTheMembersOfANamedComposite() {
        let harness = members()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "exercise", "--any-of", "bike,swim"])
        let outcome = AskMeanwhileTests.ask(
            AskCommand(ids: ["exercise"], date: "2026-11-21"), harness: harness, answers: ["y", "s"])
        #expect(outcome.error == nil)
        #expect((harness.read("log") ?? "").hasSuffix("2026-11-21 bike\n2026-11-21 swim skip\n"))
        // Asked about everything, a composite is never asked about itself.
        _ = AskMeanwhileTests.ask(AskCommand(ids: [], date: "2026-11-20"), harness: harness, answers: ["y", "y", "y"])
        #expect(!(harness.read("log") ?? "").contains("exercise"))
    }
}
