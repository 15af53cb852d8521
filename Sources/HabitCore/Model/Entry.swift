/// What one log line records for a habit on a day (docs/data-format.md, `log`).
public enum Action: Sendable, Hashable {
    /// Done. Numeric at-least habits: amount := target; at-most: amount := 0.
    case done
    /// Answered "not done": folds as `clear`, but the day counts as answered
    /// (docs/data-format.md).
    case no
    /// Excused: neutral for streaks, frozen for the score.
    case skip
    /// As if nothing had been recorded that day.
    case clear
    /// amount += N, from 0 when the day was empty, skipped or cleared.
    case add(Amount)
    /// amount := N.
    case set(Amount)
}

extension Action: CustomStringConvertible, LosslessStringConvertible {
    /// Parses `done`, `no`, `skip`, `clear`, `+N` or `=N`.
    /// - Parameter text: the action as the log writes it, lower-case, nothing around it; an
    ///   amount as `Amount(_:)` reads it (`+2.5`, `=8`).
    public init?(_ text: String) {
        switch text {
        case "done": self = .done
        case "no": self = .no
        case "skip": self = .skip
        case "clear": self = .clear
        default:
            guard let first = text.first, first == "+" || first == "=",
                let amount = Amount(String(text.dropFirst()))
            else { return nil }
            self = first == "+" ? .add(amount) : .set(amount)
        }
    }

    /// The log-file form: `done`, `no`, `skip`, `clear`, `+2.5`, `=8`.
    public var description: String {
        switch self {
        case .done: "done"
        case .no: "no"
        case .skip: "skip"
        case .clear: "clear"
        case .add(let amount): "+\(amount)"
        case .set(let amount): "=\(amount)"
        }
    }
}

/// One recorded fact: on `day`, `action` for `habit`, with an optional note.
public struct Entry: Sendable, Hashable {
    /// The civil day the entry belongs to, fixed when it was written.
    public var day: Day
    /// The habit it is about.
    public var habit: HabitID
    /// What was recorded.
    public var action: Action
    /// Free text without control characters; `nil` when absent.
    public var note: String?

    /// An entry; a done entry without a note by default.
    /// - Parameters:
    ///   - day: the civil day it counts for, whatever day it is written on.
    ///   - habit: the current id of the habit it is about.
    ///   - action: what it records.
    ///   - note: free text; not checked here: `Habit.validateNote(_:)` refuses what a log
    ///     line cannot hold.
    public init(day: Day, habit: HabitID, action: Action = .done, note: String? = nil) {
        self.day = day
        self.habit = habit
        self.action = action
        self.note = note
    }
}
