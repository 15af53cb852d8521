import HabitCore
import StreakEngine

/// The bar chart of `show --week` (7 days) and `show --month` (30 days): one bar per day,
/// oldest on the left, a day label row, and a marker under today.
///
/// Done days fill the bar; partial days of numeric habits fill it in proportion (in
/// eighths with Unicode, whole rows in ASCII); skipped days are shaded; missed days show
/// a dot on the base line and today, while still pending, a circle.
enum BarChart {
    /// Rows of bars.
    static let height = 5

    /// Days in `noDays` (answered "not done") show the `answeredNo` mark on the base line.
    static func render(_ points: [SeriesPoint], goal: Goal, today: Day, noDays: Set<Day> = [], style: Style) -> String {
        guard !points.isEmpty else { return "" }
        let glyphs = Glyphs.for(style)
        let available = style.width - 2
        let column = max(1, min(points.count <= 7 ? 5 : 3, available / points.count))
        let bar = column <= 2 ? 1 : column - 2
        let fills = points.map { fill(of: $0, goal: goal, points: points) }
        var lines: [String] = []
        for row in stride(from: height - 1, through: 0, by: -1) {
            var line = "  "
            for (index, point) in points.enumerated() {
                var cell = self.cell(point, eighths: fills[index], row: row, glyphs: glyphs)
                if case .atMost = goal, point.status == .missed, cell != " " { cell = glyphs.over }
                if row == 0, fills[index] == 0, point.status != .beforeStart, noDays.contains(point.date) {
                    cell = glyphs.answeredNo
                }
                line += style.paint(String(repeating: cell, count: bar), color(of: point.status))
                line += String(repeating: " ", count: column - bar)
            }
            lines.append(trimEnd(line))
        }
        lines.append(trimEnd("  " + labels(points, column: column, today: today)))
        if let todayIndex = points.firstIndex(where: { $0.date == today }) {
            // The label goes left of the marker when it would pass the width.
            let at = 2 + todayIndex * column
            lines.append(
                at + 1 + TextWidth.of(" today") <= style.width
                    ? String(repeating: " ", count: at) + glyphs.todayMarker + " today"
                    : String(repeating: " ", count: max(0, at - 6)) + "today " + glyphs.todayMarker)
        }
        let answered = points.contains { $0.status != .beforeStart && noDays.contains($0.date) }
        return lines.joined(separator: "\n") + "\n" + Legend.render(goal: goal, style: style, answeredNo: answered)
    }

    /// How many eighths of the bar's height the day fills.
    static func fill(of point: SeriesPoint, goal: Goal, points: [SeriesPoint]) -> Int {
        let full = height * 8
        let value = point.value?.doubleValue ?? 0
        switch point.status {
        case .done, .partial, .missed:
            switch goal {
            case .check: return point.status == .done ? full : 0
            case .atLeast(let target, _):
                if point.status == .done { return full }
                guard target.isPositive, value > 0 else { return 0 }
                return min(full - 1, max(1, Int(value / target.doubleValue * Double(full))))
            case .atMost(let max, _):
                let scale = Swift.max(max.doubleValue, points.compactMap { $0.value?.doubleValue }.max() ?? 0)
                guard scale > 0, value > 0 else { return 0 }
                return Swift.max(1, Int(value / scale * Double(full)))
            }
        case .skipped: return full
        case .pending:
            guard case .atLeast(let target, _) = goal, target.isPositive, value > 0 else { return 0 }
            return min(full - 1, max(1, Int(value / target.doubleValue * Double(full))))
        case .notDue, .beforeStart: return 0
        }
    }

    private static func cell(_ point: SeriesPoint, eighths: Int, row: Int, glyphs: Glyphs) -> String {
        if point.status == .skipped { return glyphs.shade }
        let below = row * 8
        if eighths >= below + 8 {
            return point.status == .done || !glyphs.eighths.isEmpty ? glyphs.full : glyphs.partial
        }
        if eighths > below {
            let part = eighths - below
            if glyphs.eighths.isEmpty {
                return part >= 4 || row == 0 ? (point.status == .done ? glyphs.full : glyphs.partial) : " "
            }
            return glyphs.eighths[part - 1]
        }
        guard row == 0, eighths == 0 else { return " " }
        switch point.status {
        case .missed: return glyphs.missed
        case .pending: return glyphs.pending
        default: return " "
        }
    }

    static func color(of status: DayStatus) -> Style.Color {
        switch status {
        case .done: .green
        case .partial: .yellow
        case .skipped: .blue
        case .missed: .red
        case .pending, .notDue, .beforeStart: .grey
        }
    }

    /// Weekday names for a week; for a month, day numbers placed where they fit,
    /// today's first.
    private static func labels(_ points: [SeriesPoint], column: Int, today: Day) -> String {
        if points.count <= 7 {
            return points.map { point in
                let name = String(Describe.weekdayNames[point.date.weekday.rawValue - 1].prefix(column >= 4 ? 3 : 2))
                return TextWidth.padRight(String(name.prefix(column)), column)
            }.joined()
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

    private static func trimEnd(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
