import HabitCore

/// The key under a chart: which mark means done, partial, skipped, missed, pending.
enum Legend {
    /// `partial` is the partial mark the chart uses (the heat map's differs from bars').
    /// `answeredNo`: the chart shows days answered "not done", so the key names their mark.
    static func render(goal: Goal, style: Style, partial: String? = nil, answeredNo: Bool = false) -> String {
        let glyphs = Glyphs.for(style)
        var items = [style.paint(glyphs.full, .green) + " done"]
        if case .atLeast = goal {
            items.append(style.paint(partial ?? glyphs.partial, .yellow) + " partial")
        }
        if case .atMost = goal { items.append(style.paint(glyphs.over, .red) + " over the limit") }
        items.append(style.paint(glyphs.shade, .blue) + " skipped")
        items.append(style.paint(glyphs.missed, .red) + " missed")
        if answeredNo { items.append(style.paint(glyphs.answeredNo, .red) + " not done") }
        items.append(style.paint(glyphs.pending, .grey) + " pending")
        var lines = [String]()
        var line = ""
        for item in items {
            if !line.isEmpty, TextWidth.of(line) + 3 + TextWidth.of(item) > style.width - 2 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : "   ") + item
        }
        lines.append(line)
        return lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}
