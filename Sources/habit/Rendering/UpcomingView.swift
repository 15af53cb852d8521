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
        var blocks: [String] = []
        // Ids padded to the longest, so the names line up from group to group; an id
        // longer than a third of the width is cut (docs/cli.md, "Width").
        let idCap = max(Table.comfortable, style.width / 3)
        let idWidth = min(idCap, groups.flatMap { $0.items.map { TextWidth.of($0.id) } }.max() ?? 0)
        for group in groups {
            var table = Table(
                headers: ["", "", ""], alignments: [.left, .left, .left], flexible: 1, alsoFlexible: [0, 2],
                droppable: [1])
            table.showHeader = false
            table.indent = 2
            for item in group.items {
                table.rows.append([
                    TextWidth.padRight(TextWidth.truncate(item.id, to: idCap, unicode: style.unicode), idWidth),
                    Describe.nameBesideID(item.name, id: item.id),
                    item.detail.map { "\(dash) \($0)" } ?? "",
                ])
            }
            let title = TextWidth.truncate(group.title, to: style.width, unicode: style.unicode)
            blocks.append(style.paint(title, .bold) + "\n" + table.render(width: style.width, style: style))
        }
        return blocks.joinedText(separator: "\n")
    }
}
