import Testing

@testable import habit

/// The JSON writer's exact text: two-space indents per level, strings appended whole when
/// nothing needs escaping and escaped scalar by scalar otherwise.
@Suite struct JSONTextTests {
    @Test func nestedValuesAreIndentedTwoSpacesPerLevel() {
        let value = JSONValue.object([
            ("a", .array([.number("1"), .object([("b", .null)]), .array([]), .object([])])),
            ("c", .bool(true)),
        ])
        #expect(
            value.text() == """
                {
                  "a": [
                    1,
                    {
                      "b": null
                    },
                    [],
                    {}
                  ],
                  "c": true
                }

                """)
    }

    @Test(arguments: [
        ("plain", "\"plain\""), ("", "\"\""), ("✓ 日本 🔥", "\"✓ 日本 🔥\""), ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""), ("tab\tnew\nline\r", "\"tab\\tnew\\nline\\r\""),
        ("bell\u{7}", "\"bell\\u0007\""), ("del\u{7F}", "\"del\u{7F}\""), ("e\u{301}\u{1F}", "\"e\u{301}\\u001f\""),
    ])
    func stringsAreEscapedAsBefore(text: String, expected: String) {
        #expect(JSONValue.string(text).text() == expected + "\n")
        #expect(JSONValue.object([(text, .null)]).text() == "{\n  \(expected): null\n}\n")
    }

    /// Ratios are rounded to four decimals and written as every decimal is; a negative one
    /// keeps its sign in front (none reaches JSON today, but the form is the one rule's).
    @Test func ratiosTakeTheDecimalForm() {
        #expect(JSONValue.ratio(0.5).text() == "0.5\n")
        #expect(JSONValue.ratio(2.0 / 3).text() == "0.6667\n")
        #expect(JSONValue.ratio(1).text() == "1\n")
        #expect(JSONValue.ratio(0).text() == "0\n")
        #expect(JSONValue.ratio(-0.25).text() == "-0.25\n")
        #expect(JSONValue.ratio(nil) == .null && JSONValue.ratio(.nan) == .null)
    }
}
