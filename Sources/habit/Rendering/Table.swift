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
        // Each cell's columns, counted once.
        let cellWidths = rows.map { row in row.map(TextWidth.of) }
        var widths = headers.indices.map { column in
            cellWidths.map { $0[column] }.max().map { max($0, showHeader ? TextWidth.of(headers[column]) : 0) } ?? 0
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
        for (row, rowWidths) in zip(rows, cellWidths) {
            var line = pad
            for (position, column) in visible.enumerated() {
                if position > 0 { line += "  " }
                var text = row[column]
                var used = rowWidths[column]
                if used > widths[column] {
                    text = TextWidth.truncate(text, to: widths[column], unicode: style.unicode)
                    used = TextWidth.of(text)
                }
                let fill = String(repeating: " ", count: max(0, widths[column] - used))
                line += alignments[column] == .left ? text + fill : fill + text
            }
            lines.append(trimEnd(line))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` without its trailing spaces.
    private func trimEnd(_ text: String) -> String {
        // Byte by byte while the spaces follow an ASCII byte (or nothing): then each space
        // is a character of its own. Otherwise character by character, as a space may
        // close a cluster that starts before it.
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        if end == utf8.endIndex { return text }
        if end == utf8.startIndex || utf8[utf8.index(before: end)] < 0x80 { return String(text[..<end]) }
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
