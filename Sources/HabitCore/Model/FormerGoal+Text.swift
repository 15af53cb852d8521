/// The text of the `goals=` field (docs/data-format.md, `habits`): the former goals, oldest
/// first, separated by `;`, each `SCHEDULE [target X | max X] until YYYY-MM-DD`.
extension FormerGoal: CustomStringConvertible {
    /// The words of one former goal: `daily target 8 until 2026-11-17`.
    public var description: String {
        var text = schedule.description
        switch goal {
        case .check: break
        case .atLeast(let target, _): text += " target " + target.description
        case .atMost(let max, _): text += " max " + max.description
        }
        return text + " until " + until.description
    }

    /// The value of a `goals=` field for `goals`.
    package static func text(of goals: [FormerGoal]) -> String {
        goals.map(\.description).joinedText(separator: "; ")
    }

    /// Reads a `goals=` value; a numeric goal gets `unit`, the habit's. Each piece is a
    /// schedule as `every=` takes it, then optionally `target X` or `max X`, then
    /// `until DATE`.
    ///
    /// - Throws: `ValueError.invalidFormerGoal` naming the piece that does not read.
    package static func list(_ text: String, unit: String?) throws(ValueError) -> [FormerGoal] {
        var goals: [FormerGoal] = []
        for piece in text.split(separator: ";", omittingEmptySubsequences: false) {
            let words = piece.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count >= 3, words[words.count - 2] == "until", let until = Day(words[words.count - 1])
            else { throw .invalidFormerGoal(String(piece)) }
            var rest = words.dropLast(2)
            var goal = Goal.check
            if rest.count >= 3, let kind = rest.dropLast().last, kind == "target" || kind == "max" {
                guard let amount = Amount(rest[rest.endIndex - 1]) else { throw .invalidFormerGoal(String(piece)) }
                goal = kind == "target" ? .atLeast(amount, unit: unit) : .atMost(amount, unit: unit)
                rest = rest.dropLast(2)
            }
            guard let schedule = Schedule(Array(rest).joinedText(separator: " ")) else {
                throw .invalidFormerGoal(String(piece))
            }
            goals.append(FormerGoal(schedule: schedule, goal: goal, until: until))
        }
        return goals
    }
}
