import HabitCore

/// A command line that cannot be run as typed (exit 64). Every message is written here.
enum UsageError: Error, CustomStringConvertible, Equatable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String, command: String)
    case repeatedOption(String)
    case flagWithValue(String)
    case missingArgument(String, command: String)
    case unexpectedArgument(String, command: String)
    case invalidValue(ValueError)
    /// An id that is not a slug (`add "Morning run"`), with the command to type instead.
    case idNotASlug(ValueError, suggestion: String)
    /// A negative amount to `check` (`--value -1`, `water=-1`), with the `uncheck
    /// --value` that takes an amount back (docs/cli.md, "Writing commands").
    case negativeAmount(String, takeBack: String)
    case invalidChoice(option: String, value: String, choices: [String])
    case conflictingOptions(String, String)
    case optionNeedsOption(String, String)
    case invalidCount(option: String, value: String, range: ClosedRange<Int>)
    case unknownConfigKey(String, suggestion: String?)
    case unknownShell(String)
    case nothingToEdit(String)
    case backwardsRange(from: String, to: String)
    case rangeTooLong(days: Int, maximum: Int)
    case demoOutOfRange(Day)
    /// `export --output` names a file of the data directory in use.
    case exportOverDataFile(path: String, file: String)
    /// `merge-file` for a file that is not `log`, `habits` or `config`.
    case notADataFile(String)
    /// `sync` followed by a word other than `init`.
    case unknownSyncAction(String)
    /// `add --any-of` naming an archived habit.
    case archivedMember(String)
    /// `--tag T` for a tag no habit has (docs/cli.md, "Groups"); `anyTags` tells "no habit
    /// has a tag yet" apart.
    case unknownTag(String, suggestion: String?, anyTags: Bool)
    /// `--tag T` for a tag none of the habits the command shows carries: only archived
    /// ones do (`archived`), or a `! Heading` with no habit below it.
    case tagWithoutHabits(String, archived: Bool)
    /// `--tag` beside a habit id (`stats ID`, `log ID`, `ask ID…`): one or the other.
    case tagWithID(command: String)

    var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(Echo.token(name))'"
                + (suggestion.map { "; did you mean '\(Echo.token($0))'?" } ?? "; run 'habit help' for the list")
        case .unknownOption(let option, let command, let suggestion):
            "unknown option '\(Echo.token(option))' for '\(Echo.token(command))'" + Self.didYouMean(suggestion)
        case .missingValue(let option, let command):
            "option '--\(option)' of '\(Echo.token(command))' needs a value"
        case .repeatedOption(let option):
            "option '--\(option)' given more than once"
        case .flagWithValue(let option):
            "option '--\(option)' takes no value"
        case .missingArgument(let name, let command):
            "'\(Echo.token(command))' needs \(name); run 'habit help \(command)' for usage"
        case .unexpectedArgument(let text, let command):
            "unexpected argument '\(Echo.token(text))' for '\(Echo.token(command))'; run 'habit help \(command)' for usage"
        case .invalidValue(let error):
            error.description
        case .idNotASlug(let error, let suggestion):
            "\(error.description); did you mean: \(suggestion)"
        case .negativeAmount(let text, let takeBack):
            "invalid number '\(Echo.token(text))': an amount is never below 0; to take an amount back, run '\(takeBack)'"
        case .invalidChoice(let option, let value, let choices):
            "invalid value '\(Echo.token(value))' for '--\(option)': expected "
                + Self.list(choices)
        case .conflictingOptions(let a, let b):
            "options '--\(a)' and '--\(b)' cannot be used together"
        case .optionNeedsOption(let a, let b):
            "option '--\(a)' needs '--\(b)' as well"
        case .invalidCount(let option, let value, let range):
            "invalid value '\(Echo.token(value))' for '--\(option)': expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .unknownConfigKey(let key, let suggestion):
            "unknown setting '\(Echo.token(key))'"
                + (suggestion.map { "; did you mean '\(Echo.token($0))'?" }
                    ?? ": expected timezone, day-start, week-start or group")
        case .unknownShell(let shell):
            "unknown shell '\(Echo.token(shell))': expected bash, zsh or fish"
        case .backwardsRange(let from, let to):
            "invalid range: '--to \(Echo.token(to))' is before '--from \(Echo.token(from))'"
        case .rangeTooLong(let days, let maximum):
            "range of \(days) days is too long: skip at most \(maximum) days at once"
        case .demoOutOfRange(let today):
            "the demo needs the two years before today, and today is '\(Echo.token(today))': "
                + "days run from 0001-01-01 to 9999-12-31; give a later --today"
        case .notADataFile(let name):
            "'\(Echo.token(name))' is not a data file: expected log, habits or config"
        case .unknownSyncAction(let word):
            "unknown sync action '\(Echo.token(word))': expected 'habit sync' or 'habit sync init [REMOTE]'"
        case .unknownTag(let tag, let suggestion, let anyTags):
            "unknown tag '\(Echo.token(tag))'"
                + (suggestion.map { "; did you mean '\(Echo.token($0))'?" }
                    ?? (anyTags
                        ? "; run 'habit tags' to see them"
                        : ": no habit has a tag yet; tag one with 'habit edit ID --tag \(tag)'"))
        case .tagWithoutHabits(let tag, let archived):
            archived
                ? "every habit tagged '\(Echo.token(tag))' is archived; 'habit list --all --tag \(tag)' shows them"
                : "no habit is tagged '\(Echo.token(tag))': its heading has no habit below it"
        case .tagWithID(let command):
            "'--tag' and a habit id cannot be used together; run 'habit \(command) ID' or 'habit \(command) --tag T'"
        case .nothingToEdit(let id):
            "nothing to change for '\(Echo.token(id))': give --name, --every, --target, --max or --unit"
        case .archivedMember(let id):
            "member '\(Echo.token(id))' is archived: expected active check habits; 'habit unarchive \(id)' brings it back"
        case .exportOverDataFile(let path, let file):
            "refusing to export to '\(Echo.token(path))': it is the data file '\(Echo.token(file))' in use; "
                + "choose a path outside the data directory"
        }
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\(Echo.token($0))'?" } ?? ""
    }

    static func list(_ words: [String]) -> String {
        switch words.count {
        case 0: ""
        case 1: words[0]
        default: words.dropLast().joinedText(separator: ", ") + " or " + words[words.count - 1]
        }
    }
}
