import HabitCore
import Testing
@testable import StreakEngine

/// `Engine.standing` skips the statistics and the strength score; what it does give must
/// be exactly what `analyze` says, for every schedule.
@Test func standingEqualsTheAnalysisOnRandomHistories() {
    var random = FixedRandom(seed: 0x5354_414E_44)
    var failures = 0
    for _ in 0..<5_000 {
        let c = RandomCase.make(using: &random)
        let history = History(folding: c.entries, goal: c.habit.goal)
        let a = Engine.analyze(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let s = Engine.standing(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let expected = Standing(streak: a.streak, todayState: a.todayState, currentPeriod: a.currentPeriod)
        if s != expected {
            failures += 1
            if failures <= 3 { Issue.record("standing \(s)\nanalysis \(expected)\nfor\n\(c)") }
        }
    }
    #expect(failures == 0)
}
