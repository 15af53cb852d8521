/// A field that two devices changed to two values, left in a data file for a person
/// (docs/sync.md, "Before device files"): `?conflict ID FIELD VALUE` after the habit's line in
/// `habits`, `?conflict KEY VALUE` in `config`. The habit's line (or the setting) holds
/// one value, this line the other; `verify` names both and the command that settles it,
/// and that command (`habit edit`, `habit archive`/`unarchive`, `habit config`) removes
/// the line.
package struct ConflictLine: Sendable, Hashable {
    /// The habit id, or `nil` in `config`.
    package var habit: String?
    /// The field (`name`, `every`, `goal`, `unit`, `archived`) or the config key.
    package var field: String
    /// The other value, as the file would write it.
    package var value: String

    /// The line's first word.
    static let marker = "?conflict"

    package init(habit: String?, field: String, value: String) {
        self.habit = habit
        self.field = field
        self.value = value
    }

    /// The line, without its newline.
    var text: String {
        ([ConflictLine.marker] + (habit.map { [$0] } ?? []) + [field, value]).joinedText(separator: " ")
    }

    /// The line's bytes, without its newline.
    var bytes: [UInt8] { Array(text.utf8) }

    /// The conflict line `raw` holds (in `habits` when `inHabits`), or `nil` when it is
    /// not one.
    static func parse(_ raw: ArraySlice<UInt8>, inHabits: Bool) -> ConflictLine? {
        // Any other line is told by its first byte, before it is decoded.
        guard raw.first == marker.utf8.first else { return nil }
        let text = String(decoding: raw, as: UTF8.self)
        guard text.hasPrefix(marker + " ") else { return nil }
        var rest = Substring(text.dropFirst(marker.count + 1))
        func word() -> String? {
            guard let end = rest.firstIndex(of: " ") else { return nil }
            defer { rest = rest[rest.index(after: end)...] }
            return String(rest[..<end])
        }
        let habit = inHabits ? word() : nil
        if inHabits, habit == nil { return nil }
        guard let field = word(), !rest.isEmpty else { return nil }
        return ConflictLine(habit: habit, field: field, value: String(rest))
    }

    /// What `verify` says about the line: both values and the command that settles it.
    func message(kept: String) -> String {
        guard let habit else {
            return "sync conflict: '\(Echo.token(field))' was set to two values, '\(Echo.token(kept))' (kept) and "
                + "'\(Echo.token(value))'; settle it with 'habit config \(field) VALUE'"
        }
        let command: String
        switch field {
        case "archived": command = "habit archive \(habit)' or 'habit unarchive \(habit)"
        case "goal": command = "habit edit \(habit) --target X' or 'habit edit \(habit) --max X"
        case "every": command = "habit edit \(habit) --every SCHEDULE"
        default: command = "habit edit \(habit) --\(field) VALUE"
        }
        return "sync conflict: \(Echo.token(field)) of '\(Echo.token(habit))' was changed to two values, "
            + "\(Echo.token(kept)) (on its line) and \(Echo.token(value)); settle it with '\(command)'"
    }

    /// The field's value in `habit`, as a conflict line writes it.
    static func value(of field: String, in habit: Habit) -> String? {
        switch field {
        case "name": HabitsFile.quotedIfNeeded(habit.name)
        case "every": HabitsFile.quotedIfNeeded(habit.schedule.description)
        case "goal": DeviceLine.goalText(habit.goal)
        case "archived": habit.archived ? "archived" : "active"
        default: nil
        }
    }
}
