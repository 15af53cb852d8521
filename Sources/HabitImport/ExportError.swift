import HabitCore

/// Why an export was refused: it would write something `habit import` cannot read back.
package enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A day holds more than `Amount.maximum` (only a log edited by hand can): exported as
    /// `=N`, the import would skip it and the day would be lost.
    case amountTooLarge(habit: HabitID, day: Day, amount: Amount)

    package var description: String {
        switch self {
        case .amountTooLarge(let habit, let day, let amount):
            "cannot export '\(Echo.token(habit))' on \(day): its amount \(amount) is more than one day may hold "
                + "(\(Amount.maximum)); correct that day in 'log' (habit uncheck, then check --set)"
        }
    }
}
