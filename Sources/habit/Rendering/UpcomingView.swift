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
        for group in groups {
            var block = style.paint(group.title, .bold) + "\n"
            for item in group.items {
                var line = "  " + item.id
                if item.name != item.id { line += "  " + item.name }
                if let detail = item.detail { line += " \(dash) \(detail)" }
                block += TextWidth.truncate(line, to: style.width, unicode: style.unicode) + "\n"
            }
            blocks.append(block)
        }
        return blocks.joined(separator: "\n")
    }
}
