import Testing

@testable import habit

/// `Table.render` counts each cell once and trims lines byte by byte where it can; its
/// lines must be those of the plain rule (pad every cell, join, drop trailing space
/// characters) for any cells, including ones that end in a character a space joins.
@Suite struct TableTests {
    static let pool = [
        "", "a", "meditate-1", "Morning meditation", "日本語の習慣", "e\u{301}", "\u{1B}[32mactive\u{1B}[0m",
        "▁▂▃█ · ○", "x\u{600}", "\u{600}", "tab\tend", "ends in space ", "🔥 12 days", "soft\u{AD}",
    ]

    /// The lines by the plain rule, from the widths `render` settles on.
    static func reference(_ table: Table, widths: [Int], visible: [Int], style: Style) -> [String] {
        table.rows.map { row in
            let cells = visible.map { column -> String in
                let text =
                    TextWidth.of(row[column]) > widths[column]
                    ? TextWidth.truncate(row[column], to: widths[column], unicode: style.unicode) : row[column]
                return table.alignments[column] == .left
                    ? TextWidth.padRight(text, widths[column]) : TextWidth.padLeft(text, widths[column])
            }
            var line = String(repeating: " ", count: table.indent) + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    @Test func rowsAreThoseOfThePlainRule() {
        let style = Style(color: false, unicode: true, width: 200)
        // Tables enumerated from the case number: every pair of neighbouring cells meets.
        for number in 0..<600 {
            let columns = 1 + number % 5
            var table = Table(
                headers: Array(repeating: "", count: columns),
                alignments: (0..<columns).map { (number >> $0) & 1 == 0 ? .left : .right }, flexible: nil)
            table.showHeader = false
            table.indent = number % 3
            for row in 0..<(1 + number % 4) {
                table.rows.append((0..<columns).map { Self.pool[(number * 7 + row * 5 + $0 * 3) % Self.pool.count] })
            }
            let lines = table.render(width: 200, style: style).split(separator: "\n", omittingEmptySubsequences: false)
            let visible = (0..<columns).filter { column in table.rows.contains { !$0[column].isEmpty } }
            let widths = (0..<columns).map { column in table.rows.map { TextWidth.of($0[column]) }.max() ?? 0 }
            let expected = Self.reference(table, widths: widths, visible: visible, style: style)
            #expect(lines.dropLast().map(String.init) == expected, "\(table.rows)")
        }
    }
}
