import HabitCore
import StreakEngine

/// `habit show`: the habit's header, streak badges, today's status, a chart of the
/// chosen span and the statistics block.
enum ShowView {
    static func render(
        summary: HabitSummary, span: SeriesSpan, series: [SeriesPoint], weekStart: Weekday, style: Style
    ) -> String {
        let habit = summary.habit
        let glyphs = Glyphs.for(style)
        let streak = summary.streak
        let separator = " \(glyphs.bullet) "
        var out = header(habit, style: style)
        out +=
            TextWidth.flow(
                [
                    habit.schedule.description,
                    // A habit made of others says what it is made of (docs/streaks.md).
                    habit.isComposite
                        ? "any of " + habit.membersInWords : Describe.goal(habit.goal, schedule: habit.schedule),
                    "since \(habit.since)",
                ]
                    + (habit.reminders.isEmpty
                        ? [] : ["remind " + habit.reminders.map { $0.description }.joinedText(separator: ",")]),
                separator: separator, width: style.width, unicode: style.unicode) + "\n"
        out += goalLines(habit, style: style)
        if streak.unit != nil {
            out += "  Current   " + BadgeView.render(streak.current, unit: streak.unit, style: style) + "\n"
            out += "  Longest   " + BadgeView.render(streak.longest, unit: streak.unit, style: style) + "\n"
        }
        out += todayLines(summary, style: style) + "\n"
        switch span {
        case .week, .month:
            out += "  Last \(series.count) days\n"
            out += BarChart.render(
                series, goal: habit.goal, today: summary.today, noDays: summary.noDays, style: style)
        case .year:
            out += HeatMap.render(
                series, goal: habit.goal, weekStart: weekStart, noDays: summary.noDays, style: style)
        }
        return out + "\n" + StatsBlock.render(habit: habit, analysis: HabitStatistics(summary.analyze()), style: style)
    }

    /// The title line of `show` and `stats ID`: the name in bold, the id when the name is
    /// not just the id, `[archived]`. A name too long for the width is cut with `…`
    /// before the id, which stays whole while the name keeps 8 cells; past that the name
    /// keeps 8 cells and the id is cut too, so the title still names it.
    static func header(_ habit: Habit, style: Style) -> String {
        let name = TextWidth.display(habit.name)
        let archived = habit.archived ? " [archived]" : ""
        let id = habit.name == habit.id.rawValue ? nil : habit.id.rawValue
        let suffix = (id.map { " (\($0))" } ?? "") + archived
        let room = style.width - TextWidth.of(suffix)
        guard TextWidth.of(name) > room else { return style.paint(name, .bold) + suffix + "\n" }
        if room >= 8 {
            return style.paint(TextWidth.truncate(name, to: room, unicode: style.unicode), .bold) + suffix + "\n"
        }
        let nameCells = min(8, TextWidth.of(name))
        let idRoom = style.width - nameCells - TextWidth.of(" ()" + archived)
        if let id, idRoom >= 4 {
            let cut = style.paint(TextWidth.truncate(name, to: nameCells, unicode: style.unicode), .bold)
            return cut + " (" + TextWidth.truncate(id, to: idRoom, unicode: style.unicode) + ")" + archived + "\n"
        }
        return TextWidth.truncate(style.paint(name, .bold) + suffix, to: style.width, unicode: style.unicode) + "\n"
    }

    /// The goal history of a habit whose goal changed, one line a goal, oldest first:
    /// `  Goals     daily · at least 8 glasses a day · until 2026-11-17`, then the current
    /// one `from` its first day (docs/streaks.md, "Goals that change"). Nothing for a
    /// habit whose goal never changed.
    private static func goalLines(_ habit: Habit, style: Style) -> String {
        let spans = GoalSpan.list(habit)
        guard spans.count > 1 else { return "" }
        let separator = " \(Glyphs.for(style).bullet) "
        var out = ""
        for (index, span) in spans.enumerated() {
            let words = [
                span.schedule.description, Describe.goal(span.goal, schedule: span.schedule),
                span.until.map { "\(span.from) to \($0)" } ?? "from \(span.from)",
            ]
            let label = index == 0 ? "  Goals     " : "            "
            out +=
                label
                + TextWidth.truncate(
                    words.joinedText(separator: separator), to: max(style.width - 12, 1), unicode: style.unicode) + "\n"
        }
        return out
    }

    private static func todayLines(_ summary: HabitSummary, style: Style) -> String {
        let glyphs = Glyphs.for(style)
        let mark = glyphs.mark(
            done: summary.isDoneToday, skipped: summary.isSkippedToday, answeredNo: summary.isAnsweredNoToday,
            over: summary.isOverLimit, unicode: style.unicode)
        var words = summary.isDoneToday ? "done" : summary.isSkippedToday ? "skipped" : "not done"
        if summary.isLimit, !summary.isSkippedToday, let progress = summary.progress {
            // A limit is never "done": its amount, and whether it is over (docs/cli.md).
            words = progress + (summary.isOverLimit ? " \(glyphs.dash) over" : "")
        } else if let progress = summary.progress {
            words += " (\(progress))"
        }
        var status = summary.statusWord
        if let due = summary.streak.dueBy, summary.streak.status == .pending || summary.streak.status == .atRisk {
            status += ", " + Describe.due(due, today: summary.today)
        }
        return ["  Today     \(mark) \(words)", "  Status    \(status)"].map {
            TextWidth.truncate($0, to: style.width, unicode: style.unicode) + "\n"
        }.joinedText()
    }
}
