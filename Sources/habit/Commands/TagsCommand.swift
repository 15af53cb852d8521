import HabitCore

/// `habit tags`: every tag with its habits (docs/cli.md, "Tags").
struct TagsCommand: Command {
    static let info = CommandInfo(
        name: "tags", summary: "the tags (groups) and their habits",
        discussion: """
            A habit gets tags with 'habit add ID --tag T' or 'habit edit ID --tag T', or by
            standing below a '! Heading' line in the habits file. '@T' stands for the
            active habits tagged T wherever ids are taken.
            Examples:
              habit tags
              habit check @morning
              habit skip @work --from mon --to fri
            """,
        readsJSON: true)

    init(parsing arguments: inout Arguments<NoOption>) throws {}

    func run(in context: Context) throws -> ExitCode {
        // Tags live in `habits` alone: the log is checked (its problems reported) but nothing kept.
        let session = try context.session(reading: .histories(of: []))
        let file = session.snapshot.habitsFile
        let habits = session.habits
        let groups = file.tags.map { tag in
            (tag: tag, title: file.title(of: tag), habits: habits.filter { $0.tags.contains(tag) })
        }
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)),
                    (
                        "tag_groups",
                        .array(
                            groups.map { group in
                                .object([
                                    ("tag", .string(group.tag.rawValue)), ("title", .string(group.title)),
                                    ("ids", ids(group.habits.filter { !$0.archived })),
                                    ("archived_ids", ids(group.habits.filter(\.archived))),
                                ])
                            })
                    ),
                ]).text())
            return .ok
        }
        guard !groups.isEmpty else {
            context.write(
                "No tags yet. Tags put habits in groups: 'habit add stretch --tag morning', "
                    + "'habit edit read --tag evening', or a '! Morning' heading line above them in the habits file; "
                    + "then 'habit check @morning' checks the group.\n")
            return .ok
        }
        for group in groups {
            // A heading's text is shown when it says more than the tag (`Morning routine`, not `Morning`).
            let title = group.title.lowercased() == group.tag.rawValue ? "" : " (\(Echo.line(group.title)))"
            let active = group.habits.filter { !$0.archived }.map { $0.id.rawValue }
            let archived = group.habits.filter(\.archived).map { $0.id.rawValue + " (archived)" }
            let members = active + archived
            context.write(
                "@\(group.tag)\(title): " + (members.isEmpty ? "no habits" : members.joinedText(separator: ", ")) + "\n"
            )
        }
        return .ok
    }

    private func ids(_ habits: [Habit]) -> JSONValue { .array(habits.map { .string($0.id.rawValue) }) }
}
