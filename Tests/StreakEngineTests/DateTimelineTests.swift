import Foundation
import HabitCore
import Testing

@testable import StreakEngine

/// The goal timeline and archived days in the `Date` API (docs/library.md): an app's
/// dates give what the CLI gives for the same civil days.
@Suite struct DateTimelineTests {
    static func calendar() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        calendar.firstWeekday = 2
        return calendar
    }

    /// Noon of a civil day in Berlin.
    static func noon(_ text: String) -> Date {
        Day(text)!.start(in: calendar()).addingTimeInterval(12 * 3600)
    }

    /// 8 glasses met Nov 16–20, then 10 from Nov 21: the five days stay met.
    @Test func aFormerTargetKeepsItsVerdicts() throws {
        let records = (16...20).map { (date: Self.noon("2026-11-\($0)"), action: Action.set(Amount(8))) }
        let analysis = try Engine.analyze(
            schedule: .daily, goal: .atLeast(Amount(10), unit: "glasses"), records: records,
            formerGoals: [
                (until: Self.noon("2026-11-20"), schedule: .daily, goal: .atLeast(Amount(8), unit: "glasses"))
            ],
            calendar: Self.calendar(), now: Self.noon("2026-11-21"))
        #expect(analysis.streak.current == 5)
        #expect(analysis.streak.status == .atRisk)
        let whole = try Engine.analyze(
            schedule: .daily, goal: .atLeast(Amount(10), unit: "glasses"), records: records, calendar: Self.calendar(),
            now: Self.noon("2026-11-21"))
        #expect(whole.streak.current == 0)
    }

    /// A week spent archived never breaks the daily streak.
    @Test func archivedDaysAreExcused() throws {
        let completions = (1...5).map { Self.noon("2026-11-0\($0)") } + [Self.noon("2026-11-13")]
        let streak = try StreakCalculator.calculateStreak(
            from: completions, archived: [(from: Self.noon("2026-11-06"), through: Self.noon("2026-11-12"))],
            calendar: Self.calendar(), now: Self.noon("2026-11-13"))
        #expect(streak == (6, 6))
        let plain = try StreakCalculator.calculateStreak(
            from: completions, calendar: Self.calendar(), now: Self.noon("2026-11-13"))
        #expect(plain == (1, 5))
    }

    /// Former goals out of order are refused with the CLI's message.
    @Test func formerGoalsOutOfOrderAreRefused() {
        #expect(throws: EngineError.self) {
            try Engine.analyze(
                schedule: .daily, records: [],
                formerGoals: [
                    (until: Self.noon("2026-11-20"), schedule: .daily, goal: .check),
                    (until: Self.noon("2026-11-10"), schedule: .perWeek(3), goal: .check),
                ], calendar: Self.calendar(), now: Self.noon("2026-11-21"))
        }
    }
}
