import HabitCore
import StreakEngine

/// A one-line chart of recent days, one character per day, each the glyph of its mark
/// (docs/cli.md); partial days draw the eighth block of their amount.
enum Sparkline {
    /// Days in `noDays` (answered "not done") show the `no` mark. The line takes one cell a
    /// point, as `TextWidth` measures it: every glyph is one cell, colour codes none
    /// (`GlyphTableTests` holds each glyph to it), so a table need not measure it.
    static func render(_ points: [SeriesPoint], goal: Goal, noDays: Set<Day> = [], style: Style) -> String {
        let glyphs = Glyphs.for(style)
        let table = glyphs.unicode ? unicodeGlyphs : asciiGlyphs
        let colors = Self.colors
        // The line's UTF-8 bytes, written in place into the string's own storage: a day
        // takes at most four bytes, and a change of colour at most sixteen (closing one
        // escape code, opening the next). Runs of one colour share one pair of escape codes
        // (`Style.paint` of the run): a run closes when the next day's colour differs, and
        // at the end.
        let capacity = points.count * (style.color ? 20 : 4) + 16
        return String(unsafeUninitializedCapacity: capacity) { out in
            var count = 0
            func put(_ text: String) {
                for byte in text.utf8 {
                    out[count] = byte
                    count += 1
                }
            }
            var runColor: Style.Color?
            for point in points {
                let mark = DayMark.of(point, goal: goal, noDays: noDays)
                let color = colors[mark.rawValue]
                if color != runColor {
                    if style.color, let previous = runColor { put(Style.codes(previous).close) }
                    if style.color, let color { put(Style.codes(color).open) }
                    runColor = color
                }
                if mark == .partial {
                    put(glyphs.partial(fraction(point, goal: goal)))
                } else {
                    var glyph = table[mark.rawValue]
                    repeat {
                        out[count] = UInt8(truncatingIfNeeded: glyph)
                        count += 1
                        glyph >>= 8
                    } while glyph != 0
                }
            }
            if style.color, let previous = runColor { put(Style.codes(previous).close) }
            return count
        }
    }

    /// Each mark's glyph and colour, by the mark's raw value: the glyph table of `DayMark`,
    /// read once a process rather than for every day. A glyph is its UTF-8 bytes packed
    /// into one integer, first byte lowest, up to its last nonzero byte (no glyph's bytes
    /// hold a zero, nor more than four).
    private static let unicodeGlyphs = DayMark.allCases.map { packed($0.glyph(unicode: true)) }
    private static let asciiGlyphs = DayMark.allCases.map { packed($0.glyph(unicode: false)) }
    private static let colors = DayMark.allCases.map { $0.entry.color }

    private static func packed(_ glyph: String) -> UInt32 {
        precondition((1...4).contains(glyph.utf8.count) && !glyph.utf8.contains(0))
        return glyph.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// How much of an at-least goal the day's amount reaches, or `nil` when unknown.
    static func fraction(_ point: SeriesPoint, goal: Goal) -> Double? {
        guard case .atLeast(let target, _) = goal, target.isPositive, let value = point.value else { return nil }
        return value.doubleValue / target.doubleValue
    }
}
