import HabitCore
import StreakEngine

/// One question of `habit ask`: a habit on a day.
struct AskPrompt {
    let day: Day
    let habit: Habit
}

/// The days `habit ask` looks at (docs/cli.md, "ask").
enum AskSpan {
    /// `--date D`: the day named, for every habit an entry on it would count for.
    case named(Day)
    /// `--days N`: these days, each habit's due days among them.
    case days(ClosedRange<Day>)
    /// Neither: each habit's due days back to its own last answer (`AskPlan.firstDay`).
    case scan
}

/// Which (day, habit) pairs `habit ask` asks about, oldest day first, habits in sort
/// order (docs/cli.md, "ask"): a day without an answer (no state and no `no`) that the
/// engine's series says is wanted — missed, pending or partial; a past day of an at-most
/// habit with nothing logged; with `--date`, any day an entry would count for. A habit
/// made of others is asked through its members: each member without an answer, on the
/// days the habit wants a check by the same rule.
struct AskPlan {
    /// The questions, in the order they are asked.
    let prompts: [AskPrompt]
    /// The first day looked at, for the words of an empty plan.
    let first: Day

    /// How many days the scan reaches back at most, today included, when no answer is
    /// found: skipped days do not count (a vacation stretches it).
    static let reach = 7
    /// The most days the scan looks back over, skipped ones included.
    static let longestReach = 366

    init(habits: [Habit], session: Session, span: AskSpan) {
        let today = session.today
        var wanted: [Day: Set<HabitID>] = [:]
        var first = today
        for habit in habits {
            let history = session.history(of: habit)
            let days: ClosedRange<Day> =
                switch span {
                case .named(let day): day...day
                case .days(let range): range
                case .scan: Self.firstDay(of: habit, history: history, today: today)...today
                }
            first = min(first, days.lowerBound)
            let named: Bool = if case .named = span { true } else { false }
            let members = habit.members.compactMap { session.snapshot.habit($0) }.filter { !$0.archived }
            let memberHistories = members.map { session.history(of: $0) }
            // From the first day asked about, however far back (`--date`, `--days`).
            let series = Engine.series(
                habit, history: history, today: today, weekStart: session.weekStart, from: days.lowerBound)
            for point in series where days.contains(point.date) && Self.wants(habit, point, today: today, named: named)
            {
                if habit.isComposite {
                    for (member, memberHistory) in zip(members, memberHistories)
                    where !memberHistory.isAnswered(on: point.date) {
                        wanted[point.date, default: []].insert(member.id)
                    }
                } else if !history.isAnswered(on: point.date) {
                    wanted[point.date, default: []].insert(habit.id)
                }
            }
        }
        let order = session.habits
        prompts = wanted.keys.sorted().flatMap { day in
            let ids = wanted[day] ?? []
            return order.filter { ids.contains($0.id) }.map { AskPrompt(day: day, habit: $0) }
        }
        self.first = first
    }

    /// Whether `point` wants an answer, by its status: a missed, pending or partial day;
    /// a day of an at-most habit within or over its limit, once it is over (or named:
    /// today is still open); a day named with `--date` whose entry would count
    /// (`Habit.countsEntry`). Never a day before `since`, nor a
    /// skipped one. Whether the day has an answer is the caller's.
    static func wants(_ habit: Habit, _ point: SeriesPoint, today: Day, named: Bool) -> Bool {
        switch point.status {
        case .beforeStart, .skipped: return false
        case .notDue: return named && habit.countsEntry(on: point.date)
        case .done, .missed, .pending, .partial:
            if habit.goal.isLimit { return named || point.date < today }
            return point.status != .done
        }
    }

    /// The first day the scan asks `habit` about: its last day with an answer that is not
    /// a skip, or the `reach`-th day back not skipped (today the first), never before
    /// `since` nor more than `longestReach` days back.
    static func firstDay(of habit: Habit, history: History, today: Day) -> Day {
        var first = today
        var counted = 1
        while counted < reach, today - first < longestReach - 1, first > Day.minimum, first > habit.since {
            let day = first.adding(-1)
            let skipped = history.state(on: day) == .skipped
            if !skipped, history.isAnswered(on: day) { return day }
            if !skipped { counted += 1 }
            first = day
        }
        return first
    }
}
