import StreakEngine

/// What `report` says, worked out once for its text and its JSON so the two cannot
/// disagree (docs/cli.md, "report"; docs/json.md): the habits due today and those done,
/// what is still to do today, the limits passed, the streaks at risk and broken, and the
/// best current streaks.
struct ReportContent {
    /// A habit with something left today and what is left (`5 more glasses`,
    /// `1 more this week`), `""` for a plain check.
    struct Left {
        let summary: HabitSummary
        let words: String
    }

    /// An at-most habit over its limit and the period that holds today (its `done` is the
    /// amount so far, its `target` the limit).
    struct Over {
        let summary: HabitSummary
        let period: CurrentPeriod
    }

    /// The habits Today lists, less the at-most ones (a limit is never due nor done) and
    /// those made of others, counted apart so that no day is counted twice (docs/cli.md,
    /// "Views").
    let due: [HabitSummary]
    /// Those of `due` whose entries today complete today.
    let done: [HabitSummary]
    /// The habits made of others that Today lists.
    let composites: [HabitSummary]
    /// Those of `composites` that their members' entries today complete today.
    let compositesDone: [HabitSummary]
    /// Those Today lists, made of others or not, with nothing left today through
    /// earlier days (a met weekly quota).
    let metEarlier: [HabitSummary]
    let left: [Left]
    let over: [Over]
    let atRisk: [HabitSummary]
    let broken: [HabitSummary]
    /// At most five habits with a current streak above 0, longest first.
    let best: [HabitSummary]

    init(_ summaries: [HabitSummary]) {
        let listed = summaries.filter { $0.showsToday && !$0.isLimit }
        due = listed.filter { !$0.habit.isComposite }
        done = due.filter(\.isCompletedToday)
        composites = listed.filter { $0.habit.isComposite }
        compositesDone = composites.filter(\.isCompletedToday)
        metEarlier = listed.filter { $0.isDoneToday && !$0.isCompletedToday }
        left = summaries.compactMap { summary in summary.leftToday.map { Left(summary: summary, words: $0) } }
        over = summaries.compactMap { summary in
            guard let period = summary.standing.currentPeriod, period.isOverLimit else { return nil }
            return Over(summary: summary, period: period)
        }
        atRisk = summaries.filter { $0.streak.status == .atRisk }
        broken = summaries.filter { $0.streak.status == .broken }
        best = Array(
            summaries.filter { $0.streak.current > 0 }.sorted { $0.streak.current > $1.streak.current }.prefix(5))
    }
}
