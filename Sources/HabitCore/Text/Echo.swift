/// How every message shows text it did not write itself — a token from the command line,
/// a field of a data file, a line of an imported file — so that no message carries
/// control bytes to the terminal or echoes a huge token whole (docs/cli.md, "Messages").
///
/// One escaping rule for all of them, the message column of `TextEscape`: C0 and C1
/// control characters and DEL (NUL and ESC included) are written `\n`, `\r`, `\t` or
/// `\u{1b}`; so are the line and paragraph separators U+2028 and U+2029 and the
/// bidirectional embedding, override and isolate controls, which could reorder what the
/// terminal shows.
package enum Echo {
    /// The most characters of one token a message shows; a longer token is cut there and
    /// ends with `…`.
    static let tokenLimit = 80

    /// `value` escaped and cut at `tokenLimit` characters: for a token inside quotes.
    package static func token(_ value: some CustomStringConvertible) -> String {
        escaped(value.description, limit: tokenLimit)
    }

    /// `text` escaped, not cut: for a whole message line on its way to the terminal.
    package static func line(_ text: String) -> String {
        escaped(text, limit: nil)
    }

    private static func escaped(_ text: String, limit: Int?) -> String {
        // The common case — printable ASCII, short — is returned as it is.
        if !TextEscape.message.mayNeedEscaping(text), limit.map({ text.utf8.count <= $0 }) ?? true {
            return text
        }
        var out = ""
        var characters = 0
        for character in text {
            if let limit, characters == limit {
                out += "…"
                break
            }
            characters += 1
            for scalar in character.unicodeScalars { TextEscape.message.append(scalar, to: &out) }
        }
        return out
    }
}
