/// The one table of how `habit` writes text it did not write itself — a token from the
/// command line, a habit's name, a note — into each kind of output: a message for the
/// terminal, a JSON string, SVG or HTML markup. One row per character that needs
/// escaping anywhere, one column per output, so the outputs differ only where their
/// rules do (docs/cli.md, "Messages" and "Pictures"; docs/json.md).
///
/// | character | message | JSON | markup |
/// |---|---|---|---|
/// | newline, CR, tab | `\n`, `\r`, `\t` | `\n`, `\r`, `\t` | `\n`, `\r`, `\t` |
/// | other C0 controls (NUL, ESC…) | `\u{1b}` | `\u001b` | `\u{1b}` |
/// | DEL, C1 controls, U+2028, U+2029, bidirectional controls | `\u{202e}` | as is | `\u{202e}` |
/// | `"` | as is | `\"` | `&quot;` |
/// | `\` | as is | `\\` | as is |
/// | `&`, `<`, `>`, `'` | as is | as is | `&amp;`, `&lt;`, `&gt;`, `&#39;` |
/// | U+FFFE, U+FFFF (which XML forbids) | as is | as is | `\u{fffe}`, `\u{ffff}` |
///
/// A message and markup show text to a person, so what could move the cursor, reorder
/// the line or break the document is written visibly; JSON carries text to a program, so
/// it escapes only what its grammar requires and keeps the rest exact.
package enum TextEscape: Sendable {
    /// A message for the terminal (`Echo` adds the cut of long tokens).
    case message
    /// The inside of a JSON string (the quotes around it are the writer's).
    case json
    /// Text in an SVG or HTML element, or in an attribute value between double quotes.
    case markup

    /// `text` as this output writes it; `text` itself when nothing in it needs escaping.
    package func escape(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars { append(scalar, to: &out) }
        return out
    }

    /// Appends `scalar` to `out` as this output writes it.
    func append(_ scalar: Unicode.Scalar, to out: inout String) {
        if let replacement = replacement(for: scalar) {
            out += replacement
        } else {
            out.unicodeScalars.append(scalar)
        }
    }

    /// Whether `text` holds a byte that can start a character the table escapes for this
    /// output: a quick test, so that the usual text (printable ASCII without the output's
    /// special characters) is taken whole.
    func mayNeedEscaping(_ text: String) -> Bool {
        switch self {
        case .message:
            text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
        case .json:
            // JSON escapes nothing beyond ASCII.
            text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        case .markup:
            text.utf8.contains {
                $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<")
                    || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            }
        }
    }

    /// The table: what `scalar` becomes in this output, or `nil` when it is written as it is.
    func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\"": return pick(json: "\\\"", markup: "&quot;")
        case "\\": return pick(json: "\\\\")
        case "&": return pick(markup: "&amp;")
        case "<": return pick(markup: "&lt;")
        case ">": return pick(markup: "&gt;")
        case "'": return pick(markup: "&#39;")
        default: break
        }
        switch scalar.value {
        case 0x00...0x1F:
            return pick(message: Self.visible(scalar), json: Self.fourDigits(scalar), markup: Self.visible(scalar))
        case 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return pick(message: Self.visible(scalar), markup: Self.visible(scalar))
        case 0xFFFE, 0xFFFF:
            return pick(markup: Self.visible(scalar))
        default:
            return nil
        }
    }

    /// `scalar` as a person reads which it is: `\u{1b}`.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    /// `scalar` as JSON writes a control character: `\u001b`.
    private static func fourDigits(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// This output's column of a row.
    private func pick(message: String? = nil, json: String? = nil, markup: String? = nil) -> String? {
        switch self {
        case .message: message
        case .json: json
        case .markup: markup
        }
    }
}
