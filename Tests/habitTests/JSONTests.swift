import Foundation
import Testing

@testable import habit

/// `--json` values, written by hand from small data sets (never taken from the engine):
/// a daily habit done 7 of 8 days and a numeric one, then the vocabulary every command
/// shares — `today`, `id`, totals with their unit and goal — and what the write commands
/// print. The whole shape is docs/json.md's (`JSONContractTests`); whole documents on the
/// demo data are goldens (`JSONGoldenTests`).
@Suite struct JSONTests {
    /// `run`: daily since Sat, Nov 14, done every day but Wed, Nov 18. `water`: 8 glasses a
    /// day since Thu, Nov 19: 8, then 5, then 3 + 6 today.
    static func harness() -> Harness {
        let harness = Harness()
        _ = harness.ok(["add", "run", "--since", "2026-11-14"])
        for day in [14, 15, 16, 17, 19, 20, 21] { _ = harness.ok(["check", "run", "--date", "2026-11-\(day)"]) }
        _ = harness.ok(["add", "water", "--target", "8", "--unit", "glasses", "--since", "2026-11-19"])
        _ = harness.ok(["check", "water", "--date", "2026-11-19", "--value", "8"])
        _ = harness.ok(["check", "water", "--date", "2026-11-20", "--value", "5"])
        _ = harness.ok(["check", "water", "--value", "3"])
        return harness
    }

    static func read(_ text: String) throws -> JSONNode { try JSONNode.read(text) }

    @Test func showGivesTheStreakStatisticsAndSeriesOfTheData() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let run = try Self.read(harness.ok(["show", "run", "--week", "--json"]))
        #expect(run["today"] == .string("2026-11-21"))
        #expect(run["today_status"] == .string("done"))
        #expect(run["today_value"] == .number("1"))
        // 14–17 then 19–21: the longest run is 4 days, the current one 3.
        #expect(run["streak"]?["current"] == .number("3"))
        #expect(run["streak"]?["longest"] == .number("4"))
        #expect(run["streak"]?["status"] == .string("active"))
        #expect(run["streak"]?["due_by"] == .null)
        #expect(run["streak"]?["badge"] == .string("active"))
        let stats = try #require(run["stats"])
        #expect(
            stats.keys == ["total", "unit", "met", "failed", "excused", "completion_rate", "since", "best_weekday"])
        #expect(stats["total"] == .number("7"))
        #expect(stats["unit"] == .string("days"))
        #expect(stats["met"] == .number("7"))
        #expect(stats["failed"] == .number("1"))
        #expect(stats["excused"] == .number("0"))
        #expect(stats["completion_rate"] == .number("0.875"))
        // Two Saturdays (14 and 21), one of every other weekday.
        #expect(stats["best_weekday"] == .string("saturday"))
        let series = try #require(run["series"]?.items)
        #expect(series.compactMap { $0["date"]?.string } == (15...21).map { "2026-11-\($0)" })
        #expect(
            series.compactMap { $0["status"]?.string } == ["done", "done", "done", "missed", "done", "done", "done"])
        #expect(
            series.compactMap { $0["value"] } == [.number("1"), .number("1"), .number("1"), .null] + [.number("1")] * 3)
        let strength = try #require(run["strength"]?.number.flatMap(Double.init))
        #expect(strength > 0 && strength < 1)
    }

    @Test func numericTotalsCarryTheirUnitAndGoal() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let water = try Self.read(harness.ok(["stats", "water", "--json"]))
        #expect(water.keys?.prefix(5) == ["id", "name", "today", "goal", "total"])
        #expect(water["today"] == .string("2026-11-21"))
        #expect(
            water["goal"]
                == .object([("type", .string("at_least")), ("target", .number("8")), ("unit", .string("glasses"))]))
        // 8 + 5 + 3 glasses: Nov 19 met, Nov 20 short; today is still open, neither.
        #expect(water["total"] == .number("16"))
        #expect(water["unit"] == .string("glasses"))
        #expect(water["met"] == .number("1"))
        #expect(water["failed"] == .number("1"))
        let run = try Self.read(harness.ok(["stats", "run", "--json"]))
        #expect(run["goal"] == .object([("type", .string("check"))]))
        #expect(run["unit"] == .string("days"))
        let all = try Self.read(harness.ok(["stats", "--json"]))
        #expect(all["today"] == .string("2026-11-21"))
        #expect(all["habits"]?.items?.compactMap { $0["unit"]?.string } == ["days", "glasses"])
    }

    @Test func theCurrentDayIsTodayInEveryDocument() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        for arguments in [
            [], ["today"], ["list"], ["status"], ["upcoming"], ["stats"], ["report"], ["log"], ["config"],
            ["add", "tea"], ["check", "tea"], ["uncheck", "tea"], ["skip", "tea"], ["archive", "tea"],
            ["unarchive", "tea"], ["edit", "tea", "--name", "Tea"], ["rename", "tea", "green"],
            ["move", "green", "--to", "1"], ["remove", "green", "--yes"], ["config", "week-start", "sunday"],
        ] {
            let document = try Self.read(harness.ok(arguments + ["--json"]))
            #expect(document.keys?.first == "today", "\(arguments)")
            #expect(document["today"] == .string("2026-11-21"), "\(arguments)")
            #expect(document["date"] == nil, "\(arguments)")
        }
    }

    @Test func aHabitIsIDInTheLog() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "water", "--value", "6", "--note", "after the run"])
        let log = try Self.read(harness.ok(["log", "water", "--since", "yesterday", "--json"]))
        let entries = try #require(log["entries"]?.items)
        #expect(entries.count == 3)
        #expect(
            entries.first
                == .object([
                    ("date", .string("2026-11-21")), ("id", .string("water")), ("action", .string("add")),
                    ("amount", .number("6")), ("note", .string("after the run")),
                ]))
        #expect(entries.allSatisfy { $0["habit"] == nil && $0["id"] == .string("water") })
    }

    @Test func checkPrintsTheEntryAndTheHabitAfterIt() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let json = try Self.read(harness.ok(["check", "water", "--value", "6", "--note", "after the run", "--json"]))
        #expect(json.keys == ["today", "entries", "habits", "moved_since", "kept", "left_out"])
        #expect(
            json["entries"]
                == .array([
                    .object([
                        ("date", .string("2026-11-21")), ("id", .string("water")), ("action", .string("add")),
                        ("amount", .number("6")), ("note", .string("after the run")),
                    ])
                ]))
        let water = try #require(json["habits"]?.items?.first)
        // 3 + 6 = 9 of 8 glasses: today is met, the streak is today alone (Nov 20 fell short).
        #expect(water["today_value"] == .number("9"))
        #expect(water["today_status"] == .string("done"))
        #expect(water["streak"]?["current"] == .number("1"))
        #expect(water["stats"]?["total"] == .number("22"))
        #expect(json["moved_since"] == .array([]))
    }

    @Test func aBackdatedCheckSaysWhereTheStartMoved() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let json = try Self.read(harness.ok(["check", "water", "--date", "2026-11-10", "--value", "8", "--json"]))
        #expect(
            json["moved_since"]
                == .array([
                    .object([("id", .string("water")), ("from", .string("2026-11-19")), ("to", .string("2026-11-10"))])
                ]))
        #expect(json["habits"]?.items?.first?["since"] == .string("2026-11-10"))
    }

    @Test func writeCommandsPrintWhatTheyRecorded() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let added = try Self.read(harness.ok(["add", "tea", "--max", "2", "--unit", "cups", "--json"]))
        let tea = try #require(added["habits"]?.items?.first)
        #expect(tea["id"] == .string("tea"))
        #expect(
            tea["goal"] == .object([("type", .string("at_most")), ("max", .number("2")), ("unit", .string("cups"))]))
        #expect(tea["since"] == .string("2026-11-21"))
        #expect(harness.read("habits")?.contains("tea") == true)
        let archived = try Self.read(harness.ok(["archive", "tea", "--json"]))
        #expect(archived["habits"]?.items?.first?["archived"] == .bool(true))
        let renamed = try Self.read(harness.ok(["rename", "run", "jog", "--json"]))
        #expect(renamed["renamed_from"] == .string("run"))
        #expect(renamed["kept_entries"] == .number("7"))
        #expect(renamed["habits"]?.items?.first?["id"] == .string("jog"))
        #expect(renamed["habits"]?.items?.first?["streak"]?["longest"] == .number("4"))
        let moved = try Self.read(harness.ok(["move", "water", "--to", "1", "--json"]))
        #expect(moved["order"] == .array([.string("water"), .string("jog"), .string("tea")]))
        let skipped = try Self.read(
            harness.ok(["skip", "jog", "--from", "2026-11-22", "--to", "2026-11-23", "--json"]))
        #expect(skipped["entries"]?.items?.compactMap { $0["date"]?.string } == ["2026-11-22", "2026-11-23"])
        #expect(skipped["entries"]?.items?.compactMap { $0["action"]?.string } == ["skip", "skip"])
        let removed = try Self.read(harness.ok(["remove", "jog", "--yes", "--json"]))
        // 7 checks and 2 skips.
        #expect(
            removed
                == .object([
                    ("today", .string("2026-11-21")), ("id", .string("jog")), ("removed_entries", .number("9")),
                ]))
        let config = try Self.read(harness.ok(["config", "day-start", "4:30", "--json"]))
        #expect(
            config
                == .object([
                    ("today", .string("2026-11-21")), ("key", .string("day-start")), ("value", .string("04:30")),
                ]))
    }

    @Test func aRefusedWriteUnderJSONPrintsNothing() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        for arguments in [["add", "run"], ["check", "nobody"], ["remove", "run"], ["move", "run", "--to", "9"]] {
            let result = harness.run(arguments + ["--json"])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix("habit: error: "), "\(arguments)")
        }
        #expect(harness.contents() == before)
    }

    @Test func jsonEscapesNamesAndNotes() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "q", "--name", "Say \"hi\" \\ to ✓"])
        _ = harness.ok(["check", "q", "--note", "quote \" and backslash \\"])
        let list = try Self.read(harness.ok(["list", "--json"]))
        #expect(list["habits"]?.items?.first?["name"] == .string("Say \"hi\" \\ to ✓"))
        let log = try Self.read(harness.ok(["log", "--json"]))
        #expect(log["entries"]?.items?.first?["note"] == .string("quote \" and backslash \\"))
    }
}

extension Array {
    fileprivate static func * (items: Array, count: Int) -> Array { Array((0..<count).flatMap { _ in items }) }
}
