import HabitCore
import StreakEngine

/// How a view draws one day: the states of the glyph table in docs/cli.md, shared by the
/// `list` sparkline, the bar charts, the heat map, the Today marks and every legend.
enum DayMark: Int, CaseIterable, Sendable, Comparable {
    case done, partial, kept, over, skipped, no, missed, pending, notDue

    /// One row of the glyph table.
    struct Entry: Sendable, Equatable {
        let unicode: String
        let ascii: String
        /// The word the legend gives the glyph.
        let word: String
        let color: Style.Color?
    }

    /// The glyph table (docs/cli.md lists the same rows). Partial days draw the eighth that
    /// matches their amount where a view can (`Glyphs.partial(_:)`); the table's glyph is
    /// the one the legend shows.
    var entry: Entry {
        switch self {
        case .done: Entry(unicode: "█", ascii: "#", word: "done", color: .green)
        // Not `+`, the ASCII badge of a 1–6 streak (docs/cli.md, "Output").
        case .partial: Entry(unicode: "▄", ascii: "=", word: "partial", color: .yellow)
        case .kept: Entry(unicode: "░", ascii: ":", word: "within the limit", color: .green)
        case .over: Entry(unicode: "▓", ascii: "!", word: "over the limit", color: .red)
        case .skipped: Entry(unicode: "–", ascii: "-", word: "skipped", color: .blue)
        case .no: Entry(unicode: "✗", ascii: "n", word: "not done", color: .red)
        case .missed: Entry(unicode: "·", ascii: ".", word: "missed", color: .red)
        case .pending: Entry(unicode: "○", ascii: "o", word: "pending", color: .grey)
        case .notDue: Entry(unicode: " ", ascii: " ", word: "not due", color: nil)
        }
    }

    /// The glyph in Unicode or in ASCII.
    func glyph(unicode: Bool) -> String { unicode ? entry.unicode : entry.ascii }

    /// Whether the mark fills a whole bar in the bar charts (the others sit on the base line,
    /// or draw a partial bar).
    var fillsBar: Bool { self == .done || self == .kept || self == .over }

    /// The mark of `point`, the one rule every view follows: a day answered `no` shows it;
    /// at-most habits are kept or over (never done); a day still open with some amount
    /// toward an at-least goal is partial.
    static func of(_ point: SeriesPoint, goal: Goal, noDays: Set<Day> = []) -> DayMark {
        if point.status == .beforeStart { return .notDue }
        if !noDays.isEmpty, noDays.contains(point.date) { return .no }
        switch point.status {
        case .done: return goal.isLimit ? .kept : .done
        case .partial: return goal.isLimit ? .kept : .partial
        case .missed: return goal.isLimit ? .over : .missed
        case .skipped: return .skipped
        case .pending:
            if case .atLeast = goal, point.value?.isPositive == true { return .partial }
            return .pending
        case .notDue, .beforeStart: return .notDue
        }
    }

    static func < (lhs: DayMark, rhs: DayMark) -> Bool { lhs.rawValue < rhs.rawValue }
}
