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
        let idWidth = groups.flatMap { $0.items.map { TextWidth.of($0.id) } }.max() ?? 0
        for group in groups {
            var table = Table(
                headers: ["", "", ""], alignments: [.left, .left, .left], flexible: 1, droppable: [1])
            table.showHeader = false
            table.indent = 2
            for item in group.items {
                let id = TextWidth.padRight(item.id, idWidth)
                table.rows.append([
                    id, item.name == item.id ? "" : item.name, item.detail.map { "\(dash) \($0)" } ?? "",
                ])
            }
            blocks.append(style.paint(group.title, .bold) + "\n" + table.render(width: style.width, style: style))
        }
        return blocks.joined(separator: "\n")
    }
}
