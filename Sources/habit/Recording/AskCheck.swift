import HabitCore

/// Why `habit ask` left an answer as is: under the lock, when the answer arrived, the
/// question no longer stood (docs/cli.md, "ask"; docs/reliability.md).
enum AskConflict: Error, Equatable {
    /// The day was answered meanwhile (another `check`, `skip` or `ask`): what it holds.
    case answered(String)
    /// The habit was archived meanwhile.
    case archived
    /// The habit was renamed meanwhile: its id now.
    case renamed(to: HabitID)
    /// No habit of the data is the one asked about (removed, or renamed and edited).
    case removed
    /// The id now names another habit (its own was renamed and the id reused), or the
    /// habit was edited.
    case changed

    /// `water: answered meanwhile (5/8 glasses), left as is`, without the newline.
    func message(id: HabitID) -> String {
        let what =
            switch self {
            case .answered(let words): "answered meanwhile (\(words))"
            case .archived: "archived meanwhile"
            case .renamed(let new): "renamed to '\(new)' meanwhile"
            case .removed: "removed or renamed meanwhile"
            case .changed: "changed meanwhile (edited, or its id given to another habit)"
            }
        return "\(id): \(what), left as is"
    }
}

/// The check `habit ask` runs under the lock before it records an answer: the habit
/// under the lock is still the habit the question was about, and the day still has no
/// answer. The data read when the questions were planned is the witness: a habit is the
/// same when it is defined alike (the schedule and goal; `since` only moved back) and its
/// entries then are where its entries now start, with no habit gone since that would fit
/// as well (whose id the asked one may have taken). A renamed habit is found by the same
/// definition and name under an id the plan did not know.
struct AskCheck {
    /// The data the questions were planned on.
    let plan: Session

    /// Throws the reason `prompt` no longer stands in `now` (read under the lock).
    func verify(_ prompt: AskPrompt, in now: Session) throws(AskConflict) {
        let asked = prompt.habit
        let current = now.habits.first { $0.id == asked.id }
        if let current, isSame(asked, as: current, in: now) {
            if current.archived { throw .archived }
            if let words = AnsweredDay.words(now.history(of: current), on: prompt.day, habit: current) {
                throw .answered(words)
            }
            return
        }
        let planned = Set(plan.habits.map { $0.id })
        let moved = now.habits.filter {
            !planned.contains($0.id) && Self.sameDefinition($0, asked) && Self.sameName($0, asked)
        }
        if moved.count == 1 { throw .renamed(to: moved[0].id) }
        throw current == nil ? .removed : .changed
    }

    private func isSame(_ asked: Habit, as current: Habit, in now: Session) -> Bool {
        let entries = now.entries(of: current.id)
        guard Self.sameDefinition(current, asked), entries.starts(with: plan.entries(of: asked.id)) else {
            return false
        }
        let present = Set(now.habits.map { $0.id })
        return !plan.habits.contains { other in
            other.id != asked.id && !present.contains(other.id) && Self.sameDefinition(current, other)
                && Self.sameName(current, other)
                && entries.starts(with: plan.entries(of: other.id).map { Self.renamed($0, to: current.id) })
        }
    }

    /// Whether `habit` is defined as `asked` was: the same schedule and goal, and a
    /// `since` at most as late (a backdated entry moves it back). A new name alone does
    /// not make another habit.
    private static func sameDefinition(_ habit: Habit, _ asked: Habit) -> Bool {
        habit.schedule == asked.schedule && habit.goal == asked.goal && habit.since <= asked.since
    }

    /// Whether the two have the same name (a name that is the id follows the id).
    private static func sameName(_ habit: Habit, _ asked: Habit) -> Bool {
        let name: (Habit) -> String? = { $0.name == $0.id.rawValue ? nil : $0.name }
        return name(habit) == name(asked)
    }

    private static func renamed(_ entry: Entry, to id: HabitID) -> Entry {
        var entry = entry
        entry.habit = id
        return entry
    }
}
