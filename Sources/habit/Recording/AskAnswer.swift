import HabitCore

/// One answer to an `habit ask` prompt (docs/cli.md): `y` done, `n` no, `s` skip, a
/// number (or `+N`, `=N`) for numeric habits, an empty line for later, `q` to stop. A
/// note may follow any recording answer after `#` (`y # only 10 pages`), kept with the
/// entry as `check --note` keeps it.
enum AskAnswer: Equatable {
    case record(Action, note: String?)
    case later
    case quit
    /// Not an answer this prompt takes; the prompt is asked again.
    case invalid

    init(_ line: String, numeric: Bool) {
        let (answer, note) = Self.split(line)
        let text = answer.lowercased()
        guard let action = Self.action(text, numeric: numeric) else {
            // Enter and `q` take no note: a note needs an answer to go with.
            switch (text, note) {
            case ("", nil): self = .later
            case ("q", nil), ("quit", nil): self = .quit
            default: self = .invalid
            }
            return
        }
        if let note, (try? Habit.validateNote(note)) == nil {
            self = .invalid
            return
        }
        self = .record(action, note: note)
    }

    /// The answer and the note after the first `#` (`nil` when there is none or it is
    /// blank), each without the blanks around it.
    static func split(_ line: String) -> (answer: String, note: String?) {
        guard let hash = line.firstIndex(of: "#") else { return (trimmed(line[...]), nil) }
        let note = trimmed(line[line.index(after: hash)...])
        return (trimmed(line[..<hash]), note.isEmpty ? nil : note)
    }

    private static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }

    /// What a recording answer records, or `nil` for any other text.
    private static func action(_ text: String, numeric: Bool) -> Action? {
        switch text {
        case "y", "yes": return .done
        case "n", "no": return .no
        case "s", "skip": return .skip
        default:
            guard numeric else { return nil }
            if let action = Action(text), case .add = action { return action }
            if let action = Action(text), case .set = action { return action }
            return Amount(text).map { .set($0) }
        }
    }

    /// The choices a prompt offers.
    static func choices(numeric: Bool) -> String {
        numeric ? "[number/y/n/s, Enter later, q quit]" : "[y/n/s, Enter later, q quit]"
    }

    /// The same choices in a few cells, for a terminal too narrow for `choices`.
    static func shortChoices(numeric: Bool) -> String {
        numeric ? "[N/y/n/s/Enter/q]" : "[y/n/s/Enter/q]"
    }
}
