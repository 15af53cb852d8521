import HabitCore
import StreakEngine

/// `habit report --html`: the report as one self-contained page (docs/cli.md,
/// "Pictures") — no script, no external font, image or style sheet. The summary of the
/// text report at the top (the same lines, from `ReportView.lines`), then every active
/// habit: its name, badges, the year grid and the last 30 days as inline SVG, and its
/// statistics (with `--week`, this week's too). Light and dark from
/// `prefers-color-scheme`, one column that fits a 360 px phone, and a print layout.
enum ReportHTML {
    /// One habit's part of the page: what the command worked out for it.
    struct Habit {
        let summary: HabitSummary
        let year: [SeriesPoint]
        /// The year starts at the habit's first week, not a year back.
        let yearFromFirstWeek: Bool
        let month: [SeriesPoint]
        let statistics: HabitStatistics
        /// This week's statistics with `--week`.
        let spanStatistics: HabitStatistics?
    }

    /// The text views' wording, in Unicode and without a width limit.
    static let style = Style(color: false, unicode: true, width: Style.maximumWidth)

    static func render(today: Day, habits: [Habit], weekStart: Weekday, span: StatisticsSpan?) -> String {
        let title = "habit report for \(Describe.longDate(today))"
        var body = Markup.element("h1", [], Markup.escape(title)) + "\n"
        if habits.isEmpty {
            body += Markup.element("p", [], Markup.escape(ReportView.emptyState)) + "\n"
        } else {
            body += summary(ReportContent(habits.map(\.summary))) + "\n"
        }
        for (index, habit) in habits.enumerated() {
            body += section(habit, index: index, weekStart: weekStart, span: span)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="habit">
            <title>\(Markup.escape(title))</title>
            <style>
            \(ReportHTMLStyle.page)
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    /// The summary: the text report's lines, then the best streaks with their badges.
    private static func summary(_ content: ReportContent) -> String {
        var out = ReportView.lines(content, dash: Glyphs.unicode.dash).map { line in
            Markup.element("p", [], Markup.escape(line))
        }.joinedText(separator: "\n")
        guard !content.best.isEmpty else { return Markup.element("section", [("class", "summary")], out) }
        let items = content.best.map { summary in
            Markup.element(
                "li", [],
                Markup.escape("\(summary.habit.id) \(Glyphs.unicode.dash) ") + badge(summary.streak.current, summary)
                    + Markup.escape(" (longest \(summary.streak.longest))"))
        }
        out += "\n" + Markup.element("h2", [], "Best streaks") + "\n"
        out += Markup.element("ul", [], "\n" + items.joinedText(separator: "\n") + "\n")
        return Markup.element("section", [("class", "summary")], "\n" + out + "\n")
    }

    /// `★ 12 days` in the badge's colour.
    private static func badge(_ count: Int, _ summary: HabitSummary) -> String {
        let badge = Badge(streak: count)
        return Markup.element(
            "span", [("class", "badge badge-\(badge.rawValue)")],
            Markup.escape(PictureStyle.badgeGlyph(badge) + " " + Describe.streak(count, unit: summary.streak.unit)))
    }

    /// One habit: name, schedule, badges, the year, the last 30 days, the statistics.
    private static func section(_ habit: Habit, index: Int, weekStart: Weekday, span: StatisticsSpan?) -> String {
        let summary = habit.summary
        let model = summary.habit
        var heading = Markup.escape(model.name)
        if model.name != model.id.rawValue {
            heading += " " + Markup.element("span", [("class", "id")], Markup.escape("(\(model.id))"))
        }
        let dot = " \(Glyphs.unicode.bullet) "
        let meta = [
            model.schedule.description, Describe.goal(model.goal, schedule: model.schedule), "since \(model.since)",
        ].joinedText(separator: dot)
        var out = Markup.element("h2", [], heading) + "\n"
        out += Markup.element("p", [("class", "meta")], Markup.escape(meta)) + "\n"
        if summary.streak.unit != nil {
            out +=
                Markup.element(
                    "p", [("class", "badges")],
                    "Current " + badge(summary.streak.current, summary) + Markup.escape(dot) + "Longest "
                        + badge(summary.streak.longest, summary)) + "\n"
        }
        let weeks = Set(habit.year.map { $0.date.startOfWeek(firstWeekday: weekStart) }).count
        out += Markup.element("h3", [], "Last \(weeks) weeks") + "\n"
        out += YearGridSVG.render(
            summary, series: habit.year, weekStart: weekStart, standalone: false, ids: "y\(index)",
            fromFirstWeek: habit.yearFromFirstWeek)
        out += Markup.element("h3", [], "Last \(habit.month.count) days") + "\n"
        out += BarsSVG.render(summary, series: habit.month, standalone: false, ids: "m\(index)")
        out += Markup.element("h3", [], "Statistics") + "\n" + table(model, habit.statistics)
        if let span, let statistics = habit.spanStatistics {
            out += Markup.element("h3", [], Markup.escape(span.title(style: style))) + "\n" + table(model, statistics)
        }
        return Markup.element("section", [("class", "habit")], "\n" + out) + "\n"
    }

    /// The statistics block of `show`, as a table.
    private static func table(_ habit: HabitCore.Habit, _ statistics: HabitStatistics) -> String {
        let rows = StatsBlock.rows(habit: habit, analysis: statistics, style: style).map { label, value in
            Markup.element(
                "tr", [],
                Markup.element("th", [], Markup.escape(label)) + Markup.element("td", [], Markup.escape(value)))
        }
        return Markup.element("table", [("class", "stats")], "\n" + rows.joinedText(separator: "\n") + "\n") + "\n"
    }
}
