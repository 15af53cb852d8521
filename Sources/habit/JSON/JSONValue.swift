import HabitCore

/// A JSON document built by hand so that key order, `null` and exact decimals are under
/// control. Written pretty-printed with two-space indents and a final newline.
enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number written exactly as given (from `Amount` or `Int`).
    case number(String)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text() == rhs.text() }

    static func int(_ value: Int) -> JSONValue { .number(String(value)) }
    static func amount(_ value: Amount) -> JSONValue { .number(value.description) }
    static func day(_ value: Day) -> JSONValue { .string(value.description) }
    /// A ratio rounded to four decimals, or `null`.
    static func ratio(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(DecimalText.format(rounding: value, decimals: 4))
    }
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The document as text.
    func text() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                JSONValue.pad(&out, indent + 1)
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            JSONValue.pad(&out, indent)
            out += "}"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                JSONValue.pad(&out, indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            JSONValue.pad(&out, indent)
            out += "]"
        case .string(let text): JSONValue.quote(text, into: &out)
        case .number(let text): out += text
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// Appends two spaces per level of `indent`, with no string built for them.
    private static func pad(_ out: inout String, _ indent: Int) {
        for _ in 0..<indent { out += "  " }
    }

    /// Appends `text` as a JSON string literal, escaped by the JSON column of `TextEscape`;
    /// text with nothing to escape, most keys and values, is appended whole.
    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        out += TextEscape.json.escape(text)
        out += "\""
    }
}
