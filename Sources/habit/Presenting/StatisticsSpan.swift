import HabitCore
import StreakEngine

/// The calendar period `stats --week|--month|--year` and `report --week` count over: the
/// current week, month or year, from its first day through today (docs/cli.md, "stats").
struct StatisticsSpan: Equatable {
    /// Which calendar period; as `stats` options, the flags `--week`, `--month`, `--year`.
    enum Kind: String, CommandOption {
        case week, month, year

        var spec: OptionSpec {
            OptionSpec(name: rawValue, value: nil, summary: "count over this \(rawValue) so far (first day to today)")
        }
    }

    let kind: Kind
    /// The period's first day: the week's first weekday (`week-start`), the 1st of the
    /// month, or January 1.
    let from: Day
    /// Today: the span is the period so far.
    let to: Day

    /// The period of `kind` that contains `today`.
    init(_ kind: Kind, today: Day, weekStart: Weekday) {
        self.kind = kind
        let first: Day
        switch kind {
        case .week: first = today.startOfWeek(firstWeekday: weekStart)
        case .month: first = today.startOfMonth
        case .year: first = Day(year: today.year, month: 1, day: 1) ?? today
        }
        // The first week of year 1 may start before 0001-01-01, which no view prints.
        from = max(first, .minimum)
        to = today
    }

    /// `This week (Mon, Nov 16 – today)`: the heading over statistics of the span.
    func title(style: Style) -> String {
        let dash = style.unicode ? "–" : "-"
        let first = from == to ? "today" : "\(Describe.shortDate(from, today: to)) \(dash) today"
        return "This \(kind.rawValue) (\(first))"
    }

    /// `{"kind", "from", "to"}`; `null` for all time (no span).
    static func json(_ span: StatisticsSpan?) -> JSONValue {
        guard let span else { return .null }
        return .object([("kind", .string(span.kind.rawValue)), ("from", .day(span.from)), ("to", .day(span.to))])
    }

    /// The engine's analysis of `habit` over the span: the engine's statistics of the
    /// periods from the span's first day (docs/cli.md, "stats"; a `T in I days` day judged
    /// by its whole window), with the habit's own `since`. The strength score is the
    /// habit's own as of today (a level, not a count), so it is the same as all time.
    func analysis(of habit: Habit, history: History, weekStart: Weekday) -> HabitStatistics {
        HabitStatistics(
            statistics: Engine.statistics(habit, history: history, today: to, weekStart: weekStart, from: from),
            strength: Engine.strength(habit, history: history, today: to))
    }
}

/// What the statistics views show of one habit: the engine's statistics, over all time
/// or a span, and the strength score as of today.
struct HabitStatistics {
    let statistics: Statistics
    let strength: Double?

    init(statistics: Statistics, strength: Double?) {
        self.statistics = statistics
        self.strength = strength
    }

    init(_ analysis: Analysis) {
        self.init(statistics: analysis.statistics, strength: analysis.strength)
    }
}
