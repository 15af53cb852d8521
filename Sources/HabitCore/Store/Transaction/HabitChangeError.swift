/// Why a change to a habit — an add, a move, a rename, a removal, an archive or
/// unarchive, an edit (`Transaction.add` and the others) — is refused. Nothing is staged when one is
/// thrown, and a transaction whose body throws writes nothing.
///
/// Messages follow the house style: lower-case, the ids in single quotes. The command
/// line words each refusal its own way (with the command that gets past it).
public enum HabitChangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No habit has this id.
    case unknownHabit(HabitID)
    /// A rename to the id the habit has already.
    case sameID(HabitID)
    /// An add of, or a rename to, an id another habit has: ids name one habit at a time.
    case idTaken(HabitID)
    /// An add of a habit made of others naming a member that is archived: a new habit's
    /// members are active check habits.
    case archivedMember(HabitID)
    /// An add of a habit that lists former ids (`Habit.formerIDs`): only a rename gives a
    /// habit former ids, whose entries count for it.
    case formerIDsOnAdd(HabitID)
    /// A rename of habit `renaming` onto an id under which `count` entries are written
    /// that no habit owns (written by hand, say): they would join the renamed habit's
    /// history, so it takes `merge: true`.
    case idHasEntries(HabitID, count: Int, renaming: HabitID)
    /// A removal of a habit that the habits made of others in `composites` name as a
    /// member, without `force`.
    case memberOfComposites(HabitID, composites: [HabitID])
    /// A removal with `force` that would leave `composite` with the members `left`,
    /// fewer than `Habit.minimumMembers`.
    case compositeTooSmall(HabitID, composite: HabitID, left: [HabitID])
    /// An archive of a habit that is archived.
    case alreadyArchived(HabitID)
    /// An unarchive of a habit that is not archived.
    case notArchived(HabitID)
    /// An edit that takes away the tag `tag` of the heading `! title` (on line `line` of
    /// `habits`) the habit stands under: it belongs to its place there
    /// (docs/data-format.md), not to the habit.
    case headingTag(HabitID, tag: HabitTag, title: String, line: Int)
    /// An add or an edit that breaks a rule of the habit's fields (`Habit.validate()`), an
    /// add of a habit made of others whose members break theirs
    /// (`Habit.memberProblem(among:)`), or an edit that makes a member of a habit made of
    /// others numeric (`ValueError.numericMember`).
    case invalid(ValueError)

    /// The refusal in words: lower-case, the ids in single quotes.
    public var description: String {
        switch self {
        case .unknownHabit(let id): "no habit named '\(id)'"
        case .sameID(let id): "habit '\(id)' already has that id"
        case .idTaken(let id): "a habit named '\(id)' already exists"
        case .idHasEntries(let id, let count, let renaming):
            "\(count) \(count == 1 ? "entry is" : "entries are") written under '\(id)', which no habit defines; "
                + "renaming '\(renaming)' onto it with merge adds them to its history"
        case .memberOfComposites(let id, let composites):
            "habit '\(id)' is a member of " + composites.map { "'\($0)'" }.joinedText(separator: ", ")
                + "; removing it with force takes it out of their members"
        case .compositeTooSmall(let id, let composite, let left):
            "removing '\(id)' would leave '\(composite)' with \(left.count) member\(left.count == 1 ? "" : "s"), "
                + "and a habit made of others needs at least \(Habit.minimumMembers)"
        case .archivedMember(let id): "member '\(id)' is archived: expected active check habits"
        case .formerIDsOnAdd(let id): "a new habit '\(id)' lists former ids: only a rename gives a habit former ids"
        case .alreadyArchived(let id): "habit '\(id)' is already archived"
        case .notArchived(let id): "habit '\(id)' is not archived"
        case .headingTag(let id, let tag, let title, let line):
            "'\(id)' has the tag '\(tag)' from the heading '! \(Echo.token(title))' (habits line \(line)); "
                + "move it out from under the heading or edit the heading"
        case .invalid(let error): error.description
        }
    }
}
