import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

// Loop Habit Tracker's published streak scenarios (uhabits-core `StreakListTest`, on the
// fixture `HabitFixtures.createLongHabit`), translated: a Loop streak of a daily habit is a
// run of met days, so Loop's streak lengths are the runs of met periods that `habit` finds,
// newest first. Expected values are Loop's.

private let today = day("2026-11-22")

/// The marks of `HabitFixtures.createLongHabit`: done days, as offsets back from today.
private let longHabitMarks = [
    0, 1, 3, 5, 7, 8, 9, 10, 12, 14, 15, 17, 19, 20, 26, 27, 28, 50, 51, 52, 53, 54, 58, 60, 63, 65, 70, 71, 72, 73,
    74, 75, 80, 81, 83, 89, 90, 91, 95, 102, 103, 108, 109, 120,
]

/// The runs of met periods of a daily habit with `marks`, newest first, and its analysis.
private func runs(_ marks: [(Int, Action)]) -> (lengths: [Int], analysis: Analysis) {
    let id = HabitID("h")!
    let habit = Habit(id: id, since: today.adding(-(marks.map(\.0).max() ?? 0)))
    let entries = marks.map { Entry(day: today.adding(-$0.0), habit: id, action: $0.1) }.sorted { $0.day < $1.day }
    let history = History(folding: entries, goal: .check)
    var lengths: [Int] = []
    var run = 0
    for period in Engine.periods(habit, history: history, today: today, weekStart: .monday) {
        if period.outcome == .met {
            run += 1
        } else if period.outcome == .failed {
            if run > 0 { lengths.append(run) }
            run = 0
        }
    }
    if run > 0 { lengths.append(run) }
    return (lengths.reversed(), Engine.analyze(habit, history: history, today: today, weekStart: .monday))
}

/// Loop's `getBest(n)`: the `n` longest runs (of equal ones, the newer), newest first.
private func best(_ lengths: [Int], _ n: Int) -> [Int] {
    let chosen = lengths.indices.sorted { lengths[$0] != lengths[$1] ? lengths[$0] > lengths[$1] : $0 < $1 }.prefix(n)
    return chosen.sorted().map { lengths[$0] }
}

@Test func loopStreakListGetAll() {
    // StreakListTest.testGetAll: 22 streaks; the newest four are 2, 1, 1 and 4 days long.
    let (lengths, analysis) = runs(longHabitMarks.map { ($0, .done) })
    #expect(lengths.count == 22)
    #expect(Array(lengths.prefix(4)) == [2, 1, 1, 4])
    #expect(analysis.streak.current == 2)
    #expect(analysis.streak.longest == 6)
}

@Test func loopStreakListGetBest() {
    // StreakListTest.testGetBest: the best four are 4, 3, 5 and 6 days long (newest
    // first), the best two 5 and 6.
    let (lengths, _) = runs(longHabitMarks.map { ($0, .done) })
    #expect(best(lengths, 4) == [4, 3, 5, 6])
    #expect(best(lengths, 2) == [5, 6])
}

@Test func loopStreakListGetBestWithUnknowns() {
    // StreakListTest.testGetBest_withUnknowns: done today, "no" 5 days ago (recorded as `clear`): one streak of 1.
    let (lengths, analysis) = runs([(0, .done), (5, .clear)])
    #expect(lengths == [1])
    #expect(analysis.streak.longest == 1)
}
