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
        /// A date word: today, yesterday, mon…sun.
        case date
    }

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

    enum Completion: Sendable, Equatable {
        case none
        /// A habit id, completed by asking `habit` itself.
        case habitID
        /// One of a fixed list.
        case choices([String])
        /// A command name.
        case command
        /// A file path.
        case path
    }
}

/// The global options, accepted before or after the command (docs/cli.md, "Parsing").
enum GlobalOption {
    static let all: [OptionSpec] = [
        OptionSpec(name: "data-dir", value: "DIR", summary: "use DIR for the data files", completion: .directory),
        OptionSpec(name: "today", value: "DATE", summary: "pretend today is DATE (YYYY-MM-DD)", completion: .date),
        OptionSpec(
            name: "color", value: "WHEN", summary: "colour: auto, always or never",
            completion: .choices(Style.ColorChoice.allCases.map { $0.rawValue })),
        OptionSpec(name: "json", value: nil, summary: "print JSON (read commands and check)"),
        OptionSpec(name: "ascii", value: nil, summary: "draw with ASCII only"),
        OptionSpec(name: "help", value: nil, summary: "show help (also -h)"),
        OptionSpec(name: "version", value: nil, summary: "print the version"),
    ]
}
