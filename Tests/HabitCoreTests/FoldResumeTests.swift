import HabitTestSupport
import Testing

@testable import HabitCore

/// A read that goes on from an earlier read of the log's start (a fold checkpoint,
/// docs/performance.md) must give exactly what one read of the whole log gives: the same
/// histories, first lines, problems (numbered on), torn tail and latest days.
@Suite struct FoldResumeTests {
    static let habits = HabitsFile.parse(
        Array(
            """
            a every=daily since=2026-01-01 name=A
            water every=daily target=10 unit=glasses since=2026-01-01 goals="daily target 8 until 2026-01-20" name=W
            coffee every=daily max=2 unit=cups since=2026-01-01 name=C
            big every=daily target=5000000 since=2026-01-01 name=Big

            """.utf8)
    ).file

    static func request(resume: LogResume? = nil) -> LogRequest {
        var request = LogRequest.histories(rules: { id in habits.habit(id).map(FoldRules.init) ?? FoldRules(.check) })
        request.resume = resume
        return request
    }

    /// Random valid logs split at every kind of place: the first part read alone, the
    /// rest read on from it.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func aReadGoneOnFromItsStartIsTheWholeRead(seed: UInt64) {
        var rng = SeededRandom(seed: 0x7265_7375_6d65 &+ seed)
        let ids = ["a", "water", "coffee", "big", "stray", "x9"]
        let actions = [
            "", " done", " skip", " clear", " no", " +1", " +2.5", " =3", " =0", " +0", " # a note", " +3000000",
            " =2147483.648", " done # n",
        ]
        let junk = [
            "# comment", "", "2026-02-30 water", "2026-01-05 water sip", "\u{feff}2026-01-05 a", "2026-01-05 a",
        ]
        var splits = 0
        for _ in 0..<300 {
            var lines: [String] = []
            var day = day(2026, 1, 1)
            for _ in 0..<Int.random(in: 0..<50, using: &rng) {
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 35 { day = day.adding(1) }
                let offset = roll < 10 ? -Int.random(in: 1...25, using: &rng) : roll > 96 ? 2 : 0
                lines.append(
                    "\(day.adding(offset)) \(ids.randomElement(using: &rng)!)\(actions.randomElement(using: &rng)!)")
            }
            let split = Int.random(in: 0...lines.count, using: &rng)
            let prefix = lines[..<split].map { $0 + "\n" }.joined()
            var rest = lines[split...].map { $0 + "\n" }.joined()
            // After the part read first: now and then a problem, a byte order mark (a
            // problem there, not at the file's start) or a torn last line.
            if Int.random(in: 0..<4, using: &rng) == 0 { rest = junk.randomElement(using: &rng)! + "\n" + rest }
            if Int.random(in: 0..<6, using: &rng) == 0 { rest += "2026-03-01 water +" }
            let whole = Self.read(Array((prefix + rest).utf8))
            let first = Self.read(Array(prefix.utf8))
            guard first.log.issues.isEmpty, let firstLines = first.log.firstLines else {
                Issue.record("a valid part read with problems: \(prefix)")
                continue
            }
            var folds: [HabitID: FoldPoint] = [:]
            for (id, history) in first.histories {
                folds[id] = FoldPoint(history: history, lastDay: first.log.lastDays[id])
            }
            let resume = LogResume(
                offset: prefix.utf8.count, lines: split, firstLines: firstLines, folds: folds)
            let on = LogFile.read(Self.request(resume: resume), from: .whole(Array(rest.utf8)))
            let text = prefix + "|" + rest
            #expect(on.histories == whole.histories, "\(text)")
            #expect(on.log.lastDays == whole.log.lastDays, "\(text)")
            #expect(on.log.issues == whole.log.issues, "\(text)")
            #expect(on.log.tornTailOffset == whole.log.tornTailOffset, "\(text)")
            #expect(
                on.log.firstLines?.map { "\($0.id):\($0.line)" } == whole.log.firstLines?.map { "\($0.id):\($0.line)" },
                "\(text)")
            splits += 1
        }
        #expect(splits == 300)
    }

    /// A fold resumed on the day it stopped at applies that day's later entries to the
    /// open day, as the whole read does: `+N` adds to it, `done` after `no` answers it.
    @Test func theLatestDayOpensAgain() {
        let prefix = "2026-01-05 water +3\n2026-01-06 a no\n2026-01-06 coffee +1\n"
        let rest = "2026-01-05 water +4\n2026-01-06 a done\n2026-01-06 coffee clear\n2026-01-06 coffee +1\n"
        let first = Self.read(Array(prefix.utf8))
        var folds: [HabitID: FoldPoint] = [:]
        for (id, history) in first.histories {
            folds[id] = FoldPoint(history: history, lastDay: first.log.lastDays[id])
        }
        let resume = LogResume(
            offset: prefix.utf8.count, lines: 3, firstLines: first.log.firstLines ?? [], folds: folds)
        let on = LogFile.read(Self.request(resume: resume), from: .whole(Array(rest.utf8)))
        #expect(on.histories[HabitID.test("water")]?.state(on: day(2026, 1, 5)) == .amount(Amount(7)))
        #expect(on.histories[HabitID.test("a")]?.noDays == [])
        #expect(on.histories[HabitID.test("a")]?.state(on: day(2026, 1, 6)) == .amount(Amount(1)))
        #expect(on.histories == Self.read(Array((prefix + rest).utf8)).histories)
    }

    static func read(_ bytes: [UInt8]) -> (log: LogFile, histories: [HabitID: History]) {
        LogFile.read(request(), from: .whole(bytes))
    }
}
