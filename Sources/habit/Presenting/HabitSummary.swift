import HabitCore
import StreakEngine

/// One habit as the views and JSON see it today: the engine's standing (streak, status,
/// current period) plus what was recorded today and in the current week or month; the
/// statistics and strength score on request (`analyze()`).
struct HabitSummary {
    let habit: Habit
    /// Streak, status, today's state and the current period.
    let standing: Standing
    /// The engine's series over the span asked for, ending today.
    let series: [SeriesPoint]
    /// Today's point of the series (its status says done, partial, pending…).
    var todayPoint: SeriesPoint? { series.last }
    /// Done days (check habits) or the summed amount (numeric) in the period containing
    /// today (the engine's): today for per-day schedules, the week or month for quotas.
    let periodValue: Amount
    let today: Day
    private let history: History
    private let weekStart: Weekday
    /// The whole analysis, when asked for at `init`.
    private let analysis: Analysis?

    /// Folds the habit's history once and asks the engine for its standing and the series
    /// over `span` (a week unless a view needs more). With `withSeries` false the series
    /// is left empty, so `todayPoint` and what is derived from it (`isDoneToday`,
    /// `isSkippedToday`) must not be used: for views that show only the standing. With
    /// `detailed`, the whole analysis is computed at once (for views that show the
    /// statistics, as every JSON habit object does) and the standing taken from it.
    init(
        habit: Habit, session: some HabitData, span: SeriesSpan = .week, withSeries: Bool = true, detailed: Bool = false
    ) {
        self.habit = habit
        self.today = session.today
        self.weekStart = session.weekStart
        let history = session.history(of: habit)
        self.history = history
        if detailed {
            let analysis = Engine.analyze(habit, history: history, today: session.today, weekStart: session.weekStart)
            self.analysis = analysis
            self.standing = Standing(
                streak: analysis.streak, todayState: analysis.todayState, currentPeriod: analysis.currentPeriod)
        } else {
            self.analysis = nil
            self.standing = Engine.standing(habit, history: history, today: session.today, weekStart: session.weekStart)
        }
        self.series =
            withSeries
            ? Engine.series(habit, history: history, today: session.today, weekStart: session.weekStart, span: span)
            : []
        self.periodValue = standing.currentPeriod?.value ?? .zero
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
    /// Done today, or (for weekly and monthly quotas) nothing left to do this period.
    /// At-most habits are never "done": they are within or over their limit.
    var isDoneToday: Bool {
        if case .atMost = habit.goal { return false }
        if todayPoint?.status == .done { return true }
        switch (habit.schedule, habit.goal) {
        case (.perWeek(let n), .check), (.perMonth(let n), .check): return periodValue >= Amount(n)
        case (.perWeek, .atLeast(let target, _)), (.perMonth, .atLeast(let target, _)): return periodValue >= target
        default: return false
        }
    }
    var isSkippedToday: Bool { todayPoint?.status == .skipped }

    /// Whether Today lists the habit: per-day schedules on their due days, quotas and
    /// intervals always (their period is open), `anytime` only once something is recorded.
    var showsToday: Bool {
        switch habit.schedule {
        case .daily, .weekdays: habit.schedule.isDueDay(today) && habit.since <= today
        case .perWeek, .perMonth, .everyNDays, .rolling: habit.since <= today
        case .anytime: standing.todayState != nil
        }
    }

    /// `5/8 glasses`, `1 of 3 this week`, `due by Mon, Nov 23`, `2 of 3 in 7 days`, or `nil`.
    var progress: String? {
        let periodWord: String
        switch habit.schedule {
        case .perWeek: periodWord = " this week"
        case .perMonth: periodWord = " this month"
        default: periodWord = ""
        }
        switch habit.goal {
        case .atLeast(let target, let unit), .atMost(let target, let unit):
            return "\(periodValue)/\(Describe.quantity(target, unit))" + periodWord
        case .check:
            switch habit.schedule {
            case .perWeek(let n), .perMonth(let n):
                return "\(periodValue.thousandths / 1000) of \(n)" + periodWord
            case .everyNDays:
                guard let due = streak.dueBy, !isDoneToday else { return nil }
                return due == today ? "due today" : "due by \(Describe.shortDate(due, today: today))"
            case .rolling(let times, let days):
                return "\(periodValue.thousandths / 1000) of \(times) in \(days) days"
            default:
                return nil
            }
        }
    }
}
