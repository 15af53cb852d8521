import HabitCore
import StreakEngine

/// A one-line chart of recent days, one character per day, each the glyph of its mark
/// (docs/cli.md); partial days draw the eighth block of their amount.
enum Sparkline {
    /// Days in `noDays` (answered "not done") show the `no` mark.
    static func render(_ points: [SeriesPoint], goal: Goal, noDays: Set<Day> = [], style: Style) -> String {
        let glyphs = Glyphs.for(style)
        let table = glyphs.unicode ? unicodeGlyphs : asciiGlyphs
        // Runs of one colour share one pair of escape codes: a run is written out when the
        // next day's colour differs, and at the end.
        var out = ""
        var run = ""
        var runColor: Style.Color?
        for point in points {
            let mark = DayMark.of(point, goal: goal, noDays: noDays)
            let text = mark == .partial ? glyphs.partial(fraction(point, goal: goal)) : table[mark.rawValue]
            let color = colors[mark.rawValue]
            if color != runColor {
                out += runColor.map { style.paint(run, $0) } ?? run
                run = ""
                runColor = color
            }
            run += text
        }
        return out + (runColor.map { style.paint(run, $0) } ?? run)
    }

    /// Each mark's glyph and colour, by the mark's raw value: the glyph table of `DayMark`,
    /// read once a process rather than for every day.
    private static let unicodeGlyphs = DayMark.allCases.map { $0.glyph(unicode: true) }
    private static let asciiGlyphs = DayMark.allCases.map { $0.glyph(unicode: false) }
    private static let colors = DayMark.allCases.map { $0.entry.color }

    /// How much of an at-least goal the day's amount reaches, or `nil` when unknown.
    static func fraction(_ point: SeriesPoint, goal: Goal) -> Double? {
        guard case .atLeast(let target, _) = goal, target.isPositive, let value = point.value else { return nil }
        return value.doubleValue / target.doubleValue
    }
}
