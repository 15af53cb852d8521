import HabitCore
import StreakEngine

/// The year of `show --year --svg` and of each habit in `report --html` (docs/cli.md,
/// "Pictures"): the heat map of `show --year` as a picture — one column per calendar
/// week, one row per weekday from the configured first one, a cell per day of the
/// engine's series, month names over the weeks they begin in, weekday names on every
/// other row, and a legend.
enum YearGridSVG {
    static let cell = 11
    static let pitch = 13
    static let labelWidth = 32
    static let margin = 12

    /// The year's weeks the picture draws: `weeks` weeks ending with today's when chosen
    /// (`--weeks N`), else the 53 of a year — but a habit younger than that from its first
    /// week (its `since`'s), with `fromFirstWeek` set so that the picture says so.
    static func firstDay(
        of habit: Habit, today: Day, weekStart: Weekday, weeks: Int?
    ) -> (day: Day, fromFirstWeek: Bool) {
        let thisWeek = today.startOfWeek(firstWeekday: weekStart)
        if let weeks { return (thisWeek.adding(-(weeks - 1) * 7), false) }
        let year = thisWeek.adding(-(yearWeeks - 1) * 7)
        let first = min(thisWeek, habit.since.startOfWeek(firstWeekday: weekStart))
        return first > year ? (first, true) : (year, false)
    }

    /// The weeks of a whole year's picture, and the most `--weeks` takes.
    static let yearWeeks = 53

    /// The picture of `series` (whole weeks ending with today's). `notes` go in the
    /// titles of their days; `ids` keeps the ids of one picture apart from another's.
    /// `fromFirstWeek`: the series starts at the habit's first week rather than a year
    /// back, and a line under the legend says so.
    static func render(
        _ summary: HabitSummary, series: [SeriesPoint], weekStart: Weekday, notes: [Day: String] = [:],
        standalone: Bool, ids: String = "year", fromFirstWeek: Bool = false
    ) -> String {
        let goal = summary.habit.goal
        let days = series.map { PictureDay($0, goal: goal, today: summary.today, noDays: summary.noDays) }
        guard let first = series.first?.date, let last = series.last?.date else { return "" }
        let firstWeek = first.startOfWeek(firstWeekday: weekStart)
        let weeks = (last.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7 + 1
        let caption =
            fromFirstWeek
            ? "From its first week, \(Describe.shortDate(firstWeek)): '--weeks \(yearWeeks)' draws the whole year."
            : nil
        // A young habit's few weeks leave the caption room enough to read.
        let captionWidth = caption.map { Int((Double($0.count) * SVGParts.characterWidth).rounded(.up)) } ?? 0
        let width = margin + max(labelWidth + weeks * pitch, captionWidth) + margin
        let top = standalone ? SVGParts.headingHeight : 4
        let gridTop = top + 18
        var body = standalone ? SVGParts.heading(summary) : ""
        body += monthLabels(from: firstWeek, weeks: weeks, y: top + 10)
        for row in stride(from: 0, to: 7, by: 2) {
            let weekday = Weekday(rawValue: (weekStart.rawValue - 1 + row) % 7 + 1) ?? .monday
            body +=
                Markup.element(
                    "text", [("class", "m"), ("x", "\(margin)"), ("y", "\(gridTop + row * pitch + 9)")],
                    String(Describe.weekdayNames[weekday.rawValue - 1].prefix(3))) + "\n"
        }
        for day in days {
            let week = (day.point.date.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7
            let row = (day.point.date.weekday.rawValue - weekStart.rawValue + 7) % 7
            body +=
                SVGParts.cell(
                    day, x: margin + labelWidth + week * pitch, y: gridTop + row * pitch, width: cell, height: cell,
                    goal: goal, note: notes[day.point.date], ids: ids) + "\n"
        }
        let legendTop = gridTop + 7 * pitch + 10
        var (legend, lines) = SVGParts.legend(days, x: margin, y: legendTop, width: width, ids: ids)
        body += legend
        if let caption {
            let y = legendTop + lines * SVGParts.legendLine + 9
            body +=
                Markup.element("text", [("class", "m"), ("x", "\(margin)"), ("y", "\(y)")], Markup.escape(caption))
                + "\n"
            lines += 1
        }
        let label = "\(summary.habit.name): the last \(Describe.count(weeks, "week")) to \(summary.today)"
        return SVGParts.document(
            width: width, height: legendTop + lines * SVGParts.legendLine + 4, label: label, standalone: standalone,
            ids: ids, body: body)
    }

    /// The month names: over the week each month's first day falls in, and the month the
    /// picture opens in at the left edge when the next name is at least three weeks on
    /// (so the two do not overlap).
    static func monthLabels(from firstWeek: Day, weeks: Int, y: Int) -> String {
        var names: [(week: Int, month: Int)] = []
        for week in 0..<weeks {
            if let month = HeatMap.monthBeginning(in: firstWeek.adding(week * 7)) { names.append((week, month)) }
        }
        if (names.first?.week ?? weeks) >= 3 { names.insert((0, firstWeek.month), at: 0) }
        return names.map { name in
            Markup.element(
                "text", [("class", "m"), ("x", "\(margin + labelWidth + name.week * pitch)"), ("y", "\(y)")],
                Describe.monthAbbreviation(name.month)) + "\n"
        }.joinedText()
    }
}
