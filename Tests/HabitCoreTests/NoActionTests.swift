import HabitTestSupport
import Testing

@testable import HabitCore

/// The `no` action (docs/data-format.md): "asked, not done" folds as `clear` for streaks,
/// periods and amounts, but the day counts as answered.
@Suite struct NoActionTests {
    static let ids = ["water", "read"].compactMap(HabitID.init)
    static func day(_ n: Int) -> Day { Day(year: 2026, month: 11, day: n) ?? Day(number: 0) }

    /// A log long enough that the fast paths read its usual lines.
    static func log(_ lines: [String]) -> [UInt8] {
        Array((lines + Array(repeating: "2026-11-01 read", count: 4)).map { $0 + "\n" }.joined().utf8)
    }

    @Test func bothPathsReadNoAndTheSerializerWritesIt() throws {
        let bytes = Self.log(["2026-11-02 water no", "2026-11-02 read no # tired", "2026-11-03 water nope"])
        let log = LogFile.parse(bytes)
        #expect(log.entries.first?.action == .no)
        #expect(
            log.entries.dropFirst().first == Entry(day: Self.day(2), habit: Self.ids[1], action: .no, note: "tired"))
        #expect(log.issues.count == 1)
        #expect(ParserInvariants.pathDisagreement(bytes, ids: Self.ids) == nil)
        #expect(ParserInvariants.foldingDisagreement(bytes, log) == nil)
        #expect(LogFile.line(for: Entry(day: Self.day(2), habit: Self.ids[0], action: .no)) == "2026-11-02 water no")
        #expect(Action("no") == .no && Action.no.description == "no")
    }

    @Test func noFoldsAsClearButMarksTheDayAnswered() {
        let water = Self.ids[0]
        let entries = [
            Entry(day: Self.day(2), habit: water, action: .set(Amount(3))),
            Entry(day: Self.day(2), habit: water, action: .no),
            Entry(day: Self.day(3), habit: water, action: .no),
            Entry(day: Self.day(3), habit: water, action: .add(Amount(2))),
            Entry(day: Self.day(4), habit: water, action: .no),
            Entry(day: Self.day(4), habit: water, action: .clear),
            Entry(day: Self.day(5), habit: water, action: .no),
        ]
        let history = History(folding: entries, goal: .atLeast(Amount(8), unit: "glasses"))
        #expect(history.days == [Self.day(3)])
        #expect(history.noDays == [Self.day(2), Self.day(5)])
        #expect(history.isAnswered(on: Self.day(2)) && history.isAnswered(on: Self.day(3)))
        #expect(!history.isAnswered(on: Self.day(4)))
        #expect(history.state(on: Self.day(2)) == nil)
    }

    /// The one-pass fold (`HistoryBuilder`) keeps the same `no` days, lines logged late
    /// included.
    @Test func theOnePassFoldKeepsNoDaysOfLateLines() {
        let text = """
            2026-11-05 water
            2026-11-02 water no
            2026-11-03 water no
            2026-11-03 water +1
            2026-11-06 water no
            2026-11-04 water no
            2026-11-04 water clear

            """
        let bytes = Array(text.utf8)
        let histories = LogFile.read(.histories({ _ in .check }), from: .whole(bytes)).histories
        #expect(histories[Self.ids[0]]?.noDays == [Self.day(2), Self.day(6)])
        #expect(ParserInvariants.foldingDisagreement(bytes, LogFile.parse(bytes)) == nil)
    }

    @Test func exportKeepsNoDays() throws {
        let habit = Habit(id: Self.ids[0], name: "Water", since: Self.day(1))
        let entries = [
            Entry(day: Self.day(3), habit: Self.ids[0]), Entry(day: Self.day(2), habit: Self.ids[0], action: .no),
        ]
        let exported = try Exporter.effectiveEntries(habits: [habit], entries: entries)
        #expect(exported.map(\.action) == [.no, .done])
    }
}
