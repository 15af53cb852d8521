/// The key under a chart: the glyph and word of every mark the chart drew, in the order of
/// the glyph table (docs/cli.md). Blank days (not due) need no key.
enum Legend {
    static func render(_ marks: Set<DayMark>, style: Style) -> String {
        let items = marks.filter { $0 != .notDue }.sorted().map { mark in
            paint(mark, style: style) + " " + mark.entry.word
        }
        guard !items.isEmpty else { return "" }
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
        return lines.map { "  " + $0 }.joinedText(separator: "\n") + "\n"
    }

    /// `text` (by default the mark's glyph) in the mark's colour.
    static func paint(_ mark: DayMark, _ text: String? = nil, style: Style) -> String {
        let text = text ?? mark.glyph(unicode: style.unicode)
        return mark.entry.color.map { style.paint(text, $0) } ?? text
    }
}
