/// The handle a habit is known by in every command: 1–64 characters drawn from
/// lower-case ASCII letters, digits, `-` and `_`.
public struct HabitID: IDToken, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The id's text.
    public let rawValue: String

    /// The longest id accepted.
    static let maximumLength = 64

    /// Validates `text` as an id; `nil` when it breaks the rules.
    /// - Parameter text: the id as typed; empty, upper case, spaces or more than 64 characters give
    ///   `nil` (nothing is folded to lower case).
    public init?(_ text: String) {
        self.init(checking: text)
    }

    /// An id whose bytes the caller has already validated (used by the log parser).
    init(validated text: String) {
        self.rawValue = text
    }

    /// The error for `text` as an id.
    static func invalid(_ text: String) -> ValueError { .invalidID(text) }

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
}
