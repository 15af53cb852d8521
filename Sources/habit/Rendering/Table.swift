/// A plain text table: left- or right-aligned columns separated by two spaces, fitted
/// to a width by cutting one flexible column (or dropping it when too narrow).
struct Table {
    enum Alignment { case left, right }

    /// Column headers; empty strings for none. Shown only when `showHeader` is set.
    var headers: [String]
    var alignments: [Alignment]
    /// The column that gives way first when the table is too wide (usually the name).
    var flexible: Int?
    /// Columns that give way next, in order, once the droppable ones are gone.
    var alsoFlexible: [Int] = []
    /// Columns dropped, in this order, while the table is still too wide.
    var droppable: [Int] = []
    var rows: [[String]] = []
    var showHeader = true
    /// Spaces before each line.
    var indent = 0

    /// The table as lines, each at most `width` columns when that is possible.
    func render(width: Int, style: Style) -> String {
        guard !rows.isEmpty else { return "" }
        // Columns with nothing in them take no room.
        var visible = headers.indices.filter { column in
            (showHeader && !headers[column].isEmpty) || rows.contains { !$0[column].isEmpty }
        }
        var widths = headers.indices.map { column in
            rows.map { TextWidth.of($0[column]) }.max().map { max($0, showHeader ? TextWidth.of(headers[column]) : 0) }
                ?? 0
        }
        func total() -> Int { indent + visible.map { widths[$0] }.reduce(0, +) + 2 * max(0, visible.count - 1) }
        var drops = droppable
        while total() > width {
            if let flexible, visible.contains(flexible) {
                let others = total() - widths[flexible]
                let room = width - others
                if room >= 8 {
                    widths[flexible] = room
                    break
                }
            }
            guard !drops.isEmpty else {
                for column in alsoFlexible where visible.contains(column) && total() > width {
                    widths[column] = max(6, widths[column] - (total() - width))
                }
                break
            }
            let drop = drops.removeFirst()
            visible.removeAll { $0 == drop }
        }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        if showHeader {
            let cells = visible.map { TextWidth.padRight(headers[$0], widths[$0]) }
            lines.append(pad + style.paint(trimEnd(cells.joined(separator: "  ")), .bold))
        }
        for row in rows {
            let cells = visible.map { column -> String in
                let text =
                    TextWidth.of(row[column]) > widths[column]
                    ? TextWidth.truncate(row[column], to: widths[column], unicode: style.unicode) : row[column]
                return alignments[column] == .left
                    ? TextWidth.padRight(text, widths[column]) : TextWidth.padLeft(text, widths[column])
            }
            lines.append(pad + trimEnd(cells.joined(separator: "  ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func trimEnd(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
