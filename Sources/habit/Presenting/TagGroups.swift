import HabitCore

/// How the Today view and `list` group their rows under tag headings (docs/cli.md,
/// "Groups"): each habit under its first tag (its first selected one with `--tag`), the
/// groups in the order their first habit comes in the user's order, untagged habits last
/// under `(untagged)`; the habits of a group in the user's order. No groups when no habit
/// shown has a tag, or when the config says `group = off`.
struct TagGroups {
    struct Group: Equatable {
        /// The group's tag; `nil` for the untagged habits.
        var tag: HabitTag?
        /// The heading: the tag's title (a `! Heading`'s own words), or `(untagged)`.
        var title: String
        /// The positions of its habits in the list grouped, in order.
        var members: [Int]
    }

    /// The heading of the habits that carry no tag: in parentheses, which no tag can be
    /// spelled with, so it is never taken for one.
    static let untaggedTitle = "(untagged)"

    let groups: [Group]

    /// The groups of `habits` (in the user's order), or `nil` for a flat view.
    init?(_ habits: [Habit], selection: TagSelection, config: Config, file: HabitsFile) {
        guard config.groupsByTag, habits.contains(where: { !$0.tags.isEmpty }) else { return nil }
        var groups: [Group] = []
        var untagged: [Int] = []
        for (index, habit) in habits.enumerated() {
            guard let tag = selection.groupTag(of: habit) else {
                untagged.append(index)
                continue
            }
            if let position = groups.firstIndex(where: { $0.tag == tag }) {
                groups[position].members.append(index)
            } else {
                groups.append(Group(tag: tag, title: file.title(of: tag), members: [index]))
            }
        }
        if !untagged.isEmpty { groups.append(Group(tag: nil, title: Self.untaggedTitle, members: untagged)) }
        self.groups = groups
    }

    /// The positions of the habits in group order: the order the rows are drawn in.
    var order: [Int] { groups.flatMap(\.members) }
}
