/// The characters views draw with, in Unicode and in plain ASCII. Days are drawn with the
/// glyph table of `DayMark` (docs/cli.md); the rest are marks, separators and badges.
struct Glyphs: Sendable {
    let unicode: Bool
    /// The check mark of record lines and of the Today mark of a done habit.
    let done: String
    let bullet: String
    let dash: String
    /// Partial blocks from one eighth to seven eighths (ASCII has none).
    let eighths: [String]
    let todayMarker: String
    let badgeZero: String
    let badgeActive: String
    let badgeMilestone: String

    static let unicode = Glyphs(
        unicode: true, done: "✓", bullet: "·", dash: "—", eighths: ["▁", "▂", "▃", "▄", "▅", "▆", "▇"],
        todayMarker: "▲", badgeZero: "○", badgeActive: "●", badgeMilestone: "★")

    static let ascii = Glyphs(
        unicode: false, done: "x", bullet: "-", dash: "-", eighths: [], todayMarker: "^", badgeZero: "-",
        badgeActive: "+", badgeMilestone: "*")

    /// The set for `style`.
    static func `for`(_ style: Style) -> Glyphs { style.unicode ? .unicode : .ascii }

    /// The glyph of `mark` from the table.
    func day(_ mark: DayMark) -> String { mark.glyph(unicode: unicode) }

    /// The mark of a day answered `no`.
    var answeredNo: String { day(.no) }

    /// A one-cell partial day: the eighth block nearest below `fraction` of the goal (at
    /// least one eighth, at most seven); the table's partial glyph when the fraction is
    /// unknown or in ASCII.
    func partial(_ fraction: Double?) -> String {
        guard !eighths.isEmpty, let fraction, fraction.isFinite else { return day(.partial) }
        let level = Int((fraction * 8).rounded(.down))
        return eighths[min(max(level, 1), 7) - 1]
    }

    /// The box drawn before a habit in the Today view and `show`: `✓`, and the table's
    /// skipped and pending glyphs (`–`, `○`); in ASCII the boxes `[x]`, `[-]`, `[ ]`.
    func mark(
        done isDone: Bool, skipped isSkipped: Bool, answeredNo: Bool = false, over: Bool = false, unicode: Bool
    ) -> String {
        // An at-most habit over its limit has failed today: the `✗` of a day not done.
        let open = answeredNo || over ? DayMark.no : DayMark.pending
        if unicode { return isDone ? done : isSkipped ? DayMark.skipped.entry.unicode : open.entry.unicode }
        return isDone ? "[x]" : isSkipped ? "[-]" : over ? "[!]" : answeredNo ? "[n]" : "[ ]"
    }
}
