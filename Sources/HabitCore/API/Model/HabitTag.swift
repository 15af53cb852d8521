import Foundation

/// A group of habits (`morning`, `health`), spelled like a habit id: 1–64 characters of
/// lower-case ASCII letters, digits, `-` and `_` (docs/data-format.md, `habits`).
public struct HabitTag: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The tag's text.
    public let rawValue: String

    /// Validates `text` as a tag; `nil` when it breaks the rules of an id.
    public init?(_ text: String) {
        guard HabitID.isValid(text.utf8) else { return nil }
        self.rawValue = text
    }

    /// The tag a heading's title stands for (`! Morning routine` → `morning-routine`), by
    /// the same rule the importers derive ids from names; `nil` when the title has no
    /// letter or digit (docs/data-format.md, `habits`).
    package init?(heading title: String) {
        let slug = HabitTag.slug(title, maximumLength: HabitID.maximumLength)
        guard !slug.isEmpty, let tag = HabitTag(slug) else { return nil }
        self = tag
    }

    /// `text` lower-cased, accents dropped (`Café` → `cafe`), every run of characters other
    /// than `a-z`, `0-9` and `_` turned into one `-`, no `-` at either end, cut to
    /// `maximumLength`; empty when nothing usable is left (docs/import.md, "Ids").
    package static func slug(_ text: String, maximumLength: Int) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var out = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            let isWordByte = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "_"
            if isWordByte {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if out.count > maximumLength {
            out = String(out.prefix(maximumLength))
            while out.hasSuffix("-") { out.removeLast() }
        }
        return out
    }

    /// Whether `lhs` sorts before `rhs` by its text.
    public static func < (lhs: HabitTag, rhs: HabitTag) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The tag's text.
    public var description: String { rawValue }

    /// Decodes from a string, validating it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let tag = HabitTag(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: ValueError.invalidTag(text).description)
        }
        self = tag
    }

    /// Encodes as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
