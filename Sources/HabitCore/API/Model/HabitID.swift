/// The handle a habit is known by in every command: 1–64 characters drawn from
/// lower-case ASCII letters, digits, `-` and `_`.
public struct HabitID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The id's text.
    public let rawValue: String

    /// The longest id accepted.
    static let maximumLength = 64

    /// Validates `text` as an id; `nil` when it breaks the rules.
    public init?(_ text: String) {
        guard HabitID.isValid(text.utf8) else { return nil }
        self.rawValue = text
    }

    /// An id whose bytes the caller has already validated (used by the log parser).
    init(validated text: String) {
        self.rawValue = text
    }

    /// Whether `bytes` form a valid id.
    static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy(isIDByte)
    }

    /// Whether `byte` may appear in an id.
    static func isIDByte(_ byte: UInt8) -> Bool {
        // Wrapping subtraction turns each range test into one unsigned compare.
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether `lhs` sorts before `rhs` by its text.
    public static func < (lhs: HabitID, rhs: HabitID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The id's text.
    public var description: String { rawValue }

    /// Decodes from a string, validating it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = HabitID(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: ValueError.invalidID(text).description)
        }
        self = id
    }

    /// Encodes as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
