import HabitCore
import StreakEngine

/// A one-line chart of recent days, one character per day: full block for done, a
/// lower block for partial (by how much), a dash for skipped, a dot for missed, a circle
/// for today still pending, blank when not due or before the habit began.
enum Sparkline {
    static func render(_ points: [SeriesPoint], goal: Goal, style: Style) -> String {
        let glyphs = Glyphs.for(style)
        var out = ""
        for point in points {
            switch point.status {
            case .done: out += style.paint(glyphs.full, .green)
            case .partial: out += style.paint(partial(point.value, goal: goal, glyphs: glyphs), .yellow)
            case .skipped: out += style.paint(glyphs.skipped, .blue)
            case .missed: out += style.paint(glyphs.missed, .red)
            case .pending: out += style.paint(glyphs.pending, .grey)
            case .notDue, .beforeStart: out += " "
            }
        }
        return out
    }

    private static func partial(_ value: Amount?, goal: Goal, glyphs: Glyphs) -> String {
        guard !glyphs.eighths.isEmpty else { return glyphs.partial }
        guard case .atLeast(let target, _) = goal, target.isPositive, let value else { return glyphs.eighths[3] }
        let level = Int((value.doubleValue / target.doubleValue * 8).rounded(.down))
        return glyphs.eighths[min(max(level, 1), 7) - 1]
    }
}
