/// One option a command accepts, as help and completions show it.
struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes: `date` for `--date`.
    var name: String
    /// The value's placeholder (`D`, `N`, `S`), or `nil` for a flag.
    var value: String?
    /// One line for help.
    var summary: String
    /// What a shell may complete for the value.
    var completion: Completion = .none

    /// Values a shell can offer.
    enum Completion: Sendable, Equatable {
        case none
        /// One of a fixed list.
        case choices([String])
        /// A directory path.
        case directory
        /// A file path.
        case file
        /// A date (any form of a date argument); the shell offers the words
        /// `Completions.dateWords`.
        case date
        /// A tag, completed by asking `habit completions tags`.
        case tag
    }

    /// `--tag T`, repeatable, declared once for every command that takes it (the views,
    /// `status`, `report`, `stats`, `ask`, `log`, `remind`; docs/cli.md, "Groups").
    static let tag = OptionSpec(
        name: "tag", value: "T", summary: "only the habits tagged T (repeatable: any of them)", completion: .tag)

    /// `--name VALUE` or `--name`.
    var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

/// A positional argument, as help and completions show it.
struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder: `ID`, `NEW`, `KEY`.
    var name: String
    /// What a shell may complete for it.
    var completion: Completion
    /// Whether it may be left out.
    var optional: Bool = false
    /// Whether it may be given again and again (`ID…`): the last argument only.
    var repeats: Bool { name.hasSuffix("…") }

    enum Completion: Sendable, Equatable {
        case none
        /// A habit id of those the position takes, completed by asking `habit` itself.
        case habitID(IDChoice)
        /// One of a fixed list.
        case choices([String])
        /// A command name.
        case command
        /// A file path.
        case path
    }
}

/// Which habit ids a position takes, as the completion scripts ask `habit completions ids`
/// for them (docs/cli.md, "demo and completions"): the words after `ids` are `habits`'s
/// name, then `@` when a tag (`@T`) may stand for habits there.
struct IDChoice: Sendable, Equatable {
    /// Which habits.
    enum Habits: String, CaseIterable, Sendable {
        /// Every habit, archived ones too.
        case all
        /// The habits not archived.
        case active
        /// The habits not archived that have entries of their own (not made of others).
        case recordable
        /// The archived habits.
        case archived
    }

    var habits: Habits
    /// Whether `@T` is taken there.
    var tags: Bool = false

    /// The words after `habit completions ids`.
    var words: [String] { [habits.rawValue] + (tags ? ["@"] : []) }
}
