import HabitTestSupport
import Testing

@testable import HabitCore

/// A line whose tail — what follows its date — a valid line without a note had before
/// takes what that line gave (`LineTails`); every other line is read field by field. Each
/// tail below comes back many times, among tails one byte, one blank, a `\r` or a note
/// apart, some of them invalid (a NUL byte makes the same words as the end of a shorter
/// tail): every line must read as it does alone, problems included.
@Suite struct LineTailsTests {
    static let tails = [
        " water", " water +2", " water +2 ", " water\t+2", "  water +2", " water +2\r", " water +20",
        " water dune", " water\u{0}", " water +", " water done extra", " water +2 # a note", " water #",
        " water # caf\u{e9}",
        " tea =12", " tea =1.5", " tea skip", " tea no", " tea clear", " wa\u{7}ter", " ", "", "x water",
        " abcdefghijklmn", " abcdefghijklmno", " abcdefghijklmnop", " an-id-of-sixteen +1", " a", " a +1",
    ]

    /// The log: every tail after dates in order, the tails' order turning each day.
    static func log(days: Int) -> String {
        var text = ""
        for day in 0..<days {
            let date = HabitTestSupport.day(2026, 1, 1).adding(day).description
            for k in tails.indices { text += date + tails[(k * 5 + day) % tails.count] + "\n" }
        }
        return text + String(repeating: "# padding\n", count: 2)
    }

    @Test func repeatedTailsReadAsTheirLinesAlone() {
        let text = Self.log(days: 12)
        let bytes = Array(text.utf8)
        let log = LogFile.parse(bytes)
        // Split as bytes: a `\r` before a `\n` would join them in one `Character`.
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        var entryLines: [Int] = []
        var issueLines: [Int] = []
        for (index, line) in lines.enumerated() {
            switch LogFile.parseLine(line.hasSuffix("\r") ? String(line.dropLast()) : line) {
            case .success?: entryLines.append(index + 1)
            case .failure?: issueLines.append(index + 1)
            case nil: break
            }
        }
        #expect(log.lines == entryLines)
        #expect(log.issues.map(\.line) == issueLines)
        #expect(issueLines.count >= 12 * 7)
        #expect(log.entries.filter { $0.note == "a note" }.count == 12)
        #expect(ParserInvariants.lineByLineDisagreement(bytes, log) == nil)
    }

    @Test func repeatedTailsReadTheSameWholeAndInPieces() {
        let bytes = Array(Self.log(days: 5).utf8)
        let ids = ["water", "tea", "abcdefghijklmno", "a", "nobody"].compactMap(HabitID.init)
        #expect(ParserInvariants.pathDisagreement(bytes, ids: ids) == nil)
    }
}
