import StreakEngine

/// `habit status`: one line per habit with its status, streak and due date.
enum StatusView {
    static func render(_ summaries: [HabitSummary], style: Style) -> String {
        String(decoding: utf8(summaries, style: style), as: UTF8.self)
    }

    /// `render(_:style:)` as UTF-8, drawn as bytes (`Table.utf8`).
    static func utf8(_ summaries: [HabitSummary], style: Style) -> [UInt8] {
        guard !summaries.isEmpty else {
            return Array(
                TodayView.wrap(
                    "No habits yet. Status shows one line per habit: active, at risk, broken and so on. "
                        + "Add a habit with 'habit add meditate'.", style: style
                ).utf8)
        }
        var table = Table(
            headers: ["", "", "", ""], alignments: [.left, .left, .left, .left], flexible: 3,
            alsoFlexible: [0], droppable: [3])
        table.showHeader = false
        for summary in summaries {
            let streak = summary.streak
            let word = summary.isOverLimit ? "over the limit" : summary.statusWord
            var color: Style.Color =
                switch streak.status {
                case .atRisk: .red
                case .active: .green
                case .broken: .yellow
                default: .grey
                }
            if summary.isOverLimit { color = .red }
            var notes: [String] = summary.statusProgress(dash: Glyphs.for(style).dash).map { [$0] } ?? []
            if let dueBy = streak.dueBy,
                streak.status == .atRisk || streak.status == .pending || summary.leftToday != nil
            {
                notes.append(Describe.due(dueBy, today: summary.today))
            }
            let due = notes.joinedText(separator: " \(Glyphs.for(style).bullet) ")
            let badge = streak.unit == nil ? "" : BadgeView.render(streak.current, unit: streak.unit, style: style)
            table.rows.append([summary.habit.id.rawValue, style.paint(word, color), badge, due])
        }
        return table.utf8(width: style.width, style: style, cellWidths: table.cellWidths())
    }
}
