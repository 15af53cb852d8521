import HabitCore
import HabitTestSupport
import Testing

/// The union rule of a habit made of others, `History(anyOf:)` (docs/streaks.md, "Habits
/// made of others"), on day tables.
@Suite struct AnyOfHistoryTests {
    private static let id = HabitID("m")!

    /// A check habit's history from `(day, action)` pairs in file order.
    private func member(_ entries: [(String, Action)]) -> History {
        History(folding: entries.map { Entry(day: day($0.0), habit: Self.id, action: $0.1) }, goal: .check)
    }

    private func states(_ history: History) -> [String] {
        zip(history.days, history.states).map { day, state in
            "\(day) " + (state == .skipped ? "skip" : state == .amount(Amount(1)) ? "done" : "\(state)")
        }
    }

    @Test func aDayIsDoneWhenAnyMemberIsDone() {
        let run = member([("2026-11-02", .done), ("2026-11-03", .skip)])
        let bike = member([("2026-11-03", .done), ("2026-11-04", .skip)])
        let swim = member([("2026-11-04", .skip), ("2026-11-05", .done)])
        #expect(
            states(History(anyOf: [run, bike, swim])) == [
                "2026-11-02 done", "2026-11-03 done", "2026-11-04 skip", "2026-11-05 done",
            ])
    }

    @Test func aDayIsSkippedOnlyWhenNoMemberIsDone() {
        let run = member([("2026-11-02", .skip)])
        let bike = member([("2026-11-02", .done), ("2026-11-02", .clear), ("2026-11-03", .skip)])
        #expect(states(History(anyOf: [run, bike])) == ["2026-11-02 skip", "2026-11-03 skip"])
    }

    @Test func aMembersNoIsNotDoneAndMarksTheDayAnsweredWhenNothingElseCounts() {
        let run = member([("2026-11-02", .no), ("2026-11-03", .no), ("2026-11-04", .no)])
        let bike = member([("2026-11-03", .done), ("2026-11-04", .skip)])
        let union = History(anyOf: [run, bike])
        #expect(states(union) == ["2026-11-03 done", "2026-11-04 skip"])
        #expect(union.noDays == [day("2026-11-02")])
        #expect(union.answeredNo(on: day("2026-11-02")))
        #expect(!union.answeredNo(on: day("2026-11-03")))
    }

    @Test func anAmountOnACheckMemberIsDoneAndZeroIsNot() {
        let run = member([("2026-11-02", .add(Amount(2))), ("2026-11-03", .set(.zero))])
        let bike = member([("2026-11-04", .set(Amount(1)))])
        #expect(states(History(anyOf: [run, bike])) == ["2026-11-02 done", "2026-11-04 done"])
    }

    @Test func theFirstEntryDayIsTheEarliestOfAnyMember() {
        let run = member([("2026-11-05", .done)])
        let bike = member([("2026-10-30", .clear), ("2026-11-06", .done)])
        let union = History(anyOf: [run, bike])
        #expect(union.firstEntryDay == day("2026-10-30"))
        #expect(History(anyOf: []).days.isEmpty)
        #expect(History(anyOf: []).firstEntryDay == nil)
    }

    @Test func oneMemberGivesItsOwnDays() {
        let run = member([("2026-11-02", .done), ("2026-11-04", .skip), ("2026-11-05", .no)])
        let union = History(anyOf: [run])
        #expect(union.days == run.days)
        #expect(union.states == run.states)
        #expect(union.noDays == run.noDays)
    }
}
