/// Help text, generated from the command table.
enum Help {
    /// What `habit` is, in a line: the overview's first line and the manual page's name.
    static let tagline = "a habit tracker and streak engine for the terminal"

    /// Where the data lives: the overview's and the manual page's.
    static let dataDirectory =
        "With no command, habit shows today. Data lives in --data-dir, else $HABIT_HOME, else "
        + "$XDG_DATA_HOME/habit, else ~/.local/share/habit."

    static func overview(style: Style) -> String {
        var out =
            TextWidth.wrapped(
                "habit \(CLI.version): \(tagline)", width: style.width,
                first: "", rest: "") + "\n"
        out +=
            TextWidth.wrapped(
                style.paint("Usage:", .bold) + " habit [global options] [command] [arguments]", width: style.width,
                first: "", rest: "       ") + "\n"
        out += style.paint("Commands:", .bold) + "\n"
        let shown = CommandTable.commands.filter { type in !type.info.hidden }
        let width = shown.map { type in type.info.name.count }.max() ?? 0
        for type in shown {
            out += TextWidth.entry(type.info.name, type.info.summary, termWidth: width, width: style.width)
        }
        out += "\n" + style.paint("Global options:", .bold) + "\n" + options(GlobalOption.specs, width: style.width)
        out += "\n"
        out += TextWidth.wrapped(
            dataDirectory, width: style.width, first: "", rest: "")
        out += TextWidth.wrapped(
            "Run 'habit help COMMAND' for a command's options; 'habit demo' for a tour.", width: style.width,
            first: "", rest: "")
        return out
    }

    static func command(_ type: any Command.Type, style: Style) -> String {
        let info = type.info
        var out = TextWidth.wrapped(
            style.paint("Usage:", .bold) + " habit \(type.synopsis)", width: style.width, first: "", rest: "       ")
        out += "\n" + TextWidth.wrapped(info.summary, width: style.width, first: "", rest: "")
        if !type.options.isEmpty {
            out += "\n" + style.paint("Options:", .bold) + "\n" + options(type.options, width: style.width)
        }
        let globals = GlobalOption.allCases.filter { info.readsJSON || $0 != .json }.map { $0.spec }
        out += "\n" + style.paint("Global options:", .bold) + "\n" + options(globals, width: style.width)
        if !info.discussion.isEmpty { out += "\n" + TextWidth.fitted(info.discussion, width: style.width) + "\n" }
        return out
    }

    /// Each option with its summary, wrapped at `width` (docs/cli.md, "Width").
    private static func options(_ specs: [OptionSpec], width: Int) -> String {
        let termWidth = specs.map { $0.synopsis.count }.max() ?? 0
        return specs.map { TextWidth.entry($0.synopsis, $0.summary, termWidth: termWidth, width: width) }.joinedText()
    }
}
