/// What a habit's id and a tag share: text spelled by the id rule (`HabitID.isValid`:
/// 1–64 characters of `a-z`, `0-9`, `-` and `_`), checked when it is made, ordered by its
/// text, and coded as a plain string that is checked again when decoded
/// (docs/data-format.md, "Common rules").
protocol IDToken: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The text.
    var rawValue: String { get }
    /// A token of `text`, already checked by the id rule.
    init(validated text: String)
    /// The error for `text`, which breaks the id rule.
    static func invalid(_ text: String) -> ValueError
}

extension IDToken {
    /// The token of `text`, or `nil` when `text` breaks the id rule.
    init?(checking text: String) {
        guard HabitID.isValid(text.utf8) else { return nil }
        self.init(validated: text)
    }

    /// Whether `lhs` sorts before `rhs` by its text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The text.
    public var description: String { rawValue }

    /// Decodes from a string, checking it by the id rule.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let token = Self(checking: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.invalid(text).description)
        }
        self = token
    }

    /// Encodes as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
