/// A tag heading of the grouped Today view and `list` (docs/cli.md, "Groups"): the group's
/// title in bold, then, in the Today view, its own count (`Morning · 1 completed today`)
/// dimmed. It fits the width: the title gives way first, down to 8 cells, then the count
/// is left out, then the title is cut further.
enum GroupHeading {
    /// The fewest cells the title keeps while the count beside it is shown.
    static let titleCells = 8

    static func render(title: String, detail: String?, style: Style) -> String {
        let title = TextWidth.display(title)
        guard let detail else { return style.paint(fit(title, style.width, style), .bold) }
        let tail = " \(Glyphs.for(style).bullet) \(detail)"
        let room = style.width - TextWidth.of(tail)
        guard room >= min(titleCells, TextWidth.of(title)) else {
            return style.paint(fit(title, style.width, style), .bold)
        }
        return style.paint(fit(title, room, style), .bold) + style.paint(tail, .dim)
    }

    private static func fit(_ text: String, _ width: Int, _ style: Style) -> String {
        TextWidth.truncate(text, to: width, unicode: style.unicode)
    }
}
