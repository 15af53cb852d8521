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
    /// Lines drawn before a row, by its index, after a blank line unless they open the
    /// output: the tag headings of the grouped Today view and `list` (`GroupHeading`),
    /// already fitted to the width. The columns are laid out over every row, so they line
    /// up from group to group.
    var headings: [Int: String] = [:]
    /// The cells a flexible column keeps while another flexible column can give way.
    static let comfortable = 12
    /// The fewest cells a flexible column is cut to when nothing else gives way.
    static let narrowest = 4

    /// The columns shown and their widths in cells, fitted to `width` as far as dropping
    /// and cutting columns goes; `total` may still pass `width` when every column that can
    /// give way is at its narrowest.
    struct Layout {
        var visible: [Int]
        var widths: [Int]
        var total: Int
    }

    /// Each column's widest cell (its header's width too when shown) and whether any of
    /// its cells holds anything, over the `count` rows `row` gives; `cells` gives the width
    /// of a row's cells, measured here when `nil`.
    private func measure(_ count: Int, _ row: (Int) -> [String], cells: ((Int) -> [Int])? = nil) -> (
        widths: [Int], filled: [Bool]
    ) {
        var filled = headers.map { showHeader && !$0.isEmpty }
        // A table with no rows takes no room, whatever its headers.
        guard count > 0 else { return (headers.map { _ in 0 }, filled) }
        var widths = headers.map { showHeader ? TextWidth.of($0) : 0 }
        for index in 0..<count {
            let cellWidths = cells?(index)
            for (column, cell) in row(index).enumerated() where !cell.isEmpty {
                widths[column] = max(widths[column], cellWidths?[column] ?? TextWidth.of(cell))
                filled[column] = true
            }
        }
        return (widths, filled)
    }

    /// The width of each cell of `rows`, row by row, as `TextWidth.of` measures it.
    func cellWidths() -> [[Int]] { rows.map { $0.map { TextWidth.of($0) } } }

    /// The layout for `width` (see `Layout`).
    func layout(width: Int) -> Layout { layout(width: width, measured: measure(rows.count) { rows[$0] }) }

    /// The layout for `width` of rows whose cells measure `cellWidths` (as `cellWidths()`
    /// gives them).
    func layout(width: Int, cellWidths: [[Int]]) -> Layout {
        layout(width: width, measured: measure(rows.count, { rows[$0] }, cells: { cellWidths[$0] }))
    }

    private func layout(width: Int, measured: (widths: [Int], filled: [Bool])) -> Layout {
        // Columns with nothing in them take no room.
        var visible = headers.indices.filter { measured.filled[$0] }
        var widths = measured.widths
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
                // Nothing left to drop: the flexible columns give way in order, each first
                // down to a comfortable width, then to a few cells (docs/cli.md, "Width").
                for floor in [Self.comfortable, Self.narrowest] {
                    for column in [flexible].compactMap({ $0 }) + alsoFlexible where visible.contains(column) {
                        let excess = total() - width
                        guard excess > 0 else { break }
                        widths[column] = max(min(widths[column], floor), widths[column] - excess)
                    }
                }
                break
            }
            let drop = drops.removeFirst()
            visible.removeAll { $0 == drop }
        }
        return Layout(visible: visible, widths: widths, total: total())
    }

    /// The table as lines, each at most `width` cells.
    func render(width: Int, style: Style) -> String {
        // The rows are held: each cell is measured once, for the layout and the lines.
        render(width: width, style: style, cellWidths: cellWidths())
    }

    /// The table as lines, each at most `width` cells, its cells measuring `widths` (as
    /// `cellWidths()` gives them): for a maker that knows some of them without measuring.
    func render(width: Int, style: Style, cellWidths widths: [[Int]]) -> String {
        String(decoding: utf8(width: width, style: style, cellWidths: widths), as: UTF8.self)
    }

    /// `render(width:style:cellWidths:)` as UTF-8: every line written into one buffer.
    func utf8(width: Int, style: Style, cellWidths widths: [[Int]]) -> [UInt8] {
        var text: [UInt8] = []
        draw(width: width, style: style, count: rows.count, row: { rows[$0] }, cells: { widths[$0] }, into: &text)
        return text
    }

    /// The table of the `count` rows `row` gives (`rows` aside) as lines, each at most
    /// `width` cells and ending in a newline, handed to `emit` one at a time: a table too
    /// long to hold whole (`habit log`) is never held, its rows asked for twice (to lay
    /// the columns out, then to draw them). `cells` gives the width of each of a row's
    /// cells when the caller measured them once; without it each cell is measured twice.
    func render(
        width: Int, style: Style, count: Int, row: (Int) -> [String], cells: ((Int) -> [Int])? = nil,
        emit: (String) -> Void
    ) {
        var line: [UInt8] = []
        draw(width: width, style: style, count: count, row: row, cells: cells, into: &line, holding: false) { line in
            emit(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
        }
    }

    /// Appends the lines of `render(width:style:count:row:cells:emit:)` to `out` as UTF-8,
    /// calling `ended` with it after each line; `holding` when `out` keeps them all.
    private func draw(
        width: Int, style: Style, count: Int, row: (Int) -> [String], cells: ((Int) -> [Int])?,
        into out: inout [UInt8], holding: Bool = true, ended: (inout [UInt8]) -> Void = { _ in }
    ) {
        guard count > 0 else { return }
        let layout = layout(width: width, measured: measure(count, row, cells: cells))
        let (visible, widths) = (layout.visible, layout.widths)
        // Room for the lines `out` holds at once: all of them for a held table, one for a
        // streamed one, which hands each line on and empties `out`.
        out.reserveCapacity(out.count + (holding ? count + 1 : 1) * (layout.total + 8))
        var opened = false
        if showHeader {
            // A header wider than its column (a column cut narrow) is cut with it.
            let cells = visible.map { column in
                TextWidth.padRight(
                    TextWidth.truncate(headers[column], to: widths[column], unicode: style.unicode), widths[column])
            }
            let joined = TextWidth.trimmingTrailingSpaces(cells.joinedText(separator: "  "))
            let header = TextWidth.spaces(indent) + style.paint(joined, .bold)
            out += TextWidth.truncate(header, to: width, unicode: style.unicode).utf8
            out.append(UInt8(ascii: "\n"))
            ended(&out)
            opened = true
        }
        // Only a row that is still too wide (columns at their narrowest) is cut, so no
        // line ever passes the width.
        for index in 0..<count {
            if let heading = headings[index] {
                if opened {
                    out.append(UInt8(ascii: "\n"))
                    ended(&out)
                }
                out += heading.utf8
                out.append(UInt8(ascii: "\n"))
                ended(&out)
                opened = true
            }
            let row = row(index)
            let cellWidths = cells?(index)
            // The line's UTF-8 bytes, appended piece by piece after the lines before it.
            let start = out.count
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            var lineWidth = indent
            for (position, column) in visible.enumerated() {
                if position > 0 {
                    out += "  ".utf8
                    lineWidth += 2
                }
                var text = row[column]
                var used = cellWidths?[column] ?? TextWidth.of(text)
                if used > widths[column] {
                    text = TextWidth.truncate(text, to: widths[column], unicode: style.unicode)
                    used = TextWidth.of(text)
                }
                let fill = repeatElement(UInt8(ascii: " "), count: max(0, widths[column] - used))
                if alignments[column] == .left {
                    out += text.utf8
                    // The last column's fill is trailing space, which the line drops
                    // (`trimLine`): after an ASCII byte each space is a character of its
                    // own, so none is written there.
                    if position < visible.count - 1 || (out.last ?? 0) >= 0x80 { out += fill }
                } else {
                    out += fill
                    out += text.utf8
                }
                lineWidth += max(used, widths[column])
            }
            trimLine(from: start, of: &out, cutTo: lineWidth > width ? width : nil, style: style)
            out.append(UInt8(ascii: "\n"))
            ended(&out)
            opened = true
        }
    }

    /// The line that starts at `start` of `out` (its end) without its trailing spaces: cut
    /// as bytes where bytes can tell (`TextWidth.endBeforeTrailingSpaces`), else by
    /// `TextWidth.trimmingTrailingSpaces`; and cut to `width` cells when given.
    private func trimLine(from start: Int, of out: inout [UInt8], cutTo width: Int?, style: Style) {
        let end = out.withUnsafeBufferPointer { buffer in
            TextWidth.endBeforeTrailingSpaces(of: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
        if let end, width == nil {
            out.removeLast(out.count - start - end)
            return
        }
        var line = TextWidth.trimmingTrailingSpaces(String(decoding: out[start...], as: UTF8.self))
        if let width { line = TextWidth.truncate(line, to: width, unicode: style.unicode) }
        out.replaceSubrange(start..., with: line.utf8)
    }
}
