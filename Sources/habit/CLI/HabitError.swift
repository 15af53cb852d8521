import HabitCore

/// A command that is well-formed but cannot be done, or a data problem the command
/// itself found. Every message is written here; `ErrorClassifier` gives the status.
enum HabitError: Error, CustomStringConvertible, Equatable {
    case unknownHabit(String, suggestion: String?)
    case noHabits(String)
    case duplicateHabit(String)
    case futureDate(Day, today: Day, command: String)
    case archived(String, command: String)
    case notArchived(String)
    case alreadyArchived(String)
    case removeNeedsYes(String)
    case positionOutOfRange(Int, count: Int)
    case sameID(String)
    case targetHasEntries(String, new: String, count: Int)
    case verifyFailed(count: Int)
    case demoFailed(String)
    /// A `--value` that would take a day past `Amount.maximum`.
    case amountTooLarge(habit: String, day: Day, sum: String)
    /// A bare `check` of an at-most habit on a day that holds an amount: it would reset
    /// the amount to 0.
    case limitHoldsAmount(habit: String, day: Day, amount: String)
    /// `--value`, `--set` or `ID=N` (as typed) for a check habit, which is done or not and
    /// takes no amount.
    case amountForCheckHabit(habit: String, option: String)
    /// A backdate that would move `since` back more than a month, without `--yes`.
    case sinceMoveNeedsYes(habit: String, from: Day, to: Day, command: String)

    var description: String {
        switch self {
        case .unknownHabit(let id, let suggestion):
            "no habit named '\(Echo.token(id))'"
                + (suggestion.map { "; did you mean '\(Echo.token($0))'?" } ?? "; run 'habit list --all' to see them")
        case .noHabits(let id):
            "no habit named '\(Echo.token(id))': there are no habits yet; add one with 'habit add \(id)'"
        case .duplicateHabit(let id):
            "a habit named '\(Echo.token(id))' already exists; pick another id or 'habit edit \(id)'"
        case .futureDate(let day, let today, let command):
            "cannot \(command) '\(Echo.token(day))': it is after today (\(today)); only skip may plan ahead"
        case .archived(let id, let command):
            "habit '\(Echo.token(id))' is archived; run 'habit unarchive \(id)' before '\(Echo.token(command))'"
        case .notArchived(let id):
            "habit '\(Echo.token(id))' is not archived"
        case .alreadyArchived(let id):
            "habit '\(Echo.token(id))' is already archived"
        case .removeNeedsYes(let id):
            "refusing to remove '\(Echo.token(id))' and its history without '--yes'; 'habit archive \(id)' hides it and keeps the history"
        case .positionOutOfRange(let position, let count):
            "invalid position '\(Echo.token(position))': expected 1 to \(count)"
        case .sameID(let id):
            "habit '\(Echo.token(id))' already has that id"
        case .targetHasEntries(let id, let new, let count):
            "the log already has \(count) \(count == 1 ? "entry" : "entries") for '\(Echo.token(new))', which no habit defines; "
                + "'habit rename \(id) \(new) --merge' adds them to the history of '\(id)'"
        case .verifyFailed(let count):
            "\(count) problem\(count == 1 ? "" : "s") found in the data files"
        case .demoFailed(let reason):
            "could not build the demo: \(reason)"
        case .amountTooLarge(let habit, let day, let sum):
            "refusing to record: '\(Echo.token(habit))' would hold \(sum) on \(day), more than one day may hold "
                + "(\(Amount.maximum)); use --set for a new amount"
        case .sinceMoveNeedsYes(let habit, let from, let to, let command):
            "refusing to move the start of '\(Echo.token(habit))' back \(from - to) days, from \(from) to \(to); "
                + "check the date, or add --yes to '\(Echo.token(command))' if \(to) is right"
        case .limitHoldsAmount(let habit, let day, let amount):
            "refusing to check '\(Echo.token(habit))': \(day) already holds \(amount), and a bare check would reset it to 0; "
                + "use 'habit check \(habit) --value N' to add to it (or --set N)"
        case .amountForCheckHabit(let habit, let option):
            "refusing '\(Echo.token(option))' for '\(Echo.token(habit))': it is a check habit, done or not, and takes no amount; "
                + "use 'habit check \(Echo.token(habit))' (or give it a goal: 'habit edit \(Echo.token(habit)) --target N')"
        }
    }
}
