import Foundation
import HabitCore
import StreakEngine
import Testing

@testable import habit

/// `--json` of every read command is one JSON document with the fields of docs/json.md, and
/// `show --json` carries exactly StreakEngine's values.
@Suite struct JSONTests {
    static let habitKeys: Set<String> = [
        "id", "name", "schedule", "frequency", "goal", "since", "today", "today_status", "streak", "stats", "strength",
    ]
    static let streakKeys: Set<String> = ["current", "longest", "unit", "status", "due_by", "badge"]
    static let statsKeys: Set<String> = ["total", "met", "failed", "excused", "completion_rate"]

    static func decode(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any])
    }

    static func checkHabitObject(_ object: [String: Any], series: Bool = false) {
        #expect(habitKeys.isSubset(of: Set(object.keys)), "missing keys: \(habitKeys.subtracting(object.keys))")
        let streak = object["streak"] as? [String: Any] ?? [:]
        #expect(streakKeys.isSubset(of: Set(streak.keys)))
        let stats = object["stats"] as? [String: Any] ?? [:]
        #expect(statsKeys.isSubset(of: Set(stats.keys)))
        #expect((object["series"] != nil) == series)
    }

    func demo() throws -> Harness {
        let harness = Harness()
        try harness.loadDemo()
        return harness
    }

    @Test func todayJSONHasDateCompletedAndHabits() throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        let json = try Self.decode(harness.ok(["--json"]))
        #expect(json["date"] as? String == Harness.today)
        // coffee is an at-most habit: within its limit, never "completed".
        #expect(json["completed"] as? Int == 3)
        let habits = try #require(json["habits"] as? [[String: Any]])
        #expect(habits.count == 5)
        for habit in habits { Self.checkHabitObject(habit) }
        #expect(try Self.decode(harness.ok(["today", "--json"]))["date"] as? String == Harness.today)
    }

    @Test func listAndStatusJSONGiveOneObjectPerHabit() throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        for command in ["list", "status"] {
            let json = try Self.decode(harness.ok([command, "--json"]))
            let habits = try #require(json["habits"] as? [[String: Any]])
            #expect(habits.map { $0["id"] as? String } == ["meditate", "water", "gym", "read", "coffee", "plants"])
            for habit in habits { Self.checkHabitObject(habit) }
        }
        let status = try Self.decode(harness.ok(["status", "--json"]))
        #expect(status["at_risk"] as? Int == 1)
    }

    @Test(arguments: ["--week", "--month", "--year"])
    func showJSONEqualsTheEngine(span: String) throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        for id in ["meditate", "water", "gym", "read", "coffee", "plants"] {
            let json = try Self.decode(harness.ok(["show", id, span, "--json"]))
            Self.checkHabitObject(json, series: true)
            let snapshot = try Store(directory: harness.directory).load()
            let habit = try #require(snapshot.habit(HabitID(id)!))
            let history = snapshot.history(of: habit)
            let today = Day(Harness.today)!
            let analysis = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
            let streak = try #require(json["streak"] as? [String: Any])
            #expect(streak["current"] as? Int == analysis.streak.current)
            #expect(streak["longest"] as? Int == analysis.streak.longest)
            #expect(streak["unit"] as? String == analysis.streak.unit?.rawValue)
            #expect(streak["status"] as? String == analysis.streak.status.rawValue)
            #expect(streak["due_by"] as? String == analysis.streak.dueBy?.description)
            #expect(streak["badge"] as? String == analysis.streak.badge.rawValue)
            let stats = try #require(json["stats"] as? [String: Any])
            #expect(stats["met"] as? Int == analysis.statistics.met)
            #expect(stats["failed"] as? Int == analysis.statistics.failed)
            #expect(stats["excused"] as? Int == analysis.statistics.excused)
            #expect((stats["total"] as? NSNumber)?.doubleValue == analysis.statistics.total.doubleValue)
            let rate = try #require((stats["completion_rate"] as? NSNumber)?.doubleValue)
            #expect(abs(rate - (analysis.statistics.completionRate ?? -1)) < 0.00005)
            let strength = try #require((json["strength"] as? NSNumber)?.doubleValue)
            #expect(abs(strength - (analysis.strength ?? -1)) < 0.00005)
            let spanValue = try #require(SeriesSpan(rawValue: String(span.dropFirst(2))))
            let expected = Engine.series(habit, history: history, today: today, weekStart: .monday, span: spanValue)
            let series = try #require(json["series"] as? [[String: Any]])
            #expect(series.count == expected.count)
            #expect(series.map { $0["date"] as? String } == expected.map { $0.date.description })
            #expect(series.map { $0["status"] as? String } == expected.map { $0.status.rawValue })
            #expect(
                series.map { ($0["value"] as? NSNumber)?.doubleValue } == expected.map { $0.value?.doubleValue })
        }
    }

    @Test func showJSONWithoutSpanHasNoSeries() throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        let json = try Self.decode(harness.ok(["show", "water", "--json"]))
        Self.checkHabitObject(json, series: false)
        let goal = try #require(json["goal"] as? [String: Any])
        #expect(goal["type"] as? String == "at_least")
        #expect(goal["target"] as? Int == 8)
        #expect(goal["unit"] as? String == "glasses")
    }

    @Test func otherReadCommandsGiveOneDocument() throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        let upcoming = try Self.decode(harness.ok(["upcoming", "--days", "3", "--json"]))
        let groups = try #require(upcoming["groups"] as? [[String: Any]])
        #expect(groups.first?["title"] as? String == "Tomorrow")
        #expect(groups.first?["date"] as? String == "2026-11-22")
        let stats = try Self.decode(harness.ok(["stats", "--json"]))
        #expect((stats["habits"] as? [[String: Any]])?.count == 6)
        let one = try Self.decode(harness.ok(["stats", "gym", "--json"]))
        #expect(Set(["id", "total", "met", "failed", "excused", "completion_rate", "strength"]).isSubset(of: one.keys))
        let report = try Self.decode(harness.ok(["report", "--json"]))
        #expect(report["at_risk"] as? [String] == ["water"])
        #expect(Set(["date", "done_today", "due_today", "broken", "best_streaks"]).isSubset(of: report.keys))
        let log = try Self.decode(harness.ok(["log", "water", "--since", "yesterday", "--json"]))
        let entries = try #require(log["entries"] as? [[String: Any]])
        #expect(entries.map { $0["date"] as? String } == ["2026-11-21", "2026-11-20"])
        #expect(entries.first?["action"] as? String == "add")
        #expect(entries.first?["amount"] as? Int == 5)
    }

    @Test func checkJSONReportsTheNewStreak() throws {
        let harness = try demo()
        defer { harness.cleanUp() }
        let json = try Self.decode(harness.ok(["check", "water", "--value", "3", "--json"]))
        Self.checkHabitObject(json)
        #expect(json["today_status"] as? String == "done")
        #expect((json["streak"] as? [String: Any])?["status"] as? String == "active")
    }

    @Test func jsonEscapesNamesAndNotes() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "q", "--name", "Say \"hi\" \\ to ✓"])
        _ = harness.ok(["check", "q", "--note", "quote \" and backslash \\"])
        let list = try Self.decode(harness.ok(["list", "--json"]))
        #expect((list["habits"] as? [[String: Any]])?.first?["name"] as? String == "Say \"hi\" \\ to ✓")
        let log = try Self.decode(harness.ok(["log", "--json"]))
        #expect((log["entries"] as? [[String: Any]])?.first?["note"] as? String == "quote \" and backslash \\")
    }
}
