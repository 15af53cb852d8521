import HabitCore

/// The tags typed with `--tag T` (docs/cli.md, "Groups"): a habit carrying any of them is
/// selected; with none typed, every habit is. The views, `status`, `report`, `stats`,
/// `ask`, `log` and `remind` narrow their habits through `select`, the one rule.
struct TagSelection: Equatable {
    /// The tags typed, each once, in the order typed; empty without `--tag`.
    let tags: [HabitTag]

    /// Every `--tag` value, read as `add --tag` reads it (a tag, or a comma list of them:
    /// `HabitOptions.tags`); a value not spelled like one is a usage error.
    init(_ texts: [String]) throws(UsageError) {
        var tags: [HabitTag] = []
        for tag in try HabitOptions.tags(texts) where !tags.contains(tag) { tags.append(tag) }
        self.tags = tags
    }

    /// No `--tag`: every habit.
    static let everything = TagSelection(tags: [])

    private init(tags: [HabitTag]) { self.tags = tags }

    /// Whether no tag was typed.
    var isEmpty: Bool { tags.isEmpty }

    /// The tag `habit` is grouped under: its first tag, or with `--tag` its first selected
    /// one; `nil` for an untagged habit.
    func groupTag(of habit: Habit) -> HabitTag? {
        tags.isEmpty ? habit.tags.first : habit.tags.first { tags.contains($0) }
    }

    /// `habits` (those the command would show, in their order) narrowed to the ones that
    /// carry any selected tag. Each tag typed must be carried by one of them: a tag no habit
    /// has is a usage error with a "did you mean" (a misspelt tag in a cron line must not
    /// pass for a quiet day), and so is one that only other habits carry (archived ones,
    /// or a heading with no habit below it) — never an empty view.
    func select(_ habits: [Habit], in file: HabitsFile) throws(UsageError) -> [Habit] {
        guard !tags.isEmpty else { return habits }
        for tag in tags where !habits.contains(where: { $0.tags.contains(tag) }) {
            let known = file.tags
            guard known.contains(tag) else {
                let words = known.map { $0.rawValue }
                throw .unknownTag(
                    tag.rawValue, suggestion: Suggestion.closest(to: tag.rawValue, in: words), anyTags: !known.isEmpty)
            }
            throw .tagWithoutHabits(tag.rawValue, archived: file.habits.contains { $0.tags.contains(tag) })
        }
        return habits.filter { habit in habit.tags.contains { tags.contains($0) } }
    }
}
