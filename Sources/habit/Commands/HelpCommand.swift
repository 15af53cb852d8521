/// `habit help [COMMAND]`: the command list, or one command's usage and options.
struct HelpCommand: Command {
    static let info = CommandInfo(
        name: "help", summary: "show help for habit or one command",
        arguments: [ArgumentSpec(name: "COMMAND", completion: .command, optional: true)])

    let topic: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        topic = try arguments.next()
    }

    func run(in context: Context) throws -> ExitCode {
        guard let topic else {
            context.write(Help.overview(style: context.style))
            return .ok
        }
        guard let type = CommandTable.command(named: topic) else {
            throw UsageError.unknownCommand(topic, suggestion: Suggestion.closest(to: topic, in: CommandTable.names))
        }
        context.write(Help.command(type, style: context.style))
        return .ok
    }
}
