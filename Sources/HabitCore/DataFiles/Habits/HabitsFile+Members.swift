/// The habits made of others in a `habits` file: their members checked against the other
/// lines, and the edits that keep member lists true when a member is renamed or goes
/// (docs/streaks.md, "Habits made of others").
extension HabitsFile {
    /// A composite's line as read: where it is, for a problem found once every line is.
    struct CompositeLine {
        /// Its position in `lines`.
        var index: Int
        /// Its line number in the file.
        var line: Int
        /// Its bytes, kept if it turns out malformed.
        var raw: [UInt8]
    }

    /// Checks each composite's members against the habits of the whole file (a member may
    /// be defined after it): a composite whose member is undefined, numeric or itself a
    /// composite is a malformed line, kept byte for byte and reported at its `any-of=`.
    mutating func checkMembers(of composites: [CompositeLine], issues: inout [ParseIssue]) {
        guard !composites.isEmpty else { return }
        let all = habits
        for composite in composites {
            guard case .habit(let habit) = lines[composite.index], let problem = habit.memberProblem(among: all)
            else { continue }
            lines[composite.index] = .text(composite.raw)
            issues.append(
                ParseIssue(
                    file: .habits, line: composite.line, column: HabitsFile.column(of: "any-of=", in: composite.raw),
                    problem: .value(problem)))
        }
    }

    /// The 1-based column of the field that starts with `key` on `raw`, or 1.
    private static func column(of key: String, in raw: [UInt8]) -> Int {
        let key = Array(key.utf8)
        guard raw.count > key.count else { return 1 }
        for start in 1...(raw.count - key.count) where raw[start - 1] == 32 || raw[start - 1] == 9 {
            if raw[start..<(start + key.count)].elementsEqual(key) { return start + 1 }
        }
        return 1
    }

    /// The composites whose members include `id`, in file order.
    package func composites(naming id: HabitID) -> [Habit] {
        habits.filter { $0.members.contains(id) }
    }

    /// Writes `new` for `old` in every member list (a member renamed), keeping its place.
    package mutating func renameMember(_ old: HabitID, to new: HabitID) {
        for composite in composites(naming: old) {
            var changed = composite
            changed.members = composite.members.map { $0 == old ? new : $0 }
            replace(composite.id, with: changed)
        }
    }

    /// Takes `id` out of every member list (a member removed or archived with `--force`).
    package mutating func dropMember(_ id: HabitID) {
        for composite in composites(naming: id) {
            var changed = composite
            changed.members.removeAll { $0 == id }
            replace(composite.id, with: changed)
        }
    }
}

extension HabitsFile {
    /// `ids` with the members of the composites among them, or `nil` when no composite is
    /// named: a read of some habits' histories reads their members' too.
    package func withMembers(_ ids: Set<HabitID>) -> Set<HabitID>? {
        var widened = ids
        for case .habit(let habit) in lines where habit.isComposite && ids.contains(habit.id) {
            widened.formUnion(habit.members)
        }
        return widened == ids ? nil : widened
    }
}
