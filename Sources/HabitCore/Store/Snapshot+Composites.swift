extension Snapshot {
    /// One warning per composite the log has entries under, at its first line: a habit
    /// made of others has no entries of its own, and these count for nothing.
    static func compositeEntries(_ habitsFile: HabitsFile, log: LogFile) -> [ParseIssue] {
        let ids = habitsFile.lines.compactMap {
            if case .habit(let habit) = $0, habit.isComposite { habit.id } else { nil }
        }
        guard !ids.isEmpty else { return [] }
        let composites = Set(ids)
        var lines: [HabitID: Int] = [:]
        if let firstLines = log.firstLines {
            for (id, line) in firstLines where composites.contains(id) { lines[id] = line }
        } else {
            for (index, entry) in log.entries.enumerated() where composites.contains(entry.habit) {
                if lines[entry.habit] == nil { lines[entry.habit] = log.lines[index] }
            }
        }
        return lines.sorted { $0.value < $1.value }.compactMap { id, line in
            habitsFile.habit(id).map { ParseIssue(file: .log, line: line, column: 1, problem: .compositeEntry($0)) }
        }
    }
}
