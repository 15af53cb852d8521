/// What help, completions and the parser know about a command, besides its options
/// (the cases of its `Option` type).
struct CommandInfo: Sendable {
    /// The word typed after `habit`.
    var name: String
    /// One line for the command list.
    var summary: String
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// Extra lines for `habit help COMMAND`: details and examples.
    var discussion: String = ""
    /// Whether `--json` applies.
    var readsJSON: Bool = false
    /// Left out of `habit help`'s list (a command other programs call: `merge-file`).
    var hidden: Bool = false
}

/// One `habit` command: parsed from its arguments, then run against a context.
///
/// Commands stay thin: they read their arguments and hand the work to the workspace,
/// the engine and the renderers.
protocol Command {
    /// The command's own options (global ones are added by the parser), declared once as
    /// the cases of one type: the single source for the parser, help and completions.
    associatedtype Option: CommandOption = NoOption
    /// Name, summary and arguments: the single source for the parser, help and
    /// completions.
    static var info: CommandInfo { get }
    /// Reads the command's options and arguments; throws `UsageError` on anything wrong.
    init(parsing arguments: inout Arguments<Option>) throws
    /// Does the work, writing to the context's outputs; returns the exit status.
    func run(in context: Context) throws -> ExitCode
}

extension Command {
    /// The command's own options, in help order.
    static var options: [OptionSpec] { Option.specs }

    /// `check ID… [--date D] …` as shown in help.
    static var synopsis: String {
        var parts = [info.name]
        for argument in info.arguments { parts.append(argument.optional ? "[\(argument.name)]" : argument.name) }
        for option in options { parts.append("[\(option.synopsis)]") }
        return parts.joinedText(separator: " ")
    }
}
