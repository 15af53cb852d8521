import Foundation
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

/// A `Store` read gives a composite's history from its members' lines, also when it is
/// asked for that habit alone (the read widened to its members).
@Test(arguments: [nil, HabitID("exercise")])
func aStoreReadJoinsTheMembersOfAComposite(only: HabitID?) throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: directory.data, withIntermediateDirectories: true)
    directory.write(
        directory.data + "/habits",
        """
        run every=daily since=2026-11-02 name=run
        bike every=daily since=2026-11-02 name=bike
        exercise every=3/week any-of=run,bike since=2026-11-02 name=exercise

        """)
    directory.write(
        directory.data + "/log",
        "2026-11-02 run\n2026-11-03 bike skip\n2026-11-04 bike\n2026-11-04 run skip\n2026-11-05 exercise\n")
    let snapshot = try Store(directory: directory.data).loadHistories(only: only, today: day("2026-11-21"))
    let exercise = try #require(snapshot.habit(HabitID("exercise")!))
    let history = snapshot.history(of: exercise)
    #expect(history.days == [day("2026-11-02"), day("2026-11-03"), day("2026-11-04")])
    #expect(history.states == [.amount(Amount(1)), .skipped, .amount(Amount(1))])
    #expect(snapshot.issues.map(\.description).contains { $0.hasPrefix("log:5:1: entry for 'exercise'") })
}
