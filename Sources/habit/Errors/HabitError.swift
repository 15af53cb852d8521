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
    /// `uncheck --value N` of a check habit, which holds no amount to take back.
    case takeBackFromCheckHabit(habit: String)
    /// `uncheck --value N` of a day that holds no amount (nothing recorded, skipped, 0).
    case nothingToTakeBack(habit: String, day: String)
    /// A backdate that would move `since` back more than a month, without `--yes`.
    case sinceMoveNeedsYes(habit: String, from: Day, to: Day, command: String)
    /// `check`, `uncheck` or `skip` of a habit made of others, which has no entries of its own.
    case compositeHasNoEntries(habit: String, members: String, command: String)
    /// `remove` or `archive` of a member of a habit made of others, without `--force`.
    case memberOfComposite(habit: String, composites: [String], command: String)
    /// `--force` that would leave a habit made of others with fewer than two members.
    case compositeTooSmall(habit: String, composite: String, left: [String], command: String)

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
        case .compositeHasNoEntries(let habit, let members, let command):
            "'\(Echo.token(habit))' is made of other habits and has no entries of its own: "
                + "\(command) \(Echo.token(members))"
        case .memberOfComposite(let habit, let composites, let command):
            "refusing to \(command) '\(Echo.token(habit))': it is a member of "
                + composites.map { "'\(Echo.token($0))'" }.joinedText(separator: ", ")
                + "; add --force to \(command) it and take it out of "
                + (composites.count == 1 ? "that habit's members" : "those habits' members")
        case .compositeTooSmall(let habit, let composite, let left, let command):
            "refusing to \(command) '\(Echo.token(habit))': '\(Echo.token(composite))' would be left with "
                + (left.isEmpty ? "no member" : "one member ('\(Echo.token(left.joinedText(separator: ",")))')")
                + ", and a habit made of others needs at least two; remove or archive '\(Echo.token(composite))' first "
                + "(it has no entries of its own)"
        case .takeBackFromCheckHabit(let habit):
            "refusing '--value' for '\(Echo.token(habit))': '\(Echo.token(habit))' is a check habit, done or not, "
                + "and holds no amount to take back; 'habit uncheck \(Echo.token(habit))' clears the day"
        case .nothingToTakeBack(let habit, let day):
            "nothing to take back: '\(Echo.token(habit))' holds no amount \(day)"
        case .amountForCheckHabit(let habit, let option):
            "refusing '\(Echo.token(option))' for '\(Echo.token(habit))': it is a check habit, done or not, and takes no amount; "
                + "use 'habit check \(Echo.token(habit))' (or give it a goal: 'habit edit \(Echo.token(habit)) --target N')"
        }
    }
}
