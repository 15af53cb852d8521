import HabitCore

/// A command that is well-formed but cannot be done (exit 1), or a data problem the
/// command itself found (exit 65). Every message is written here.
enum HabitError: ExitingError, Equatable {
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

    var exitCode: ExitCode {
        switch self {
        case .verifyFailed: .dataError
        default: .failure
        }
    }

    var description: String {
        switch self {
        case .unknownHabit(let id, let suggestion):
            "no habit named '\(id)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'habit list --all' to see them")
        case .noHabits(let id):
            "no habit named '\(id)': there are no habits yet; add one with 'habit add \(id)'"
        case .duplicateHabit(let id):
            "a habit named '\(id)' already exists; pick another id or 'habit edit \(id)'"
        case .futureDate(let day, let today, let command):
            "cannot \(command) '\(day)': it is after today (\(today)); only skip may plan ahead"
        case .archived(let id, let command):
            "habit '\(id)' is archived; run 'habit unarchive \(id)' before '\(command)'"
        case .notArchived(let id):
            "habit '\(id)' is not archived"
        case .alreadyArchived(let id):
            "habit '\(id)' is already archived"
        case .removeNeedsYes(let id):
            "refusing to remove '\(id)' and its history without '--yes'; 'habit archive \(id)' hides it and keeps the history"
        case .positionOutOfRange(let position, let count):
            "invalid position '\(position)': expected 1 to \(count)"
        case .sameID(let id):
            "habit '\(id)' already has that id"
        case .targetHasEntries(let id, let new, let count):
            "the log already has \(count) \(count == 1 ? "entry" : "entries") for '\(new)', which no habit defines; "
                + "'habit rename \(id) \(new) --merge' adds them to the history of '\(id)'"
        case .verifyFailed(let count):
            "\(count) problem\(count == 1 ? "" : "s") found in the data files"
        case .demoFailed(let reason):
            "could not build the demo: \(reason)"
        }
    }
}
