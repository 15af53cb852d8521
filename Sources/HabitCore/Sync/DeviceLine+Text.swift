/// Writing a device-file line: what `DeviceLine(parsing:)` reads back as the same line.
extension DeviceLine: CustomStringConvertible {
    /// The line without its newline (docs/sync.md, "Device files").
    package var description: String {
        let prefix = stamp.map { $0.description + " " } ?? ""
        switch body {
        case .entry(let key, let entry, let onlyIfUnanswered):
            guard let key else { return prefix + LogFile.line(for: entry) }
            return prefix + (onlyIfUnanswered ? "?" : "") + key.rawValue + " " + LogFile.line(for: entry)
        case .change(let key, let change):
            return prefix + DeviceLine.text(of: change, key: key)
        case .config(let setting, let value, let seen):
            return prefix + "config " + setting.rawValue + (value.map { " " + $0 } ?? "") + DeviceLine.seen(seen)
        case .comment:
            return "#"
        }
    }

    private static func text(of change: HabitChange, key: HabitKey) -> String {
        let key = key.rawValue
        switch change {
        case .add(let habit):
            return "add " + key + " " + HabitsFile.line(for: habit)
        case .set(let field, let seen):
            let words: String
            switch field {
            case .id(let id): words = "id " + key + " " + id.rawValue
            case .name(let name): words = "set " + key + " name=" + HabitsFile.quotedIfNeeded(name)
            case .schedule(let schedule):
                words = "set " + key + " every=" + HabitsFile.quotedIfNeeded(schedule.description)
            case .goal(let goal): words = "set " + key + " " + goalText(goal)
            case .since(let day): words = "set " + key + " since=" + day.description
            case .archived(let archived): words = (archived ? "archive " : "unarchive ") + key
            case .order(let rank): words = "order " + key + " " + rank
            case .formerGoals(let goals):
                words = "set " + key + " goals=" + HabitsFile.quotedIfNeeded(FormerGoal.text(of: goals))
            case .archivedSpans(let spans):
                words = "set " + key + " away=" + spans.map(\.description).joinedText(separator: ",")
            }
            return words + DeviceLine.seen(seen)
        case .edit(let set, let edits):
            return ([set.rawValue, key] + edits.map { ($0.added ? "+" : "-") + $0.element }).joinedText(separator: " ")
        case .remove(let seen):
            return "remove " + key + DeviceLine.seen(seen)
        }
    }

    /// `check`, `target=X [unit=U]` or `max=X [unit=U]`.
    static func goalText(_ goal: Goal) -> String {
        var text: String
        switch goal {
        case .check: return "check"
        case .atLeast(let target, _): text = "target=" + target.description
        case .atMost(let max, _): text = "max=" + max.description
        }
        if let unit = goal.unit { text += " unit=" + HabitsFile.quotedIfNeeded(unit) }
        return text
    }

    private static func seen(_ stamp: Stamp?) -> String {
        stamp.map { " ^" + $0.description } ?? ""
    }
}
