import HabitCore

extension Recorder {
    /// An amount typed to `check` (`--value N`, `ID=N`), read by `Amount`: a negative one
    /// is answered with the `uncheck --value` that takes an amount back from `ids`
    /// (docs/cli.md, "Writing commands").
    static func amount(_ text: String, takingBackFrom ids: [String]) throws(UsageError) -> Amount {
        if let amount = Amount(text) { return amount }
        if text.hasPrefix("-"), let back = Amount(String(text.dropFirst())) {
            let words = ids.map { Echo.token(String($0.prefix { $0 != "#" })) }.joinedText(separator: " ")
            throw .negativeAmount(text, takeBack: "habit uncheck \(words) --value \(back)")
        }
        throw .invalidValue(.invalidAmount(text))
    }

    /// What `uncheck --value N` writes for `habit` on `day`: the day's amount less N, at
    /// least 0, as an `=M` entry worked out from the amounts read under the lock
    /// (docs/data-format.md, `log`), with the amount the day held. Refuses a check habit
    /// (done or not: plain `uncheck` clears it) and a day that holds no amount.
    static func takingBack(
        _ amount: Amount, from history: History, on day: Day, habit: Habit, today: Day
    ) throws(HabitError) -> (action: Action, held: Amount) {
        guard habit.goal.isNumeric else { throw .takeBackFromCheckHabit(habit: habit.id.rawValue) }
        guard case .amount(let held)? = history.state(on: day), held.isPositive else {
            throw .nothingToTakeBack(habit: habit.id.rawValue, day: dayWords(day, today: today))
        }
        return (.set(Amount(thousandths: max(0, held.thousandths - amount.thousandths))), held)
    }
}
