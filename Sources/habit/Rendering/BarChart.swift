import HabitCore
import StreakEngine

/// The bar chart of `show --week` (7 days) and `show --month` (30 days): one bar per day,
/// oldest on the left, a day label row, and a marker under today.
///
/// Each day draws its mark from the glyph table (docs/cli.md): done days, and at-most days
/// within or over the limit, fill the bar with their glyph; partial days fill it in
/// proportion to the goal (in eighths with Unicode, whole rows in ASCII); skipped, missed,
/// answered-no and pending days put their glyph on the base line; days not due stay blank.
enum BarChart {
    /// Rows of bars.
    static let height = 5

    /// Days in `noDays` (answered "not done") show the `no` mark on the base line.
    static func render(_ points: [SeriesPoint], goal: Goal, today: Day, noDays: Set<Day> = [], style: Style) -> String {
        guard !points.isEmpty else { return "" }
        let glyphs = Glyphs.for(style)
        let available = style.width - 2
        let column = max(1, min(points.count <= 7 ? 5 : 3, available / points.count))
        let bar = column <= 2 ? 1 : column - 2
        let marks = points.map { DayMark.of($0, goal: goal, noDays: noDays) }
        let fills = points.indices.map { fill(of: marks[$0], fraction: Sparkline.fraction(points[$0], goal: goal)) }
        var lines: [String] = []
        for row in stride(from: height - 1, through: 0, by: -1) {
            var line = "  "
            for index in points.indices {
                let cell = self.cell(marks[index], eighths: fills[index], row: row, glyphs: glyphs)
                line += Legend.paint(marks[index], String(repeating: cell, count: bar), style: style)
                line += String(repeating: " ", count: column - bar)
            }
            lines.append(TextWidth.trimmingTrailingSpaces(line))
        }
        lines.append(TextWidth.trimmingTrailingSpaces("  " + labels(points, column: column, today: today)))
        if let todayIndex = points.firstIndex(where: { $0.date == today }) {
            // The label goes left of the marker when it would pass the width.
            let at = 2 + todayIndex * column
            lines.append(
                at + 1 + TextWidth.of(" today") <= style.width
                    ? String(repeating: " ", count: at) + glyphs.todayMarker + " today"
                    : String(repeating: " ", count: max(0, at - 6)) + "today " + glyphs.todayMarker)
        }
        return lines.joinedText(separator: "\n") + "\n" + Legend.render(Set(marks), style: style)
    }

    /// How many eighths of the bar's height a day with `mark` fills; `fraction` is how much
    /// of an at-least goal a partial day reached.
    static func fill(of mark: DayMark, fraction: Double?) -> Int {
        let full = height * 8
        if mark.fillsBar { return full }
        guard mark == .partial else { return 0 }
        guard let fraction, fraction.isFinite else { return full / 2 }
        return min(full - 1, max(1, Int(fraction * Double(full))))
    }

    private static func cell(_ mark: DayMark, eighths: Int, row: Int, glyphs: Glyphs) -> String {
        guard mark == .partial else {
            if mark.fillsBar || row == 0 { return glyphs.day(mark) }
            return " "
        }
        let below = row * 8
        if eighths >= below + 8 { return glyphs.eighths.isEmpty ? glyphs.day(.partial) : glyphs.day(.done) }
        guard eighths > below else { return " " }
        let part = eighths - below
        if glyphs.eighths.isEmpty { return part >= 4 || row == 0 ? glyphs.day(.partial) : " " }
        return glyphs.eighths[part - 1]
    }

    /// Weekday names for a week; for a month, day numbers placed where they fit,
    /// today's first.
    private static func labels(_ points: [SeriesPoint], column: Int, today: Day) -> String {
        if points.count <= 7 {
            return points.map { point in
                let name = String(Describe.weekdayNames[point.date.weekday.rawValue - 1].prefix(column >= 4 ? 3 : 2))
                return TextWidth.padRight(String(name.prefix(column)), column)
            }.joinedText()
        }
        var line = [Character](repeating: " ", count: points.count * column + 2)
        var taken = [Bool](repeating: false, count: line.count)
        let order = points.indices.reversed().filter { index in
            let day = points[index].date.day
            return points[index].date == today || day == 1 || day % 5 == 0
        }
        for index in order {
            let text = Array(String(points[index].date.day))
            let start = index * column
            let end = start + text.count
            guard end <= line.count, !taken[max(0, start - 1)..<min(line.count, end + 1)].contains(true) else {
                continue
            }
            for (offset, character) in text.enumerated() {
                line[start + offset] = character
                taken[start + offset] = true
            }
        }
        return String(line)
    }
}
