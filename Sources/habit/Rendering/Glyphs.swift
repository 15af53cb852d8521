/// The characters views draw with, in Unicode and in plain ASCII.
struct Glyphs: Sendable {
    let done: String
    let notDone: String
    let skipped: String
    let bullet: String
    let dash: String
    let full: String
    /// Partial blocks from one eighth to seven eighths (ASCII has none).
    let eighths: [String]
    /// The fill of partial bars where there are no eighths (ASCII).
    let partial: String
    let shade: String
    /// The fill of an at-most habit's bar on a day over its limit.
    let over: String
    let missed: String
    /// A day answered "not done" (`no` in the log): recorded, unlike a plain miss.
    let answeredNo: String
    let pending: String
    let todayMarker: String
    let badgeZero: String
    let badgeActive: String
    let badgeMilestone: String
    let heat: [String]

    static let unicode = Glyphs(
        done: "✓", notDone: "○", skipped: "–", bullet: "·", dash: "—", full: "█",
        eighths: ["▁", "▂", "▃", "▄", "▅", "▆", "▇"], partial: "▄", shade: "░", over: "▓", missed: "·", answeredNo: "✗",
        pending: "○",
        todayMarker: "▲", badgeZero: "○", badgeActive: "●", badgeMilestone: "★",
        heat: ["░", "▒", "▓", "█"])

    static let ascii = Glyphs(
        done: "x", notDone: " ", skipped: "-", bullet: "-", dash: "-", full: "#",
        eighths: [], partial: "+", shade: ":", over: "!", missed: ".", answeredNo: "n", pending: "o",
        todayMarker: "^", badgeZero: "-", badgeActive: "+", badgeMilestone: "*",
        heat: ["+", "+", "+", "#"])

    /// The set for `style`.
    static func `for`(_ style: Style) -> Glyphs { style.unicode ? .unicode : .ascii }

    /// The box drawn before a habit in lists: `✓`/`○` or `[x]`/`[ ]`.
    func mark(done isDone: Bool, skipped isSkipped: Bool, unicode: Bool) -> String {
        if unicode { return isDone ? done : isSkipped ? skipped : notDone }
        return isDone ? "[x]" : isSkipped ? "[-]" : "[ ]"
    }
}
