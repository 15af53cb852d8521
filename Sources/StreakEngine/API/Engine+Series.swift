import HabitCore

extension Engine {
    /// Per-day values and statuses (docs/streaks.md, Series), oldest first, ending today.
    ///
    /// - `.week`: the 7 days ending today; `.month`: the 30 days ending today.
    /// - `.year`: the heat map — 53 calendar weeks: the 52 whole weeks before today's week
    ///   (weeks start on `weekStart`), then today's week up to today. Days after today are
    ///   omitted, so the first point is always a `weekStart` day and the last is today;
    ///   a renderer lays the points out column by column and leaves the rest of the last
    ///   column empty.
    ///
    /// Statuses: `before_start` before `since`; `skipped`; `done` (the day is done, or its
    /// numeric period is met — at-most: the day's period is within the max); `partial`
    /// (numeric, some amount but the period not met); `missed` (a due day that is over
    /// and not done, a day without a check-in in a failed week or month, the deadline of a
    /// broken `N days` gap, any day of an exceeded at-most period); `pending` (today, not
    /// done, its period open); `not_due` otherwise. Values: 1 for a done check day, the
    /// recorded amount for numeric habits, `nil` when nothing is recorded.
    /// The parameters not listed are those of `analyze(_:history:today:weekStart:)`.
    ///
    /// - Parameter span: which days: `.week`, `.month` or `.year`, as above.
    /// - Returns: one point a day, oldest first, today the last.
    public static func series(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, span: SeriesSpan
    ) -> [SeriesPoint] {
        series(
            habit, history: history, today: today, weekStart: weekStart,
            from: firstDay(of: span, today: today, weekStart: weekStart))
    }

    /// The points of `from...today`, oldest first (`from` ≤ today): any span, such as the
    /// days `habit ask` asks about.
    package static func series(_ habit: Habit, history: History, today: Day, weekStart: Weekday, from: Day)
        -> [SeriesPoint]
    {
        var list = PeriodList(from: from)
        // At most a period a day ends from `from` on, and one more that ends after today.
        list.periods.reserveCapacity(max(0, today - from) + 2)
        PeriodScan(habit: habit, history: history, today: today, weekStart: weekStart, from: from).scan(into: &list)
        return points(habit, history: history, today: today, from: from, periods: list.periods)
    }

    /// The first day of a series over `span` ending `today`.
    static func firstDay(of span: SeriesSpan, today: Day, weekStart: Weekday) -> Day {
        switch span {
        case .week: today.adding(-6)
        case .month: today.adding(-29)
        case .year: today.startOfWeek(firstWeekday: weekStart).adding(-52 * 7)
        }
    }

    /// The series points of `from...today` given the periods that overlap it, oldest first.
    /// Each day is classified under the goal in force that day (docs/streaks.md, "Goals
    /// that change").
    static func points(_ habit: Habit, history: History, today: Day, from: Day, periods: [Period]) -> [SeriesPoint] {
        // Everything the loop changes is the closure's own: a value captured from outside
        // it would be copied on each use.
        history.withColumns { days, states in
            var classifier = habit.withJudged(on: from) { DayClassifier(habit: $0, today: today) }
            var goalEnd = habit.goalEnd(on: from)
            var points: [SeriesPoint] = []
            points.reserveCapacity(today - from + 1)
            var index = history.firstIndex(onOrAfter: from)
            var next = 0
            for number in from.number...today.number {
                let day = Day(number: number)
                if let end = goalEnd, day > end {
                    classifier = DayClassifier(habit: habit.judged(on: day), today: today)
                    goalEnd = habit.goalEnd(on: day)
                }
                var state: DayState? = nil
                if index < days.count, days[index].number == number {
                    state = states[index]
                    index += 1
                }
                while next < periods.count, periods[next].end < day { next += 1 }
                let period = next < periods.count && periods[next].start <= day ? periods[next] : nil
                points.append(classifier.point(day, state: state, period: period))
            }
            return points
        }
    }
}
