/// The rules of a habit made of others (docs/streaks.md, "Habits made of others").
extension Habit {
    /// The fewest members a composite has: one member would only repeat that habit.
    public static let minimumMembers = 2

    /// Checks a composite's own rules, those its line alone can break: a check goal (its
    /// day is done or not, as its members' are), at least two members, each once, and
    /// not itself. Whether the members exist and are plain check habits depends on the
    /// other habits: `memberProblem(among:)`.
    /// - Throws: `ValueError.numericComposite`, `.memberIsItself`, `.duplicateMember` or
    ///   `.tooFewMembers`; nothing for a habit that is no composite.
    public func validateMembers() throws(ValueError) {
        guard isComposite else { return }
        if goal.isNumeric { throw .numericComposite(id) }
        if members.contains(id) { throw .memberIsItself(id) }
        var seen = Set<HabitID>()
        for member in members where !seen.insert(member).inserted { throw .duplicateMember(member) }
        if members.count < Habit.minimumMembers { throw .tooFewMembers(members) }
    }

    /// What is wrong with this composite's members among `habits` (the other habits of
    /// the same file), or `nil`: a member must be defined, a check habit, and not itself
    /// made of others. `nil` for a habit that is no composite.
    /// - Parameter habits: the habits its members are looked up in, by current id.
    /// - Returns: `.unknownMember`, `.memberIsComposite` or `.numericMember` for the first
    ///   member in order that breaks a rule; `nil` when none does.
    public func memberProblem(among habits: [Habit]) -> ValueError? {
        guard isComposite else { return nil }
        for member in members {
            guard let habit = habits.first(where: { $0.id == member }) else { return .unknownMember(member) }
            if habit.isComposite { return .memberIsComposite(member) }
            if habit.goal.isNumeric { return .numericMember(member) }
        }
        return nil
    }

    /// The first habit of `habits`, in their order, that is an archived member of this
    /// one, or `nil`: a new habit's members are active check habits (`Transaction.add`),
    /// while a member archived later stays a member (docs/streaks.md, "Habits made of
    /// others").
    package func archivedMember(among habits: [Habit]) -> HabitID? {
        habits.first { $0.archived && members.contains($0.id) }?.id
    }

    /// The members as a person says them: `run, bike or swim`.
    package var membersInWords: String {
        let ids = members.map { $0.rawValue }
        guard let last = ids.last, ids.count > 1 else { return ids.first ?? "" }
        return ids.dropLast().joinedText(separator: ", ") + " or " + last
    }
}
