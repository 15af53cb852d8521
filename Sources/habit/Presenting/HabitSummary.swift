import HabitCore
import StreakEngine

/// One habit as the views and JSON see it today: the engine's standing (streak, status,
/// current period, today's status) plus what was recorded; the statistics and strength
/// score, and any series, on request. Everything it says about a rule comes from the
/// engine: it renders, it decides nothing.
struct HabitSummary {
    let habit: Habit
    /// Streak, status, today's state and status, the current period.
    let standing: Standing
    let today: Day
    private let history: History
    private let weekStart: Weekday
    /// The whole analysis, when asked for at `init`.
    private let analysis: Analysis?

    /// Folds the habit's history once and asks the engine for its standing. With
    /// `detailed`, the whole analysis is computed at once (for views that show the
    /// statistics, as every JSON habit object does) and the standing taken from it.
    init(habit: Habit, session: Session, detailed: Bool = false) {
        self.habit = habit
        self.today = session.today
        self.weekStart = session.weekStart
        let history = session.history(of: habit)
        self.history = history
        if detailed {
            let analysis = session.analysis(of: habit, history: history)
            self.analysis = analysis
            self.standing = analysis.standing
        } else {
            self.analysis = nil
            self.standing = session.standing(of: habit, history: history)
        }
    }

    /// The engine's series over `span`, ending today: one more pass over the history on
    /// every call, so a view asks once.
    func series(_ span: SeriesSpan) -> [SeriesPoint] {
        Engine.series(habit, history: history, today: today, weekStart: weekStart, span: span)
    }

    /// The engine's series from `day` through today (a year's picture that starts at the
    /// habit's first week).
    func series(from day: Day) -> [SeriesPoint] {
        Engine.series(habit, history: history, today: today, weekStart: weekStart, from: day)
    }

    /// The engine's whole analysis, with the statistics and the strength score: computed
    /// at `init` when `detailed`, else one more pass over the history on every call, so a
    /// view asks once. `list`, `status` and `report` tables show no statistics and never
    /// pay for them.
    func analyze() -> Analysis {
        analysis ?? Engine.analyze(habit, history: history, today: today, weekStart: weekStart)
    }

    var streak: Streak { standing.streak }

    /// Days answered "not done" (`no` in the log), which charts mark apart from misses.
    var noDays: Set<Day> { Set(history.noDays) }

    /// What is recorded on `day`, folded; `nil` when nothing is.
    func recordedState(on day: Day) -> DayState? { history.state(on: day) }

    /// Whether `day` has an answer (a recorded state or a `no`): `ask` skips it.
    func isAnswered(on day: Day) -> Bool { history.isAnswered(on: day) }

    /// For `T in I days`: the done days still needed by `due_by` to keep the window that
    /// ends then (`gym — 1 more by Thu`); `nil` for other schedules or without `due_by`.
    var windowShortfall: Int? {
        guard let due = streak.dueBy else { return nil }
        return Engine.windowShortfall(habit, history: history, through: due, today: today)
    }
    /// Nothing is left to do today (the engine's `Standing.isDoneToday`).
    var isDoneToday: Bool { standing.isDoneToday }
    /// Completed today: nothing is left to do today, and today holds a done entry (a check or
    /// a positive amount) — a quota met on earlier days is not (docs/cli.md, "Views").
    var isCompletedToday: Bool {
        guard isDoneToday, case .amount(let amount)? = standing.todayState else { return false }
        return amount.isPositive
    }
    var isSkippedToday: Bool { standing.today.status == .skipped }
    /// Today is answered "not done" (`no`) and nothing done since.
    var isAnsweredNoToday: Bool { !isDoneToday && history.answeredNo(on: today) }

    /// Whether Today lists the habit: whenever a period contains today (a due day of a
    /// per-day schedule, any day of a quota, interval or window from `since` on), and an
    /// `anytime` habit once something is recorded today.
    var showsToday: Bool {
        standing.currentPeriod != nil || (habit.schedule == .anytime && standing.todayState != nil)
    }

    /// `5/8 glasses`, `1 of 3 this week`, `due by Mon, Nov 23`, `2 of 3 in 7 days`, or
    /// `nil`: the engine's current period as words; `nil` when no period contains today
    /// (a weekday list on an off day), for a plain daily check, and once an `N days`
    /// habit is checked in.
    var progress: String? {
        if standing.currentPeriod?.kind == .interval, !habit.goal.isNumeric {
            guard let due = streak.dueBy, !isDoneToday else { return nil }
            return Describe.due(due, today: today)
        }
        return periodCount(joiner: " of ")
    }

    /// What the current period holds against what it asks: `5/8 glasses` for a numeric
    /// goal; for a check habit's week, month or window its done days and quota joined by
    /// `joiner` (`1 of 3 this week`, `1/3 in 7 days`). `nil` for a day or an interval of
    /// a check habit, and when no period contains today.
    func periodCount(joiner: String) -> String? {
        guard let period = standing.currentPeriod else { return nil }
        let scope = Self.scope(of: period, schedule: habit.schedule)
        if habit.goal.isNumeric {
            return "\(period.done)/\(Describe.quantity(period.target, habit.goal.unit))" + scope
        }
        switch period.kind {
        case .week, .month, .window:
            return "\(Describe.checkIns(period.done))\(joiner)\(Describe.checkIns(period.target))" + scope
        case .day, .interval: return nil
        }
    }

    /// How a period's progress is scoped in words: ` this week`, ` this month`,
    /// ` in 7 days` (a window's length is the schedule's), or nothing for a day.
    static func scope(of period: CurrentPeriod, schedule: Schedule) -> String {
        switch period.kind {
        case .week: return " this week"
        case .month: return " this month"
        case .window:
            guard case .rolling(_, let days) = schedule else { return "" }
            return " in \(days) days"
        case .day, .interval: return ""
        }
    }
}
