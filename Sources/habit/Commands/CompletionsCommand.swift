import HabitCore

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
            The scripts complete habit ids by running 'habit completions ids WHICH [@]'
            (WHICH: all, active, recordable or archived; @: the tags as @TAG too), and
            tags by running 'habit completions tags'.
            """)

    let shell: String
    /// For `ids`: which ids, and whether `@TAG`s too (`habit completions ids recordable @`);
    /// without words, the active habits and the tags.
    let ids: IDChoice

    init(parsing arguments: inout Arguments<Option>) throws {
        shell = try arguments.required("SHELL")
        var ids = IDChoice(habits: .active, tags: true)
        if shell == "ids", let word = try arguments.next() {
            guard let habits = IDChoice.Habits(rawValue: word) else {
                throw UsageError.unexpectedArgument(word, command: Self.info.name)
            }
            ids = IDChoice(habits: habits, tags: false)
            if let tags = try arguments.next() {
                guard tags == "@" else { throw UsageError.unexpectedArgument(tags, command: Self.info.name) }
                ids.tags = true
            }
        }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        switch shell {
        case "bash": context.write(Completions.bash())
        case "zsh": context.write(Completions.zsh())
        case "fish": context.write(Completions.fish())
        case "ids":
            let file = try context.store().load().habitsFile
            for habit in file.habits where Self.takes(habit, ids.habits) { context.write(habit.id.rawValue + "\n") }
            // `@TAG` stands for a tag's active habits wherever ids are taken (docs/cli.md, "Tags").
            if ids.tags { for tag in Self.activeTags(file) { context.write("@" + tag.rawValue + "\n") } }
        case "tags":
            for tag in Self.activeTags(try context.store().load().habitsFile) { context.write(tag.rawValue + "\n") }
        default: throw UsageError.unknownShell(shell)
        }
        return .ok
    }

    /// Whether `habit` is one of `habits`.
    static func takes(_ habit: Habit, _ habits: IDChoice.Habits) -> Bool {
        switch habits {
        case .all: true
        case .active: !habit.archived
        case .recordable: !habit.archived && !habit.isComposite
        case .archived: habit.archived
        }
    }

    /// The tags an active habit carries, in the file's order.
    private static func activeTags(_ file: HabitsFile) -> [HabitTag] {
        let active = Set(file.habits.filter { !$0.archived }.flatMap(\.tags))
        return file.tags.filter { active.contains($0) }
    }
}
