import HabitCore

/// A tag or an id list that cannot be used as typed (docs/cli.md, "Tags"). Every message is
/// written here; `ErrorClassifier` gives the status: 64 for a malformed argument, 1 for a
/// refusal.
enum TagError: Error, CustomStringConvertible, Equatable {
    /// `@TAG` naming a tag no habit has: a usage error, as `--tag` of one is.
    case unknownTag(String, suggestion: String?)
    /// `edit --untag` of the tag a `! Heading` gives: (habit, tag, heading title, line).
    case fromHeading(habit: String, tag: String, title: String, line: Int)
    /// `edit --untag` of a tag the habit does not have.
    case notTagged(habit: String, tag: String, tags: [String])
    /// The same tag given to `--tag` and `--untag`.
    case tagAndUntag(String)
    /// `@TAG=N`: an amount goes with one habit.
    case amountForTag(String)
    /// `ID=N` given twice for one id.
    case amountTwice(String)
    /// `ID=N` together with `--value` or `--set`.
    case amountWithOption(String, option: String)
    /// `ID=N` on a command that records no amount.
    case amountNotTaken(String, command: String)
    /// `@TAG#NOTE`: a note goes with one habit.
    case noteForTag(String)
    /// `ID#NOTE` given twice for one id.
    case noteTwice(String)
    /// `ID#` with nothing after the `#`.
    case emptyNote(String)
    /// `ID#NOTE` on a command that takes no note per id.
    case noteNotTaken(String, command: String)

    /// Whether the argument itself is malformed (64) rather than refused (1).
    var isUsage: Bool {
        switch self {
        case .fromHeading, .notTagged: false
        case .unknownTag, .tagAndUntag, .amountForTag, .amountTwice, .amountWithOption, .amountNotTaken, .noteForTag,
            .noteTwice, .emptyNote, .noteNotTaken:
            true
        }
    }

    var description: String {
        switch self {
        case .unknownTag(let tag, let suggestion):
            "no habit is tagged '\(Echo.token(tag))'"
                + (suggestion.map { "; did you mean '@\(Echo.token($0))'?" } ?? "; run 'habit tags' to see the tags")
        case .fromHeading(let habit, let tag, let title, let line):
            "'\(Echo.token(habit))' has the tag '\(Echo.token(tag))' from the heading '! \(Echo.token(title))' "
                + "(habits line \(line)); move it out from under the heading ('habit move \(habit) --to N') "
                + "or edit the heading in the habits file"
        case .notTagged(let habit, let tag, let tags):
            "'\(Echo.token(habit))' has no tag '\(Echo.token(tag))'; "
                + (tags.isEmpty ? "it has no tags" : "its tags: " + tags.joinedText(separator: ", "))
        case .tagAndUntag(let tag):
            "'--tag \(Echo.token(tag))' and '--untag \(Echo.token(tag))' cannot be used together"
        case .amountForTag(let text):
            "invalid '\(Echo.token(text))': an amount goes with one habit id (ID=N), not a tag"
        case .amountTwice(let id):
            "'\(Echo.token(id))' is given two amounts: expected one ID=N per habit"
        case .amountWithOption(let text, let option):
            "'\(Echo.token(text))' and '--\(option)' cannot be used together: "
                + "give each habit its amount (ID=N) or one --\(option) for all"
        case .amountNotTaken(let text, let command):
            "invalid '\(Echo.token(text))': '\(command)' takes no amount; ID=N is for 'habit check'"
        case .noteForTag(let text):
            "invalid '\(Echo.token(text))': a note goes with one habit id (ID#NOTE), not a tag; --note is for all"
        case .noteTwice(let id):
            "'\(Echo.token(id))' is given two notes: expected one ID#NOTE per habit"
        case .emptyNote(let text):
            "invalid '\(Echo.token(text))': expected a note after '#' (ID#NOTE)"
        case .noteNotTaken(let text, let command):
            "invalid '\(Echo.token(text))': '\(command)' takes no ID#NOTE; use --note, or ID#NOTE with 'habit check'"
        }
    }
}
