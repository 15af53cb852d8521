/// Help text, generated from the command table.
enum Help {
    static func overview(style: Style) -> String {
        var out = "habit \(CLI.version): a habit tracker and streak engine for the terminal\n\n"
        out += style.paint("Usage:", .bold) + " habit [global options] [command] [arguments]\n\n"
        out += style.paint("Commands:", .bold) + "\n"
        let width = CommandTable.commands.map { type in type.info.name.count }.max() ?? 0
        for type in CommandTable.commands {
            out += "  " + TextWidth.padRight(type.info.name, width + 2) + type.info.summary + "\n"
        }
        out += "\n" + style.paint("Global options:", .bold) + "\n" + options(GlobalOption.all)
        out += """

            With no command, habit shows today. Data lives in --data-dir, else
            $HABIT_HOME, else $XDG_DATA_HOME/habit, else ~/.local/share/habit.
            Run 'habit help COMMAND' for a command's options; 'habit demo' for a tour.

            """
        return out
    }

    static func command(_ info: CommandInfo, style: Style) -> String {
        var out = style.paint("Usage:", .bold) + " habit \(info.synopsis)\n\n\(info.summary)\n"
        if !info.options.isEmpty {
            out += "\n" + style.paint("Options:", .bold) + "\n" + options(info.options)
        }
        let globals = GlobalOption.allCases.filter { info.readsJSON || $0 != .json }.map { $0.spec }
        out += "\n" + style.paint("Global options:", .bold) + "\n" + options(globals)
        if !info.discussion.isEmpty { out += "\n" + info.discussion + "\n" }
        return out
    }

    private static func options(_ specs: [OptionSpec]) -> String {
        let width = specs.map { $0.synopsis.count }.max() ?? 0
        return specs.map { "  " + TextWidth.padRight($0.synopsis, width + 2) + $0.summary + "\n" }.joined()
    }
}
