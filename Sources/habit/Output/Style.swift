/// How output is drawn: colour or not, Unicode or ASCII, and how wide. Decided once per
/// run from the options, the environment and the terminal (docs/cli.md, "Output").
struct Style: Sendable, Equatable {
    /// Whether ANSI colour codes are written.
    var color: Bool
    /// Whether Unicode marks and block characters are used (else plain ASCII).
    var unicode: Bool
    /// The width to lay out for, 40…200 columns.
    var width: Int

    /// The narrowest layout charts are designed for.
    static let minimumWidth = 40
    /// The widest layout charts use; wider terminals get this.
    static let maximumWidth = 200

    /// Colours used by the views.
    enum Color: String, Sendable {
        case grey = "90"
        case orange = "38;5;208"
        case gold = "38;5;220"
        case green = "32"
        case red = "31"
        case yellow = "33"
        case blue = "34"
        case bold = "1"
        case dim = "2"
    }

    /// Colour switch as given by `--color`.
    enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// `text` wrapped in the colour's escape codes when colour is on.
    func paint(_ text: String, _ color: Color) -> String {
        guard self.color, !text.isEmpty else { return text }
        let (open, close) = Style.codes(color)
        return open + text + close
    }

    /// The escape codes `paint` writes before and after a text in `color`.
    static func codes(_ color: Color) -> (open: String, close: String) {
        ("\u{1B}[\(color.rawValue)m", "\u{1B}[0m")
    }

    /// Decides the style. Colour: `--color always|never` wins; then `CLICOLOR_FORCE`
    /// (non-empty, not `0`) forces it; then a non-empty `NO_COLOR` turns it off; else it
    /// is on only for a terminal whose `TERM` is set and not `dumb`. Width: the
    /// terminal's, else `COLUMNS`, else 80, clamped to 40…200. Unicode unless `--ascii`
    /// or the locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`, the first that is set)
    /// names a character set other than UTF-8.
    static func resolve(
        choice: ColorChoice, ascii: Bool, environment: [String: String], terminal: TerminalInfo
    ) -> Style {
        let color: Bool
        switch choice {
        case .always: color = true
        case .never: color = false
        case .auto:
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
                color = true
            } else if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
                color = false
            } else {
                let term = environment["TERM"] ?? ""
                color = terminal.isTerminal && !term.isEmpty && term != "dumb"
            }
        }
        var width = terminal.width ?? Int(environment["COLUMNS"] ?? "") ?? 80
        if width <= 0 { width = 80 }
        width = min(max(width, minimumWidth), maximumWidth)
        return Style(color: color, unicode: !ascii && localeIsUTF8(environment), width: width)
    }

    /// Whether the locale allows UTF-8 output. An unset locale counts as UTF-8 (the
    /// common case in containers and CI); `C`, `POSIX` or any other named charset does not.
    static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let lower = Array(value.lowercased().utf8)
            return contains(lower, "utf-8") || contains(lower, "utf8")
        }
        return true
    }

    /// Whether `bytes` contain `text`'s bytes. A plain byte search: the generic ones
    /// build a table per call or go through `NSString`.
    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...bytes.count - needle.count).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
