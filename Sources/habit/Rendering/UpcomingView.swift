/// `habit upcoming`: date headers (`Tomorrow`, `Mon, Nov 23`, …) with the habits due
/// then, and quota habits under their period with what is left (`gym — 1 of 3 this week`).
enum UpcomingView {
    static func render(_ groups: [UpcomingPlan.Group], days: Int, hasHabits: Bool, style: Style) -> String {
        guard hasHabits else {
            return TodayView.wrap(
                "No habits yet. This view lists what is due in the coming days. "
                    + "Add a habit with 'habit add meditate --every daily', or try 'habit demo'.", style: style)
        }
        guard !groups.isEmpty else {
            return TodayView.wrap(
                "Nothing is due in the next \(Describe.count(days, "day")). This view lists what comes after today; "
                    + "'habit list' shows every habit and 'habit upcoming --days 30' looks further ahead.",
                style: style)
        }
        let dash = Glyphs.for(style).dash
        // One table for every group, so the columns line up from group to group; its
        // lines are then handed back to their groups, one line a habit.
        var table = Table(
            headers: ["", "", ""], alignments: [.left, .left, .left], flexible: 1, alsoFlexible: [0, 2],
            droppable: [1])
        table.showHeader = false
        table.indent = 2
        for item in groups.flatMap(\.items) {
            table.rows.append([
                item.id, item.name == item.id ? "" : TextWidth.display(item.name),
                item.detail.map { "\(dash) \($0)" } ?? "",
            ])
        }
        var lines = table.render(width: style.width, style: style).split(separator: "\n")[...]
        var blocks: [String] = []
        for group in groups {
            let title = TextWidth.truncate(group.title, to: style.width, unicode: style.unicode)
            let own = lines.prefix(group.items.count)
            lines = lines.dropFirst(group.items.count)
            blocks.append(style.paint(title, .bold) + "\n" + own.map { $0 + "\n" }.joined())
        }
        return blocks.joined(separator: "\n")
    }
}
