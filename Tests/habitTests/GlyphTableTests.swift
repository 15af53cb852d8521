import Foundation
import HabitCore
import Testing

@testable import StreakEngine
@testable import habit

/// The one glyph table every view draws days with (docs/cli.md): distinct glyphs in both
/// sets, the same rows as the documentation, and one classification of days.
@Suite struct GlyphTableTests {
    static let drawn = DayMark.allCases.filter { $0 != .notDue }

    @Test(arguments: [true, false])
    func everyStateHasItsOwnGlyph(unicode: Bool) {
        let glyphs = Self.drawn.map { $0.glyph(unicode: unicode) }
        #expect(Set(glyphs).count == glyphs.count, "\(glyphs)")
        for glyph in glyphs {
            #expect(glyph.count == 1 && glyph != " ", "'\(glyph)' is one visible character")
        }
        #expect(DayMark.notDue.glyph(unicode: unicode) == " ")
        // Partial days draw eighths; no other state may look like one.
        let eighths = Set((unicode ? Glyphs.unicode : Glyphs.ascii).eighths)
        for mark in Self.drawn where mark != .partial {
            #expect(!eighths.contains(mark.glyph(unicode: unicode)), "\(mark)")
        }
    }

    @Test func everyStateHasItsOwnWord() {
        let words = DayMark.allCases.map(\.entry.word)
        #expect(Set(words).count == words.count)
    }

    @Test func theTodayMarksAreTheTablesSkippedAndPendingGlyphs() {
        #expect(Glyphs.unicode.mark(done: false, skipped: true, unicode: true) == DayMark.skipped.entry.unicode)
        #expect(Glyphs.unicode.mark(done: false, skipped: false, unicode: true) == DayMark.pending.entry.unicode)
        #expect(Glyphs.ascii.mark(done: false, skipped: true, unicode: false).contains(DayMark.skipped.entry.ascii))
    }

    /// docs/cli.md's glyph table, row by row, is the code's.
    @Test func theDocumentedTableIsTheCodes() throws {
        let url = Harness.packageRoot.appendingPathComponent("docs/cli.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            if cells.count == 4 { rows[cells[0]] = Array(cells[1...]) }
        }
        for mark in DayMark.allCases {
            let name = mark == .notDue ? "not due" : "\(mark)"
            let entry = mark.entry
            let glyphs = mark == .notDue ? ["(blank)", "(blank)"] : [entry.unicode, entry.ascii]
            #expect(rows[name] == glyphs + [entry.word], "docs/cli.md row '\(name)'")
        }
    }

    static let glasses = Goal.atLeast(Amount(8), unit: "glasses")
    static let cups = Goal.atMost(Amount(2), unit: "cups")

    // swift-format-ignore
    /// (status, goal, answered no, value) → mark.
    static let classification: [(DayStatus, Goal, Bool, Amount?, DayMark)] = [
        (.done,         .check,   false,  Amount(1),  .done),
        (.missed,       .check,   false,  nil,        .missed),
        (.missed,       .check,   true,   nil,        .no),
        (.pending,      .check,   false,  nil,        .pending),
        (.skipped,      .check,   false,  nil,        .skipped),
        (.notDue,       .check,   false,  nil,        .notDue),
        (.beforeStart,  .check,   true,   nil,        .notDue),
        (.partial,      glasses,  false,  Amount(3),  .partial),
        (.pending,      glasses,  false,  Amount(3),  .partial),
        (.pending,      glasses,  false,  nil,        .pending),
        (.done,         cups,     false,  Amount(0),  .kept),
        (.done,         cups,     false,  Amount(2),  .kept),
        (.done,         cups,     false,  nil,        .kept),
        (.missed,       cups,     false,  Amount(3),  .over),
        (.pending,      cups,     false,  Amount(1),  .pending),
        (.skipped,      cups,     false,  nil,        .skipped),
        (.done,         cups,     true,   nil,        .no),
    ]

    /// `list` lays a sparkline out as a cell a day without measuring it (`ListTable`): every
    /// mark and every eighth of a partial day, in Unicode and ASCII, with colour and without,
    /// measured by `TextWidth` — which would count a wide glyph twice, a dropped escape's
    /// letters once each.
    @Test(arguments: [true, false], [true, false])
    func aSparklineTakesACellADay(unicode: Bool, color: Bool) {
        let style = Style(color: color, unicode: unicode, width: 80)
        let start = Day(number: 20_000)
        var points: [SeriesPoint] = []
        var noDays: Set<Day> = []
        for (status, goal, answeredNo, value, _) in Self.classification where goal == Self.glasses {
            let day = start.adding(points.count)
            points.append(SeriesPoint(date: day, value: value, status: status))
            if answeredNo { noDays.insert(day) }
        }
        // A partial day at each eighth, below and past the target.
        for thousandths in stride(from: Int64(0), through: 10_000, by: 625) {
            let day = start.adding(points.count)
            points.append(SeriesPoint(date: day, value: Amount(thousandths: thousandths), status: .partial))
        }
        for (status, goal, answeredNo, value, _) in Self.classification where goal != Self.glasses {
            let day = start.adding(points.count)
            points.append(SeriesPoint(date: day, value: value, status: status))
            if answeredNo { noDays.insert(day) }
        }
        for goal in [Goal.check, Self.glasses, Self.cups] {
            for count in [0, 1, points.count] {
                let line = Sparkline.render(Array(points.prefix(count)), goal: goal, noDays: noDays, style: style)
                #expect(TextWidth.of(line) == count, "\(goal) \(count): \(line.debugDescription)")
            }
        }
    }

    @Test(arguments: GlyphTableTests.classification.indices)
    func everyViewClassifiesADayTheSameWay(index: Int) {
        let (status, goal, answeredNo, value, expected) = Self.classification[index]
        let day = Day(number: 20_000)
        let point = SeriesPoint(date: day, value: value, status: status)
        #expect(DayMark.of(point, goal: goal, noDays: answeredNo ? [day] : []) == expected)
    }
}
