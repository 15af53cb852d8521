import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

// `T in I days` by day tables (docs/streaks.md): every day from `since` is a period judged
// by the window of I days that ends on it. Tables start on Mon 2026-11-02.

private let rollingRows: [Row] = [
    // The worked example of docs/streaks.md: gym 3 in 7 days, done Mon 2, Wed 4, Fri 6,
    // Mon 9, Wed 11, Sat 14; Fri 13 fails (Fri 6 has left its window), today Sun 15.
    Row(
        "3 in 7: worked example", every: "3 in 7 days", "x . x . x . . x . x . . x .", today: "2026-11-15",
        periods: "eeeemmmmmmmfmm", current: 2, longest: 7, .active, due: "2026-11-16"),
    Row(
        "3 in 7: met today, due when the third latest leaves", every: "3 in 7 days", "x . x . x . . x . . x",
        today: "2026-11-12", periods: "eeeemmmmmfm", current: 1, longest: 5, .active, due: "2026-11-13"),
    Row(
        "3 in 7: short today is open", every: "3 in 7 days", "x . x . x . . x . .", today: "2026-11-11",
        periods: "eeeemmmmmo", current: 5, longest: 5, .atRisk, due: "2026-11-11"),
    Row(
        "3 in 7: open with nothing kept is broken", every: "3 in 7 days", "x . x . x . . x . . x . . . .",
        today: "2026-11-16", periods: "eeeemmmmmfmfffo", current: 0, longest: 5, .broken, due: "2026-11-16"),
    Row(
        "3 in 7: a skip counts for its windows", every: "3 in 7 days", "x . x . x . . x s . . x . .",
        today: "2026-11-15", periods: "eeeemmmmmeeeee", current: 5, longest: 5, .active, due: "2026-11-16"),
    Row(
        "3 in 7: a skipped day is excused though its window falls short", every: "3 in 7 days",
        "x . x . x . . . . s .", today: "2026-11-12", periods: "eeeemmmffeo", current: 0, longest: 3, .broken,
        due: "2026-11-12"),
    Row(
        "3 in 7: a skipped today is excused though its window falls short", every: "3 in 7 days",
        "x . x . x . . . . s", today: "2026-11-11", periods: "eeeemmmffe", current: 0, longest: 3, .skipping,
        due: "2026-11-12"),
    Row(
        "3 in 7: a skipped day of a met window is met", every: "3 in 7 days", "x . x . x . s . .",
        today: "2026-11-10", periods: "eeeemmmee", current: 3, longest: 3, .active, due: "2026-11-11"),
    Row(
        "3 in 7: first window not full yet", every: "3 in 7 days", "x . .", today: "2026-11-04",
        periods: "eee", current: 0, longest: 0, .unstarted, due: "2026-11-08"),
    Row(
        "1 in 1 is daily", every: "1 in 1 days", "x x . x", today: "2026-11-05", periods: "mmfm", current: 1,
        longest: 2, .active, due: "2026-11-06"),
    Row(
        "short form 2/3d", every: "2/3d", "x x . . x x", today: "2026-11-07", periods: "emmffm", current: 1,
        longest: 2, .active, due: "2026-11-09"),
]

@Test(arguments: rollingRows) func rollingTable(_ row: Row) { row.verify() }

@Test func rollingParsesEveryForm() {
    for text in ["3 in 7 days", "3 times in 7 days", "3/7d", " 3  in 7 DAYS ", "3 in 7 day"] {
        #expect(Schedule(text) == .rolling(times: 3, days: 7), "\(text)")
    }
    #expect(Schedule("3 in 7 days")?.description == "3 in 7 days")
    #expect(Schedule("1 in 1 days") == .rolling(times: 1, days: 1))
    for text in [
        "0 in 7 days", "8 in 7 days", "3 in 0 days", "3 in 7", "3 in 7 weeks", "3/7", "3/d", "/7d",
        "3 in 3661 days", "three in 7 days", "3 of 7 days",
    ] {
        #expect(Schedule(text) == nil, "\(text)")
    }
    #expect(Engine.unit(of: .rolling(times: 3, days: 7)) == .days)
}

@Test func rollingStrengthUsesTOverI() throws {
    // f = 3/7 and a window of 2 × 7 days needing 6, as for 3/week (Loop's Frequency(3, 7)).
    let log = "x . x . x . . x . x . x"
    let rolling = try #require(
        Engine.strength(
            habit("3 in 7 days", since: "2026-11-02"),
            history: History(folding: entries(log, from: day("2026-11-02")), goal: .check), today: day("2026-11-13")))
    #expect(abs(rolling - 0.195728) < 0.000001)
}

@Test func rollingWindowShortfall() {
    let h = habit("3 in 7 days", since: "2026-11-02")
    let history = History(folding: entries("x . x . x . . x", from: day("2026-11-02")), goal: .check)
    let a = Engine.analyze(h, history: history, today: day("2026-11-09"), weekStart: .monday)
    // Met today; the window of Wed Nov 11 keeps Fri and Mon: 1 more by then.
    #expect(a.streak.dueBy == day("2026-11-11"))
    #expect(Engine.windowShortfall(h, history: history, through: day("2026-11-11"), today: day("2026-11-09")) == 1)
    #expect(a.currentPeriod?.done == Amount(3))
    #expect(a.currentPeriod?.target == Amount(3))
    #expect(a.currentPeriod?.kind == .window)
    #expect(
        Engine.windowShortfall(
            habit(since: "2026-11-02"), history: history, through: day("2026-11-11"),
            today: day("2026-11-09")) == nil)
}
