import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// A habit made of others, through the library (`Engine.analyze(schedule:since:members:…)`):
/// its streaks, statistics, strength and series equal the engine's on one habit whose
/// done days are the union of its members' done days, and whose skipped days are those
/// where no member is done and one is skipped (docs/streaks.md, "Habits made of others").
/// The union here is worked out by hand, day by day, not by `History(anyOf:)`.
@Suite struct AnyOfPropertyTests {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private static func date(_ day: Day) -> Date { Date(timeIntervalSince1970: Double(day.secondsSince1970 + 43_200)) }

    private static func schedule(_ random: inout SeededRandom) -> Schedule {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .daily
        case 1: return .weekdays([.monday, .wednesday, .friday])
        case 2: return .perWeek(Int.random(in: 1...7, using: &random))
        case 3: return .perMonth(Int.random(in: 1...12, using: &random))
        case 4: return .everyNDays(Int.random(in: 2...9, using: &random))
        case 5:
            let days = Int.random(in: 1...14, using: &random)
            return .rolling(times: Int.random(in: 1...days, using: &random), days: days)
        default: return .anytime
        }
    }

    /// A member's final state per day, folded by hand: done, skipped, or nothing (`no`,
    /// `clear`, an amount of 0).
    private enum Mark { case done, skipped }

    @Test(arguments: 0..<150)
    func compositeEqualsTheEngineOnTheUnionOfItsMembers(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 11)
        let schedule = Self.schedule(&random)
        let since = Day(number: day("2025-01-01").number + Int.random(in: 0..<400, using: &random))
        let today = since.adding(Int.random(in: -2...200, using: &random))
        let actions: [Action] = [.done, .done, .done, .skip, .no, .clear, .add(Amount(1)), .set(.zero)]
        var members: [[(date: Date, action: Action)]] = []
        var marks: [[Int: Mark]] = []
        var firstRecord: Int?
        for _ in 0..<Int.random(in: 2...4, using: &random) {
            let density = Double.random(in: 0.05...0.6, using: &random)
            var records: [(date: Date, action: Action)] = []
            var state: [Int: Mark] = [:]
            for number in (since.number - 5)...(today.number + 6)
            where Double.random(in: 0..<1, using: &random) < density {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let action = actions.randomElement(using: &random)!
                    records.append((Self.date(Day(number: number)), action))
                    firstRecord = min(firstRecord ?? number, number)
                    switch action {
                    case .done, .add: state[number] = .done
                    case .skip: state[number] = .skipped
                    case .set(let amount): state[number] = amount.isPositive ? .done : nil
                    case .no, .clear: state[number] = nil
                    }
                }
            }
            members.append(records)
            marks.append(state)
        }
        // The union by hand; a `clear` on the earliest record of any member keeps the
        // first entry day (where the strength score starts) and changes nothing else.
        var union: [(date: Date, action: Action)] = []
        if let firstRecord { union.append((Self.date(Day(number: firstRecord)), .clear)) }
        for number in (since.number - 5)...(today.number + 6) {
            let day = marks.map { $0[number] }
            if day.contains(.done) {
                union.append((Self.date(Day(number: number)), .done))
            } else if day.contains(.skipped) {
                union.append((Self.date(Day(number: number)), .skip))
            }
        }
        let now = Self.date(today)
        let start = Self.date(since)
        let composite = try Engine.analyze(
            schedule: schedule, since: start, members: members, calendar: Self.calendar, now: now)
        let expected = try Engine.analyze(
            schedule: schedule, since: start, records: union, calendar: Self.calendar, now: now)
        #expect(composite == expected, "seed \(seed), \(schedule), since \(since), today \(today)")
        #expect(composite.streak == expected.streak)
        let series = try Engine.series(
            schedule: schedule, since: start, members: members, days: 30, calendar: Self.calendar, now: now)
        let expectedSeries = try Engine.series(
            schedule: schedule, since: start, records: union, days: 30, calendar: Self.calendar, now: now)
        #expect(series == expectedSeries)
    }

    @Test func sinceDefaultsToTheEarliestRecordOfAnyMember() throws {
        let run = [(date: Self.date(day("2026-11-09")), action: Action.done)]
        let bike = [(date: Self.date(day("2026-11-02")), action: Action.done)]
        let analysis = try Engine.analyze(
            schedule: .perWeek(1), members: [run, bike], calendar: Self.calendar, now: Self.date(day("2026-11-10")))
        #expect(analysis.statistics.since == day("2026-11-02"))
        #expect(analysis.streak.current == 2)
    }
}
