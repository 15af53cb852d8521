import HabitCore

/// One answer to an `habit ask` prompt (docs/cli.md): `y` done, `n` no, `s` skip, a
/// number (or `+N`, `=N`) for numeric habits, an empty line for later, `q` to stop.
enum AskAnswer: Equatable {
    case record(Action)
    case later
    case quit
    /// Not an answer this prompt takes; the prompt is asked again.
    case invalid

    init(_ line: String, numeric: Bool) {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let text = String(line.drop(while: blank).reversed().drop(while: blank).reversed()).lowercased()
        switch text {
        case "": self = .later
        case "q", "quit": self = .quit
        case "y", "yes": self = .record(.done)
        case "n", "no": self = .record(.no)
        case "s", "skip": self = .record(.skip)
        default:
            guard numeric else {
                self = .invalid
                return
            }
            if let action = Action(text), case .add = action {
                self = .record(action)
            } else if let action = Action(text), case .set = action {
                self = .record(action)
            } else if let amount = Amount(text) {
                self = .record(.set(amount))
            } else {
                self = .invalid
            }
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
