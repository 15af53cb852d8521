import HabitCore

/// `habit archive ID`: hides a habit from views and reports, keeping its history; the days
/// it stays archived are excused (docs/streaks.md, "Archived days").
struct ArchiveCommand: Command {
    static let info = CommandInfo(
        name: "archive", summary: "hide a habit from views and reports (history kept)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .active)))],
        discussion: """
            The days it spends archived are excused: they never break its streak or count as
            failed. A member of a habit made of others stays its member: the days it recorded
            keep counting there, so archiving or unarchiving it never changes that habit's past.
            """,
        readsJSON: true)

    let id: String

    init(parsing arguments: inout Arguments<Option>) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        if let summary = try Archiving.set(id, archived: true, in: context) {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        context.write(
            "Archived '\(id)'; the days it stays archived are excused; 'habit unarchive \(id)' brings it back.\n")
        return .ok
    }
}

/// `habit unarchive ID`: shows an archived habit again.
struct UnarchiveCommand: Command {
    static let info = CommandInfo(
        name: "unarchive", summary: "bring an archived habit back",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .archived)))], readsJSON: true)

    let id: String

    init(parsing arguments: inout Arguments<Option>) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        if let summary = try Archiving.set(id, archived: false, in: context) {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        context.write("Unarchived '\(id)'.\n")
        return .ok
    }
}

/// The shared step of archive and unarchive.
enum Archiving {
    /// Archives or unarchives `id`, keeping the span of days it is archived on its line
    /// (`away=`, docs/data-format.md): archiving opens a span on today, unarchiving closes
    /// it on yesterday (a span of no whole day is dropped). With `--json`, returns the
    /// habit as it is afterwards.
    static func set(_ id: String, archived: Bool, in context: Context) throws -> HabitSummary? {
        try HabitEditing.update(id, in: context) { transaction, habit in
            if habit.archived == archived {
                throw archived ? HabitError.alreadyArchived(id) : HabitError.notArchived(id)
            }
            let today = try context.today(of: transaction.snapshot)
            var changed = habit
            changed.archived = archived
            if archived {
                changed.archivedSpans.append(ArchivedSpan(from: today, through: nil))
            } else if let open = changed.archivedSpans.last, open.through == nil {
                changed.archivedSpans.removeLast()
                let yesterday = today.adding(-1)
                if open.from <= yesterday {
                    changed.archivedSpans.append(ArchivedSpan(from: open.from, through: yesterday))
                }
            }
            transaction.habitsFile.replace(habit.id, with: changed)
            guard context.json else { return nil }
            return RecordJSON.summary(of: habit.id, after: transaction, today: today)
        }
    }
}
