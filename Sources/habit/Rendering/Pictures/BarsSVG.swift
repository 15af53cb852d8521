import HabitCore
import StreakEngine

/// The bars of `show --week --svg` and `show --month --svg`, and the last 30 days of each
/// habit in `report --html` (docs/cli.md, "Pictures"): the bar chart of `show` as a
/// picture — one bar per day, oldest on the left, as tall as the terminal's bar
/// (`BarChart.fill`: done and at-most days whole, a partial day by its share of the
/// target), the other days a short block on the base line; weekday names under a week,
/// day numbers under a month.
enum BarsSVG {
    static let plotHeight = 80
    static let margin = 12
    /// The height of a day that fills no bar: its colour on the base line.
    static let baseHeight = 8

    static func render(
        _ summary: HabitSummary, series: [SeriesPoint], notes: [Day: String] = [:], standalone: Bool,
        ids: String = "bars"
    ) -> String {
        let goal = summary.habit.goal
        let days = series.map { PictureDay($0, goal: goal, today: summary.today, noDays: summary.noDays) }
        guard !days.isEmpty else { return "" }
        let pitch = days.count <= 7 ? 44 : 22
        let width = max(margin * 2 + days.count * pitch, 300)
        let top = standalone ? SVGParts.headingHeight : 0
        let plotTop = top + (standalone ? 16 : 4)
        let base = plotTop + plotHeight
        var body = ""
        if standalone {
            // In the HTML report the page names the chart.
            body += SVGParts.heading(summary)
            body +=
                Markup.element(
                    "text", [("class", "m"), ("x", "\(margin)"), ("y", "\(top + 6)")], "Last \(days.count) days") + "\n"
        }
        let full = BarChart.height * 8
        for (index, day) in days.enumerated() {
            let eighths = BarChart.fill(of: day.mark, fraction: Sparkline.fraction(day.point, goal: goal))
            let height = eighths > 0 ? max(baseHeight, eighths * plotHeight / full) : baseHeight
            let x = margin + index * pitch
            body +=
                SVGParts.cell(
                    day, x: x + 3, y: base - height, width: pitch - 6, height: height, goal: goal,
                    note: notes[day.point.date], ids: ids) + "\n"
            body +=
                Markup.element(
                    "text",
                    [
                        ("class", day.isToday ? "t" : "m"), ("x", "\(x + pitch / 2)"), ("y", "\(base + 14)"),
                        ("text-anchor", "middle"),
                    ],
                    label(day.point.date, week: days.count <= 7)) + "\n"
        }
        let legendTop = base + 26
        let (legend, lines) = SVGParts.legend(days, x: margin, y: legendTop, width: width, ids: ids)
        body += legend
        let label = "\(summary.habit.name): the last \(days.count) days to \(summary.today)"
        return SVGParts.document(
            width: width, height: legendTop + lines * SVGParts.legendLine + 4, label: label, standalone: standalone,
            ids: ids, body: body)
    }

    /// `Sat` under a week's bar, `21` under a month's.
    private static func label(_ day: Day, week: Bool) -> String {
        week ? String(Describe.weekdayNames[day.weekday.rawValue - 1].prefix(3)) : String(day.day)
    }
}
