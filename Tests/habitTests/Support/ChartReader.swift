@testable import habit

/// Reads back what a chart of `show` drew: the mark of every drawn cell, decoded with the
/// glyph table (eighth blocks are partial days), and the marks its legend names.
struct ChartReader {
    /// The chart rows, top first: 5 bar rows, or the 7 weekday rows of the heat map.
    var rows: [[Character]]
    /// The line of month names (heat map) or day labels (bar chart).
    var labels: String
    var legend: Set<DayMark>
    var isHeatMap: Bool

    init?(show output: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("  Last ") }) else { return nil }
        isHeatMap = lines[header].hasSuffix("weeks")
        let body = isHeatMap ? header + 2..<header + 9 : header + 1..<header + 6
        guard body.upperBound < lines.count else { return nil }
        rows = lines[body].map { Array($0) }
        labels = isHeatMap ? lines[header + 1] : lines[header + 6]
        var index = body.upperBound + (isHeatMap ? 0 : 1)
        if !isHeatMap, index < lines.count, lines[index].hasSuffix(" today") { index += 1 }
        legend = []
        while index < lines.count, !lines[index].isEmpty {
            for item in lines[index].split(separator: "   ") {
                let text = item.drop { $0 == " " }
                guard let glyph = text.first else { continue }
                if let mark = Self.mark(of: glyph) { legend.insert(mark) }
            }
            index += 1
        }
    }

    /// The character at `row` (top first) and `column`, blank past the end of the line.
    func cell(row: Int, column: Int) -> Character {
        row < rows.count && column >= 0 && column < rows[row].count ? rows[row][column] : " "
    }

    /// The mark whose glyph (in either set) is `glyph`; partial for an eighth block.
    static func mark(of glyph: Character) -> DayMark? {
        if Glyphs.unicode.eighths.contains(String(glyph)) { return .partial }
        return DayMark.allCases.first {
            $0 != .notDue && ($0.entry.unicode == String(glyph) || $0.entry.ascii == String(glyph))
        }
    }

    /// The cell characters from the bottom row up at column `x`.
    func stack(at x: Int) -> [Character] {
        rows.reversed().map { x < $0.count ? $0[x] : " " }
    }

    /// The mark drawn at column `x` of a bar chart: a bar short of the full height, or one
    /// with an eighth in it, is partial; otherwise its glyph says.
    func barMark(at x: Int) -> DayMark? {
        let stack = stack(at: x)
        guard let top = stack.lastIndex(where: { $0 != " " }) else { return nil }
        let cells = stack[...top]
        if cells.contains(where: { Glyphs.unicode.eighths.contains(String($0)) }) { return .partial }
        if cells.contains("█"), top < stack.count - 1 { return .partial }
        return Self.mark(of: stack[top])
    }

    /// Every mark the chart's cells show.
    var drawn: Set<DayMark> {
        var marks = Set<DayMark>()
        let width = rows.map(\.count).max() ?? 0
        if isHeatMap {
            for row in rows {
                for character in row.dropFirst(HeatMap.labelWidth) {
                    if let mark = Self.mark(of: character) { marks.insert(mark) }
                }
            }
        } else {
            for x in 2..<max(2, width) {
                if let mark = barMark(at: x) { marks.insert(mark) }
            }
        }
        return marks
    }
}
