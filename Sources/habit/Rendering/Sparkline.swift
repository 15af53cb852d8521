import HabitCore
import StreakEngine

/// A one-line chart of recent days, one character per day: full block for done, a
/// lower block for partial (by how much), a dash for skipped, a dot for missed, a circle
/// for today still pending, blank when not due or before the habit began.
enum Sparkline {
    /// Days in `noDays` (answered "not done") show the `answeredNo` mark.
    static func render(_ points: [SeriesPoint], goal: Goal, noDays: Set<Day> = [], style: Style) -> String {
        let glyphs = Glyphs.for(style)
        // Runs of one colour share one pair of escape codes.
        var runs: [(text: String, color: Style.Color?)] = []
        for point in points {
            let cell: (String, Style.Color?)
            switch point.status {
            case _ where point.status != .beforeStart && noDays.contains(point.date): cell = (glyphs.answeredNo, .red)
            case .done: cell = (glyphs.full, .green)
            case .partial: cell = (partial(point.value, goal: goal, glyphs: glyphs), .yellow)
            case .skipped: cell = (glyphs.skipped, .blue)
            case .missed: cell = (glyphs.missed, .red)
            case .pending: cell = (glyphs.pending, .grey)
            case .notDue, .beforeStart: cell = (" ", nil)
            }
            if let last = runs.last, last.color == cell.1 {
                runs[runs.count - 1].text += cell.0
            } else {
                runs.append((cell.0, cell.1))
            }
        }
        return runs.map { run in run.color.map { style.paint(run.text, $0) } ?? run.text }.joined()
    }

    private static func partial(_ value: Amount?, goal: Goal, glyphs: Glyphs) -> String {
        guard !glyphs.eighths.isEmpty else { return glyphs.partial }
        guard case .atLeast(let target, _) = goal, target.isPositive, let value else { return glyphs.eighths[3] }
        let level = Int((value.doubleValue / target.doubleValue * 8).rounded(.down))
        return glyphs.eighths[min(max(level, 1), 7) - 1]
    }
}
