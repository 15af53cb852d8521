/// `habit completions bash|zsh|fish`: prints a completion script generated from the
/// command table. `habit completions ids` prints the habit ids (and `@TAG`s) for the
/// scripts to use, and `habit completions tags` the tags of the active habits (for `--tag`).
struct CompletionsCommand: Command {
    static let info = CommandInfo(
        name: "completions", summary: "print a shell completion script: bash, zsh or fish",
        arguments: [ArgumentSpec(name: "SHELL", completion: .choices(["bash", "zsh", "fish"]))],
        discussion: """
            Install:
              bash:  habit completions bash > ~/.local/share/bash-completion/completions/habit
              zsh:   habit completions zsh > ~/.zfunc/_habit   (with fpath+=~/.zfunc before compinit)
              fish:  habit completions fish > ~/.config/fish/completions/habit.fish
            The scripts complete habit ids by running 'habit completions ids', and tags
            by running 'habit completions tags'.
            """)

    let shell: String

    init(parsing arguments: inout Arguments<Option>) throws {
        shell = try arguments.required("SHELL")
    }

    func run(in context: Context) throws -> ExitCode {
        switch shell {
        case "bash": context.write(Completions.bash())
        case "zsh": context.write(Completions.zsh())
        case "fish": context.write(Completions.fish())
        case "ids":
            let snapshot = try context.store().load()
            for habit in snapshot.habits where !habit.archived { context.write(habit.id.rawValue + "\n") }
            // `@TAG` stands for a tag's active habits wherever ids are taken (docs/cli.md, "Tags").
            for tag in snapshot.habitsFile.tags { context.write("@" + tag.rawValue + "\n") }
        case "tags":
            let file = try context.store().load().habitsFile
            let active = Set(file.habits.filter { !$0.archived }.flatMap(\.tags))
            for tag in file.tags where active.contains(tag) { context.write(tag.rawValue + "\n") }
        default: throw UsageError.unknownShell(shell)
        }
        return .ok
    }
}
