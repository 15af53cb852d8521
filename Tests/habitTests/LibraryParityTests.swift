import Foundation
import HabitCore
import HabitTestSupport
import StreakEngine
import Testing

@testable import habit

/// The `Date` API gives `habit show --json`'s numbers: the same history, its days found by
/// Foundation's Gregorian calendar in the zone, run through `habit` in process and through
/// `Engine.analyze`/`Engine.series` at every hour of today (docs/library.md).
@Suite struct LibraryParityTests {
    /// Zones whose DST change skips midnight (Havana, São Paulo 2018, Tehran 2022), half-
    /// and quarter-hour offsets (Kolkata, Kathmandu, Eucla), and Apia, which skipped
    /// 2011-12-30; each with a today just after its awkward day, with both week starts.
    static let cases: [(zone: String, today: String, sunday: Bool)] = [
        ("America/Havana", "2024-03-12"), ("America/Havana", "2024-11-05"), ("America/Sao_Paulo", "2018-11-06"),
        ("Asia/Tehran", "2022-03-23"), ("Asia/Tehran", "2022-09-23"), ("Asia/Kolkata", "2024-03-31"),
        ("Asia/Kathmandu", "2024-03-12"), ("Australia/Eucla", "2024-04-08"), ("Pacific/Apia", "2012-01-02"),
    ].flatMap { zone, today in [(zone, today, true), (zone, today, false)] }

    /// Habits of every kind: (id, the `habits` line's fields, schedule, goal, actions drawn).
    static let habits: [(String, String, Schedule, Goal, [Action])] = [
        ("daily", "every=daily", .daily, .check, [.done, .done, .skip, .clear]),
        ("gym", "every=3/week", .perWeek(3), .check, [.done, .done, .skip]),
        ("swim", "every=\"3 in 7 days\"", .rolling(times: 3, days: 7), .check, [.done, .done, .skip]),
        ("mwf", "every=mon,wed,fri", .weekdays([.monday, .wednesday, .friday]), .check, [.done, .skip]),
        ("floss", "every=2d", .everyNDays(2), .check, [.done, .skip]),
        ("read", "every=10/month", .perMonth(10), .check, [.done, .skip]),
        (
            "water", "every=daily target=8 unit=glasses", .daily, .atLeast(Amount(8), unit: "glasses"),
            [.add(Amount(3)), .add(Amount(5)), .set(Amount(9)), .done, .skip]
        ),
        (
            "run", "every=week target=20 unit=km", .perWeek(1), .atLeast(Amount(20), unit: "km"),
            [.add(Amount(5)), .set(Amount(12)), .skip]
        ),
        ("journal", "every=anytime", .anytime, .check, [.done, .clear]),
        (
            "coffee", "every=daily max=2 unit=cups", .daily, .atMost(Amount(2), unit: "cups"),
            [.add(Amount(1)), .add(Amount(2)), .done, .skip]
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func dateAPIGivesTheCommandLinesAnswer(_ index: Int) throws {
        let (zone, todayText, sunday) = Self.cases[index]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        calendar.firstWeekday = sunday ? 1 : 2
        let today = try #require(Day(todayText))
        let harness = Harness(today: todayText)
        defer { harness.cleanUp() }
        harness.write("config", "week-start = \(sunday ? "sunday" : "monday")\n")
        var habitsFile = ""
        var log = ""
        var recordsByHabit: [[(date: Date, action: Action)]] = []
        for (number, (id, fields, _, _, actions)) in Self.habits.enumerated() {
            let records = try Self.records(actions, through: today, calendar: calendar, seed: UInt64(number + 1))
            let days = try records.map { try Self.foundationDay($0.date, calendar) }
            for (day, record) in zip(days, records) { log += "\(day) \(id) \(record.action)\n" }
            habitsFile += "\(id) \(fields) since=\(try #require(days.min())) name=\(id)\n"
            recordsByHabit.append(records)
        }
        harness.write("habits", habitsFile)
        harness.write("log", log)
        let nows = try Self.instants(from: today, through: today, calendar: calendar).filter {
            try Self.foundationDay($0, calendar) == today
        }
        #expect(nows.count >= 23)
        for ((id, _, schedule, goal, _), records) in zip(Self.habits, recordsByHabit) {
            let cli = try Self.parse(harness.ok(["show", id, "--json", "--month"]))
            let expected = Self.canonical(cli)
            // The first hour through JSON; every other hour must give the same values.
            var first: (Analysis, [SeriesPoint])?
            for now in nows {
                let analysis = try Engine.analyze(
                    schedule: schedule, goal: goal, records: records, calendar: calendar, now: now)
                let series = try Engine.series(
                    schedule: schedule, goal: goal, records: records, days: 30, calendar: calendar, now: now)
                if let first {
                    #expect(first.0 == analysis && first.1 == series, "\(id) in \(zone) at \(now)")
                } else {
                    first = (analysis, series)
                    let library = try Self.parse(Self.json(analysis, series: series, goal: goal).text())
                    #expect(Self.canonical(library) == expected, "\(id) in \(zone) at \(now)")
                }
            }
        }
    }

    /// What `show --json` says of a habit's analysis and series, as `HabitJSON` writes it.
    static func json(_ analysis: Analysis, series: [SeriesPoint], goal: Goal) -> JSONValue {
        let streak = analysis.streak
        return .object([
            ("today_status", .string(series.last?.status.rawValue ?? DayStatus.notDue.rawValue)),
            ("today_value", series.last?.value.map(JSONValue.amount) ?? .null),
            (
                "streak",
                .object([
                    ("current", .int(streak.current)), ("longest", .int(streak.longest)),
                    ("unit", .optional(streak.unit?.rawValue)), ("status", .string(streak.status.rawValue)),
                    ("due_by", streak.dueBy.map(JSONValue.day) ?? .null), ("badge", .string(streak.badge.rawValue)),
                ])
            ),
            ("stats", .object(HabitJSON.statistics(analysis.statistics, goal: goal))),
            ("strength", .ratio(analysis.strength)),
            ("series", .array(series.map(HabitJSON.point))),
        ])
    }

    static let compared = ["today_status", "today_value", "streak", "stats", "strength", "series"]

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The compared members, with sorted keys, as text.
    static func canonical(_ object: [String: Any]) -> String {
        var picked: [String: Any] = [:]
        for key in compared { picked[key] = object[key] ?? "missing" }
        let data = (try? JSONSerialization.data(withJSONObject: picked, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func foundationDay(_ date: Date, _ calendar: Calendar) throws -> Day {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return try #require(Day(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
    }

    /// Instants one hour apart, each at another minute and second, from the day before
    /// `first` to the day after `last`.
    static func instants(from first: Day, through last: Day, calendar: Calendar) throws -> [Date] {
        stride(from: (first.number - 1) * 86_400, to: (last.number + 2) * 86_400, by: 3600).enumerated().map {
            Date(timeIntervalSince1970: Double($1 + ($0 * 7919) % 3600))
        }
    }

    /// About one record in eleven hours over the 70 days before today and today, drawn with
    /// a fixed seed and shuffled, so records of one day often come in another order than
    /// their times.
    static func records(_ actions: [Action], through today: Day, calendar: Calendar, seed: UInt64) throws -> [(
        date: Date, action: Action
    )] {
        var random = SeededRandom(seed: seed)
        var result: [(date: Date, action: Action)] = []
        for instant in try instants(from: today.adding(-70), through: today, calendar: calendar)
        where Int.random(in: 0..<11, using: &random) == 0 {
            guard try foundationDay(instant, calendar) <= today else { continue }
            result.append((instant, actions.randomElement(using: &random) ?? .done))
        }
        result.shuffle(using: &random)
        return result
    }
}
