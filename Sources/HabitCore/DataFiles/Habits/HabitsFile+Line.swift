/// Writing one `habits` line.
extension HabitsFile {
    /// The canonical line for `habit`, without newline:
    /// `ID every=SCHEDULE [any-of=ID,…] [target=X | max=X] [unit=U] since=YYYY-MM-DD [goals="…"] [archived]
    /// [away=FROM..TO,…]
    /// [was=ID,…] [remind=HH:MM,…] [tags=TAG,…] name=NAME`. The tags are those `habit` holds
    /// as its line's own: `HabitsFile` leaves out the tag of the heading it stands under.
    ///
    /// Values are bare when they have no spaces, quotes, `#`, `=` or backslashes, and
    /// quoted with `\"` and `\\` escapes otherwise. Control characters (which validated
    /// input never has) are written as spaces, so a name can never start a new line.
    package static func line(for habit: Habit) -> String {
        var line = habit.id.rawValue + " every=" + quotedIfNeeded(habit.schedule.description)
        if habit.isComposite { line += " any-of=" + habit.members.map { $0.rawValue }.joinedText(separator: ",") }
        switch habit.goal {
        case .check: break
        case .atLeast(let target, _): line += " target=" + target.description
        case .atMost(let max, _): line += " max=" + max.description
        }
        if let unit = habit.goal.unit { line += " unit=" + quotedIfNeeded(unit) }
        line += " since=" + habit.since.description
        if !habit.formerGoals.isEmpty { line += " goals=" + quotedIfNeeded(FormerGoal.text(of: habit.formerGoals)) }
        if habit.archived { line += " archived" }
        if !habit.archivedSpans.isEmpty {
            line += " away=" + habit.archivedSpans.map(\.description).joinedText(separator: ",")
        }
        if !habit.formerIDs.isEmpty { line += " was=" + habit.formerIDs.map { $0.rawValue }.joinedText(separator: ",") }
        if !habit.reminders.isEmpty {
            line += " remind=" + habit.reminders.map { $0.description }.joinedText(separator: ",")
        }
        if !habit.tags.isEmpty { line += " tags=" + habit.tags.map { $0.rawValue }.joinedText(separator: ",") }
        line += " name=" + quotedIfNeeded(habit.name)
        return line
    }

    /// `value` as a bare token when it can be one, else double-quoted with escapes.
    static func quotedIfNeeded(_ value: String) -> String {
        let clean = LogFile.sanitized(value)
        let bare = !clean.isEmpty && !clean.unicodeScalars.contains { needsQuotes($0) }
        if bare { return clean }
        var out = "\""
        for scalar in clean.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out + "\""
    }

    private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\"" || scalar == "#" || scalar == "=" || scalar == "\\"
    }
}
