import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The engine's kept tallies (docs/performance.md, "Kept engine tallies"): a tally kept
/// as words and read back gives the standing and analysis of a scan, and one is taken
/// under its key instead of a scan.
@Suite struct TallyMemoTests {
    /// Habits of every kind of scan, with a history that fills each field of a tally.
    static let cases: [(schedule: String, goal: Goal, table: String)] = [
        ("daily", .check, "x x . x x x s x"),
        ("weekdays", .check, "x x x x x . . x ."),
        ("3/week", .check, "x . x x . . . x x"),
        ("2/month", atLeast(3), "2 +2 . 5 . . 1"),
        ("3 days", .check, "x . . x s . . x"),
        ("2 in 7 days", .check, "x . . . x . . . . x"),
        ("daily", atMost(2), "1 3 . 2 0 5 1"),
    ]

    @Test(arguments: 0..<cases.count)
    func aKeptTallyIsTheScansTally(_ index: Int) throws {
        let (schedule, goal, table) = Self.cases[index]
        let h = habit(schedule, goal: goal, since: "2026-11-02")
        let history = History(folding: entries(table, from: h.since), goal: goal)
        for today in [day("2026-11-08"), day("2026-11-11"), day("2026-11-20")] {
            var memo = TallyMemo()
            let scanned = Engine.analyze(h, history: history, today: today, weekStart: .monday)
            let first = Engine.analyze(h, history: history, today: today, weekStart: .monday, key: 7, memo: &memo)
            #expect(first == scanned && memo.scanned == 1)
            var read = try #require(TallyMemo(words: memo.words(today: today)))
            let again = Engine.standing(h, history: history, today: today, weekStart: .monday, key: 7, memo: &read)
            #expect(again == scanned.standing && read.scanned == 0)
        }
    }

    /// Under its key a tally is taken whatever the inputs: the key must hold them all.
    @Test func aTallyIsTakenUnderItsKey() {
        let h = habit(since: "2026-11-02")
        let full = History(folding: entries("x x x x x", from: h.since), goal: .check)
        var memo = TallyMemo()
        _ = Engine.standing(h, history: full, today: day("2026-11-06"), weekStart: .monday, key: 1, memo: &memo)
        let taken = Engine.standing(
            h, history: History(folding: [Entry](), goal: .check), today: day("2026-11-06"), weekStart: .monday, key: 1,
            memo: &memo)
        #expect(taken.streak.current == 5 && memo.scanned == 1)
        let scanned = Engine.standing(
            h, history: History(folding: [Entry](), goal: .check), today: day("2026-11-06"), weekStart: .monday, key: 2,
            memo: &memo)
        #expect(scanned.streak.current == 0 && memo.scanned == 2)
    }

    /// A run keeps the tallies it used and the others of its today, not another day's.
    @Test func anotherDaysTalliesAreDropped() throws {
        let h = habit(since: "2026-11-02")
        let history = History(folding: entries("x x x", from: h.since), goal: .check)
        var memo = TallyMemo()
        _ = Engine.standing(h, history: history, today: day("2026-11-04"), weekStart: .monday, key: 1, memo: &memo)
        _ = Engine.standing(h, history: history, today: day("2026-11-05"), weekStart: .monday, key: 2, memo: &memo)
        var next = try #require(TallyMemo(words: memo.words(today: day("2026-11-05"))))
        _ = Engine.standing(h, history: history, today: day("2026-11-05"), weekStart: .monday, key: 3, memo: &next)
        let kept = try #require(TallyMemo(words: next.words(today: day("2026-11-05"))))
        #expect(kept.words(today: day("2026-11-05")).count == 2 * TallyMemo.entryWidth)
    }

    @Test func wordsNotWholeAreRefused() {
        var memo = TallyMemo()
        let h = habit(since: "2026-11-02")
        _ = Engine.standing(
            h, history: History(folding: [Entry](), goal: .check), today: day("2026-11-04"), weekStart: .monday, key: 1,
            memo: &memo)
        let words = memo.words(today: day("2026-11-04"))
        #expect(TallyMemo(words: words) != nil)
        #expect(TallyMemo(words: Array(words.dropLast())) == nil)
        var badFlag = words
        badFlag[2 + 5] = 2
        #expect(TallyMemo(words: badFlag) == nil)
        var badOutcome = words
        badOutcome[2 + 8] = 9
        #expect(TallyMemo(words: badOutcome) == nil)
    }
}
