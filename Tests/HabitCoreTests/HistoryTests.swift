import Testing

@testable import HabitCore

private let day = Day(number: 20_454)
private let id = HabitID("h")!
private let check = Goal.check
private let atLeast = Goal.atLeast(Amount(8), unit: "glasses")
private let atMost = Goal.atMost(Amount(2), unit: "cups")

private func fold(_ actions: [Action], _ goal: Goal) -> DayState? {
    History(folding: actions.map { Entry(day: day, habit: id, action: $0) }, goal: goal).state(on: day)
}

private func amount(_ whole: Int) -> DayState { .amount(Amount(whole)) }

/// (actions applied in file order on one day, goal, resulting state).
private let table: [([Action], Goal, DayState?)] = [
    ([.done], check, amount(1)),
    ([.done], atLeast, amount(8)),
    ([.done], atMost, amount(0)),
    ([.skip], check, .skipped),
    ([.clear], check, nil),
    ([.done, .clear], check, nil),
    ([.done, .skip], check, .skipped),
    ([.skip, .done], check, amount(1)),
    ([.skip, .clear], atLeast, nil),
    ([.add(Amount(2))], atLeast, amount(2)),
    ([.add(Amount(2)), .add(Amount(3))], atLeast, amount(5)),
    ([.skip, .add(Amount(2))], atLeast, amount(2)),
    ([.clear, .add(Amount(2))], atLeast, amount(2)),
    ([.add(Amount(5)), .clear, .add(Amount(2))], atLeast, amount(2)),
    ([.set(Amount(5))], atLeast, amount(5)),
    ([.add(Amount(5)), .set(Amount(3))], atLeast, amount(3)),
    ([.set(Amount(3)), .add(Amount(1))], atLeast, amount(4)),
    ([.done, .add(Amount(1))], atLeast, amount(9)),
    ([.add(Amount(1)), .done], atLeast, amount(8)),
    ([.add(Amount(3))], atMost, amount(3)),
    ([.add(Amount(3)), .done], atMost, amount(0)),
    ([.done, .add(Amount(1))], atMost, amount(1)),
    ([.set(.zero)], atLeast, amount(0)),
    ([.set(.zero)], check, nil),
    ([.done, .set(.zero)], check, nil),
    ([.add(Amount(2))], check, amount(2)),
    ([.set(.zero), .add(Amount(1))], check, amount(1)),
    ([.add(Amount(thousandths: 100)), .add(Amount(thousandths: 200))], atLeast, .amount(Amount(thousandths: 300))),
    ([], check, nil),
]

@Test(arguments: table)
func foldAppliesActionsInFileOrder(_ actions: [Action], _ goal: Goal, _ expected: DayState?) {
    #expect(fold(actions, goal) == expected)
}

@Test func foldKeepsDaysApartAndSorted() {
    let entries = [
        Entry(day: day.adding(2), habit: id),
        Entry(day: day, habit: id, action: .add(Amount(1))),
        Entry(day: day.adding(2), habit: id, action: .clear),
        Entry(day: day, habit: id, action: .add(Amount(2))),
        Entry(day: day.adding(1), habit: id, action: .skip),
        Entry(day: day.adding(-5), habit: id, action: .clear),
    ]
    let history = History(folding: entries, goal: atLeast)
    #expect(history.days == [day, day.adding(1)])
    #expect(history.states == [amount(3), .skipped])
    #expect(history.firstEntryDay == day.adding(-5))
    #expect(history.state(on: day.adding(2)) == nil)
    #expect(history.state(on: day.adding(1)) == .skipped)
}
