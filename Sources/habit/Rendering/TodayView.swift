import HabitCore
import StreakEngine

/// The Today view: the date, how many habits are done, and the habits due today with
/// their done mark, streak badge (only when above zero) and numeric progress.
enum TodayView {
    struct Row {
        var id: String
        var name: String
        var done: Bool
        /// Today's entries complete it (the caption's count); a quota met on earlier days
        /// is `done` but not completed today.
        var completedToday: Bool
        var skipped: Bool
        /// Answered "not done" today (`no`), drawn as the glyph table's `no`.
        var answeredNo: Bool = false
        /// An at-most habit over its limit today: `✗`, as `show` marks it.
        var over: Bool = false
        var progress: String?
        var streak: Int
        var unit: StreakUnit?
        /// Its reminder times, shown while something is left today (docs/reminders.md).
        var reminders: [TimeOfDay] = []

        /// The progress column: the progress, then `remind 07:30` while a reminder is set,
        /// joined by `bullet`.
        func detail(bullet: String) -> String? {
            guard !reminders.isEmpty else { return progress }
            let times = "remind " + reminders.map { $0.description }.joinedText(separator: ",")
            return progress.map { $0 + " \(bullet) " + times } ?? times
        }
    }

    /// `hasHabits` tells "no habits yet" apart from "nothing due today". With `groups`
    /// (positions in `rows`), the rows are drawn under tag headings, each with its own
    /// "N completed today" (docs/cli.md, "Groups").
    static func render(date: Day, rows: [Row], groups: TagGroups? = nil, hasHabits: Bool, style: Style) -> String {
        var out = style.paint(Describe.longDate(date), .bold) + "\n"
        guard hasHabits else {
            return out + "\n"
                + wrap(
                    "No habits yet. This view lists what is due each day and marks what you have done. "
                        + "Add your first habit with 'habit add meditate', or look around with 'habit demo'.",
                    style: style)
        }
        guard !rows.isEmpty else {
            return out + "\n"
                + wrap(
                    "Nothing is due today. This view lists the habits due each day; "
                        + "'habit upcoming' shows what comes next and 'habit list' shows every habit.",
                    style: style)
        }
        let completed = rows.filter(\.completedToday).count
        out += style.paint("\(completed) completed today", .dim) + "\n\n"
        let glyphs = Glyphs.for(style)
        var table = Table(
            headers: ["", "", "", "", ""], alignments: [.left, .left, .left, .right, .left], flexible: 2,
            alsoFlexible: [1, 3], droppable: [2])
        table.showHeader = false
        table.indent = 2
        var order = Array(rows.indices)
        if let groups {
            order = groups.order
            var start = 0
            for group in groups.groups {
                let done = group.members.filter { rows[$0].completedToday }.count
                table.headings[start] = GroupHeading.render(
                    title: group.title, detail: "\(done) completed today", style: style)
                start += group.members.count
            }
        }
        for row in order.map({ rows[$0] }) {
            var mark = glyphs.mark(
                done: row.done, skipped: row.skipped, answeredNo: row.answeredNo, over: row.over,
                unicode: style.unicode)
            mark =
                row.done
                ? style.paint(mark, .green)
                : row.skipped
                    ? style.paint(mark, .blue) : row.answeredNo || row.over ? style.paint(mark, .red) : mark
            let badge =
                row.streak > 0
                ? BadgeView.render(row.streak, unit: row.unit, style: style, compact: style.width < 60) : ""
            let name = Describe.nameBesideID(row.name, id: row.id)
            let detail = row.detail(bullet: glyphs.bullet) ?? (row.skipped ? "skipped" : "")
            table.rows.append([mark, row.id, name, detail, badge])
        }
        return out + table.render(width: style.width, style: style)
    }

    /// `text` wrapped at the style's width, on word boundaries; a word wider than a line
    /// is cut with `…`.
    static func wrap(_ text: String, style: Style) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let word = TextWidth.truncate(String(word), to: style.width, unicode: style.unicode)
            if !line.isEmpty, TextWidth.of(line) + 1 + TextWidth.of(word) > style.width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joinedText(separator: "\n") + "\n"
    }
}
