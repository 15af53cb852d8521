/// The options every command accepts, before or after the command (docs/cli.md,
/// "Parsing"). This one table drives the parser (`GlobalOptions.extract`), help and the
/// completion scripts: a global option exists by being a case here.
enum GlobalOption: CommandOption {
    case dataDirectory, today, color, json, ascii, help, version

    /// Name, value placeholder, help line and what a shell may complete.
    var spec: OptionSpec {
        switch self {
        case .dataDirectory:
            OptionSpec(name: "data-dir", value: "DIR", summary: "use DIR for the data files", completion: .directory)
        case .today:
            OptionSpec(name: "today", value: "DATE", summary: "pretend today is DATE", completion: .date)
        case .color:
            OptionSpec(
                name: "color", value: "WHEN", summary: "colour: auto, always or never",
                completion: .choices(Style.ColorChoice.allCases.map { $0.rawValue }))
        case .json: OptionSpec(name: "json", value: nil, summary: "print JSON instead of text")
        case .ascii: OptionSpec(name: "ascii", value: nil, summary: "draw with ASCII only")
        case .help: OptionSpec(name: "help", value: nil, summary: "show help (also -h)")
        case .version: OptionSpec(name: "version", value: nil, summary: "print the version")
        }
    }

    /// The option `token` names — `--name`, `--name=value`, or `-h` for `--help` — with
    /// the value given after `=`; `nil` for any other word.
    static func named(by token: String) -> (GlobalOption, String?)? {
        guard let word = OptionToken(token) else { return nil }
        if word.dashes == 1, word.name == "h", word.inline == nil { return (.help, nil) }
        guard let option = allCases.first(where: { word.names($0.spec) }) else { return nil }
        return (option, word.inline)
    }
}
