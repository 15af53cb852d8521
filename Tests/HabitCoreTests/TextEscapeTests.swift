import Testing

@testable import HabitCore

/// The one escaping table, row by row: what each output makes of each character
/// (docs/cli.md, "Messages" and "Pictures"; docs/json.md).
@Suite struct TextEscapeTests {
    /// (text, message, JSON, markup)
    @Test(arguments: [
        ("plain", "plain", "plain", "plain"),
        ("a\nb\rc\td", "a\\nb\\rc\\td", "a\\nb\\rc\\td", "a\\nb\\rc\\td"),
        ("\u{1b}[31m\u{0}", "\\u{1b}[31m\\u{0}", "\\u001b[31m\\u0000", "\\u{1b}[31m\\u{0}"),
        (
            "\u{7f}\u{85}\u{2028}\u{202e}\u{2066}", "\\u{7f}\\u{85}\\u{2028}\\u{202e}\\u{2066}",
            "\u{7f}\u{85}\u{2028}\u{202e}\u{2066}", "\\u{7f}\\u{85}\\u{2028}\\u{202e}\\u{2066}"
        ),
        ("say \"hi\"", "say \"hi\"", "say \\\"hi\\\"", "say &quot;hi&quot;"),
        ("back\\slash", "back\\slash", "back\\\\slash", "back\\slash"),
        ("&<>'", "&<>'", "&<>'", "&amp;&lt;&gt;&#39;"),
        ("x\u{FFFE}y\u{FFFF}", "x\u{FFFE}y\u{FFFF}", "x\u{FFFE}y\u{FFFF}", "x\\u{fffe}y\\u{ffff}"),
        ("✓ 日本 🔥 e\u{301}", "✓ 日本 🔥 e\u{301}", "✓ 日本 🔥 e\u{301}", "✓ 日本 🔥 e\u{301}"),
    ])
    func eachOutputTakesItsColumn(text: String, message: String, json: String, markup: String) {
        #expect(TextEscape.message.escape(text) == message)
        #expect(TextEscape.json.escape(text) == json)
        #expect(TextEscape.markup.escape(text) == markup)
        #expect(Echo.line(text) == message)
    }

    /// The quick test never lets through text that a row would change.
    @Test func theQuickTestMissesNothing() {
        let scalars = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init) + ["\u{FFFE}", "\u{FFFF}"]
        for output in [TextEscape.message, .json, .markup] {
            for scalar in scalars where output.replacement(for: scalar) != nil {
                #expect(output.mayNeedEscaping(String(scalar)), "\(output) U+\(String(scalar.value, radix: 16))")
            }
        }
    }
}
