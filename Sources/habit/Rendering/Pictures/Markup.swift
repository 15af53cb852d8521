import HabitCore

/// How the pictures (`show --svg`, `report --html`) write text `habit` did not write — a
/// habit's name, a unit, a note — and every other text they hold (docs/cli.md,
/// "Pictures"): one rule for SVG and HTML alike, the markup column of `TextEscape`.
///
/// Control and bidirectional characters are written as every message writes them
/// (`\u{202e}`, which XML could not carry anyway), and so are U+FFFE and U+FFFF, which
/// XML forbids; the five characters markup gives a meaning — `&`, `<`, `>`, `"` and `'` —
/// become character references, so a name `<script>` shows as text, in an element or an
/// attribute.
enum Markup {
    static func escape(_ text: String) -> String { TextEscape.markup.escape(text) }

    /// `<name attributes>content</name>`, or `<name attributes/>` without content. The
    /// attribute values are escaped here; `content` is markup already.
    static func element(_ name: String, _ attributes: [(String, String)] = [], _ content: String? = nil) -> String {
        var out = "<" + name
        for (key, value) in attributes { out += " \(key)=\"\(escape(value))\"" }
        guard let content else { return out + "/>" }
        return out + ">" + content + "</" + name + ">"
    }

    /// A number for a coordinate or a length: whole numbers without a fraction, others with
    /// at most three decimals, so the same data always gives the same bytes.
    static func number(_ value: Double) -> String { DecimalText.format(rounding: value, decimals: 3) }
}
