import HabitTestSupport
import Testing

@testable import HabitCore

/// The reading commands parse the log and fold each habit's history in one pass
/// (`LogRequest.histories`); it must give exactly what parsing into entries and
/// folding each habit's entries afterwards gives.
@Suite struct LogFoldingTests {
    /// The one-pass result against the two-step one, for every id in the log.
    static func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        #expect(
            ParserInvariants.foldingDisagreement(bytes, LogFile.parse(bytes)) == nil, "\(text)",
            sourceLocation: sourceLocation)
    }

    static func histories(_ text: String, goal: Goal) -> [HabitID: History] {
        LogFile.read(.histories({ _ in goal }), from: .whole(Array(text.utf8))).histories
    }

    /// Random logs with every action, same-day runs, lines logged late and out of order,
    /// malformed lines, comments and notes.
    @Test func randomLogsFoldAsTheirEntriesDo() {
        var rng = SeededRandom(seed: 0x666f_6c64)
        let ids = ["a", "water", "coffee-2", "read_4", "a-very-long-habit-id-1", "a-very-long-habit-id-2", "x9"]
        let actions = [
            "", " done", " skip", " clear", " +1", " +2.5", " =3", " =0", " +0", " # a note", " done # n", " no",
            " no # n",
        ]
        let junk = [
            "# comment", "", "2026-02-30 water", "2026-01-05 Water", "2026-01-05", "2026-01-05 water sip",
            "2026-01-05 water +x", "  2026-01-05\twater  +1  ", "2026-01-05 water # caf\u{e9}", "2026-01-05 wa\u{1}ter",
        ]
        var lines = 0
        for _ in 0..<400 {
            var text = ""
            var day = day(2026, 1, 1)
            for _ in 0..<Int.random(in: 0..<60, using: &rng) {
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 30 { day = day.adding(1) }
                // Now and then a line for a few days back, or for a later day.
                let offset = roll < 8 ? -Int.random(in: 1...5, using: &rng) : roll > 97 ? 3 : 0
                if roll == 50 {
                    text += junk.randomElement(using: &rng)! + "\n"
                } else {
                    let id = ids.randomElement(using: &rng)!
                    text += "\(day.adding(offset)) \(id)\(actions.randomElement(using: &rng)!)\n"
                }
                lines += 1
            }
            if Int.random(in: 0..<10, using: &rng) == 0 { text += "2026-03-01 water +" }
            Self.agree(text)
        }
        #expect(lines > 10_000)
    }

    /// A long log with late lines and same-day runs, with few habits and with many.
    @Test(arguments: [37, 306])
    func longLogsFoldAsTheirEntries(habits: Int) {
        var rng = SeededRandom(seed: 0x626c_6f63_6b73 &+ UInt64(habits))
        let ids = (0..<habits).map { "habit-\($0)" }
        let actions = ["", " skip", " clear", " +1", " =2", " +0.5"]
        var text = ""
        var day = day(2020, 1, 1)
        var lines = 0
        while lines < 20_603 {
            if Int.random(in: 0..<40, using: &rng) == 0 { day = day.adding(1) }
            let late = Int.random(in: 0..<50, using: &rng) == 0 ? -Int.random(in: 1...9, using: &rng) : 0
            text += "\(day.adding(late)) \(ids.randomElement(using: &rng)!)\(actions.randomElement(using: &rng)!)\n"
            lines += 1
        }
        Self.agree(text)
    }

    /// Amounts above 2,147,483.647 — more than a state's word holds — keep their value
    /// however the history takes them: closed in order, summed on the open day, added to
    /// late, replaced, put before every other day and cleared.
    @Test func amountsTooLargeForAWordKeepTheirValue() {
        let text = """
            2026-01-01 water =1000000000
            2026-01-02 water =2147483.647
            2026-01-03 water =2147483.648
            2026-01-04 water +1000000000
            2026-01-04 water +1000000000
            2026-01-05 water skip
            2026-01-01 water +0.5
            2026-01-06 water =5
            2026-01-03 water clear
            2025-12-31 water =3000000
            2026-01-02 water +1

            """
        Self.agree(text)
        let water = Self.histories(text, goal: .atLeast(Amount(8), unit: nil))[HabitID.test("water")]
        #expect(
            water?.days == [
                day(2025, 12, 31), day(2026, 1, 1), day(2026, 1, 2), day(2026, 1, 4), day(2026, 1, 5), day(2026, 1, 6),
            ])
        #expect(
            water?.states == [
                .amount(Amount(thousandths: 3_000_000_000)), .amount(Amount(thousandths: 1_000_000_000_500)),
                .amount(Amount(thousandths: 2_147_484_647)), .amount(Amount(thousandths: 2_000_000_000_000)), .skipped,
                .amount(Amount(5)),
            ])
    }

    /// States are equal, and hash alike, by what they hold: a large amount replaced and
    /// put back leaves its table with an unused entry, not a different history.
    @Test func statesCompareByWhatTheyHold() {
        let large = DayState.amount(Amount(thousandths: 5_000_000_000))
        let other = DayState.amount(Amount(thousandths: 6_000_000_000))
        var changed = DayStates([.skipped, large])
        changed.replace(at: 1, with: other)
        changed.replace(at: 1, with: large)
        let direct = DayStates([.skipped, large])
        #expect(changed == direct)
        #expect(changed.hashValue == direct.hashValue)
        #expect(Array(changed) == [.skipped, large])
        changed.replace(at: 1, with: other)
        #expect(changed != direct)
    }

    @Test func sameDayEntriesApplyInFileOrderEvenWhenLoggedLate() {
        let text = """
            2026-01-01 water +2
            2026-01-02 water =5
            2026-01-01 water +3
            2026-01-03 water done
            2026-01-01 water clear
            2026-01-01 water +1
            2026-01-02 water skip

            """
        Self.agree(text)
        let water = Self.histories(text, goal: .atLeast(Amount(8), unit: nil))[HabitID.test("water")]
        #expect(water?.days == [day(2026, 1, 1), day(2026, 1, 2), day(2026, 1, 3)])
        #expect(water?.states == [.amount(Amount(1)), .skipped, .amount(Amount(8))])
    }

    @Test func checkHabitDaysAtZeroAreDroppedButCountForLaterAdds() {
        let text = """
            2026-01-01 read =0
            2026-01-02 read
            2026-01-01 read +1
            2026-01-03 read +0
            2026-01-02 read =0

            """
        Self.agree(text)
        let read = Self.histories(text, goal: .check)[HabitID.test("read")]
        #expect(read?.days == [day(2026, 1, 1)])
        #expect(read?.firstEntryDay == day(2026, 1, 1))
    }

    @Test func firstEntryDayCountsClearedAndLateDays() {
        let text = "2026-01-05 a\n2026-01-03 a clear\n2026-01-04 a skip\n"
        Self.agree(text)
        let a = Self.histories(text, goal: .check)[HabitID.test("a")]
        #expect(a?.firstEntryDay == day(2026, 1, 3))
        #expect(a?.days == [day(2026, 1, 4), day(2026, 1, 5)])
    }

    /// Ids over 16 bytes that share their first and last eight bytes and length differ
    /// only in the middle: they must stay two habits.
    @Test func longIdsThatDifferOnlyInTheMiddleAreTwoHabits() {
        let text = "2026-01-01 aaaaaaaa-x-bbbbbbbb\n2026-01-01 aaaaaaaa-y-bbbbbbbb +2\n2026-01-02 aaaaaaaa-x-bbbbbbbb\n"
        Self.agree(text)
        let log = LogFile.parse(Array(text.utf8))
        #expect(log.firstLines?.map(\.id.rawValue) == ["aaaaaaaa-x-bbbbbbbb", "aaaaaaaa-y-bbbbbbbb"])
        #expect(Self.histories(text, goal: .check)[HabitID.test("aaaaaaaa-x-bbbbbbbb")]?.days.count == 2)
    }

    /// A short id on the last line is read byte by byte (a word load would pass the end of
    /// the buffer) and must still match the same id read as a word earlier.
    @Test func shortIdAtTheVeryEndMatchesTheSameIdEarlier() {
        for id in ["a", "ab", "abcdefg", "abcdefgh"] {
            let text = "2026-01-01 \(id)\n2026-01-02 \(id)\n"
            Self.agree(text)
            let log = LogFile.parse(Array(text.utf8))
            #expect(log.firstLines?.count == 1, "\(id)")
            #expect(Self.histories(text, goal: .check)[HabitID.test(id)]?.days.count == 2, "\(id)")
        }
    }

    /// Bytes that cannot be in an id, right after a known id, make the line invalid with
    /// the same message as anywhere else.
    @Test func knownIdFollowedByAnInvalidByteIsAnError() {
        for suffix in ["\u{1}", "#", "!", "\u{e9}", "\r"] {
            let text = "2026-01-01 water\n2026-01-02 water\(suffix)x\n2026-01-03 water\n"
            Self.agree(text)
            let log = LogFile.parse(Array(text.utf8))
            #expect(log.issues.count == 1, "\(suffix.unicodeScalars.map(\.value))")
            #expect(log.issues.first?.line == 2)
            #expect(log.entries.count == 2)
        }
    }

    /// Ids whose goal is `nil` get no history, but their lines are checked all the same.
    @Test func onlyTheWantedHistoriesAreFolded() {
        let text = "2026-01-01 a\n2026-01-01 b +x\n2026-01-02 b\n2026-01-02 a skip\n"
        let bytes = Array(text.utf8)
        let full = LogFile.read(.histories({ _ in .check }), from: .whole(bytes))
        let one = LogFile.read(.histories({ $0.rawValue == "a" ? .check : nil }), from: .whole(bytes))
        #expect(one.histories.keys.map(\.rawValue) == ["a"])
        #expect(one.histories[HabitID.test("a")] == full.histories[HabitID.test("a")])
        #expect(one.log.issues == full.log.issues)
        #expect(one.log.issues.map(\.line) == [2])
        #expect(one.log.firstLines?.map(\.id.rawValue) == ["a", "b"])
    }

    /// Among many ids, each unwanted one in between (past the first sizes of the table of
    /// builders and of ids) leaves the wanted ones' histories and notes as a read of
    /// every habit has them, with late lines and notes on both kinds.
    @Test func wantedHistoriesAmongManyUnwantedIdsFoldAsInAFullRead() {
        var rng = SeededRandom(seed: 0x7461_626c_65)
        let ids = (0..<150).map { "h\($0)" }
        var text = ""
        var day = day(2025, 1, 1)
        for line in 0..<6_000 {
            if line % 25 == 0 { day = day.adding(1) }
            let late = Int.random(in: 0..<30, using: &rng) == 0 ? -Int.random(in: 1...5, using: &rng) : 0
            let note = Int.random(in: 0..<10, using: &rng) == 0 ? " # n\(line)" : ""
            text += "\(day.adding(late)) \(ids.randomElement(using: &rng)!) +1\(note)\n"
        }
        let wanted = { (id: HabitID) in Int(id.rawValue.dropFirst())! % 3 != 1 }
        var everyRequest = LogRequest.histories({ _ in .atLeast(Amount(2), unit: nil) })
        everyRequest.notesSince = Day.minimum
        var someRequest = LogRequest.histories({ wanted($0) ? .atLeast(Amount(2), unit: nil) : nil })
        someRequest.notesSince = Day.minimum
        let every = LogFile.read(everyRequest, from: .whole(Array(text.utf8)))
        let some = LogFile.read(someRequest, from: .whole(Array(text.utf8)))
        #expect(every.histories.count == 150)
        let differing = every.histories.keys.filter { some.histories[$0] != (wanted($0) ? every.histories[$0] : nil) }
        #expect(differing.map(\.rawValue).sorted() == [])
        let notes = Array(every.log.entries).filter { wanted($0.habit) }
        #expect(notes.count > 300)
        #expect(Array(some.log.entries) == notes)
    }

    @Test func notesBeyondPrintableASCIIAreStillChecked() {
        let text = "2026-01-01 a # caf\u{e9}\n2026-01-02 a # bad\u{85}x\n2026-01-03 a # tab\there\n"
        Self.agree(text)
        let log = LogFile.parse(Array(text.utf8))
        #expect(log.issues.map(\.line) == [2, 3])
        #expect(log.entries.map(\.note) == ["caf\u{e9}"])
    }
}

/// The usual line's id is read from two words: ids of every length from 1 to 20 bytes,
/// with and without an action and a note, each line followed by enough bytes for the
/// word loads, must give the entries their lines give one at a time.
@Test func idsOfEveryLengthReadAsTheirLinesAlone() {
    let ids = (1...20).map { length in String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }) }
    let variants = ids + ids.map { "z" + $0.dropFirst() } + ids.map { String($0.dropLast()) + "9" }
    let tails = [
        "", " +2", " done", " =12", " skip", " # a note", " +1 # caf\u{e9} \u{2713}", " done #", " #",
        " #  two spaces", " =3 #no space", " # bad \u{85} note", " +1.5 # # twice",
    ]
    var text = ""
    for (n, id) in (variants + variants.reversed() + variants).enumerated() {
        text += "2026-01-\(10 + n % 9) \(id)\(tails[n % tails.count])\n"
    }
    text += String(repeating: "# padding\n", count: 5)
    let bytes = Array(text.utf8)
    let log = LogFile.parse(bytes)
    let lines = 3 * variants.count
    #expect(log.issues.count == (0..<lines).filter { $0 % tails.count == 11 }.count)
    #expect(log.issues.allSatisfy { if case .value(.invalidNote) = $0.problem { true } else { false } })
    #expect(
        log.entries.filter { $0.note == "caf\u{e9} \u{2713}" }.count
            == (0..<lines).filter { $0 % tails.count == 6 }.count)
    #expect(Set(log.entries.map(\.habit.rawValue)) == Set(variants))
    #expect(ParserInvariants.lineByLineDisagreement(bytes, log) == nil)
    #expect(ParserInvariants.foldingDisagreement(bytes, log) == nil)
}
