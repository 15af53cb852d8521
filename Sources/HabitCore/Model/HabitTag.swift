import Foundation

/// A group of habits (`morning`, `health`), spelled like a habit id: 1–64 characters of
/// lower-case ASCII letters, digits, `-` and `_` (docs/data-format.md, `habits`).
public struct HabitTag: IDToken, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The tag's text.
    public let rawValue: String

    /// Validates `text` as a tag; `nil` when it breaks the rules of an id.
    /// - Parameter text: the tag without its `@`; empty, upper case, spaces or more than 64 characters
    ///   give `nil`.
    public init?(_ text: String) {
        self.init(checking: text)
    }

    /// A tag whose text the caller has already validated.
    init(validated text: String) {
        self.rawValue = text
    }

    /// The error for `text` as a tag.
    static func invalid(_ text: String) -> ValueError { .invalidTag(text) }

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
        slug(folded: folded(text), maximumLength: maximumLength)
    }

    /// `text` with its case folded and its accents taken off: what `slug` keeps the
    /// letters and digits of.
    static func folded(_ text: String) -> String {
        // Case folding: a letter's lower case is the lower case of its upper case (`ß` and
        // `ẞ` → `ss`, `ﬁ` → `fi`, `İ` → `i` and a combining dot), save the dotless `ı`,
        // which folds to itself.
        var folded = ""
        for character in text.lowercased() {
            folded += character == "ı" ? "ı" : character.uppercased().lowercased()
        }
        // An accent written apart from its letter is a nonspacing mark: dropped.
        var unaccented = String.UnicodeScalarView()
        for written in folded.unicodeScalars where written.properties.generalCategory != .nonspacingMark {
            unaccented.append(baseLetter(of: written) ?? written)
        }
        return String(unaccented)
    }

    /// The slug of text `folded` already: every run of characters other than `a-z`, `0-9`
    /// and `_` one `-`, none at either end, cut to `maximumLength`.
    static func slug(folded: String, maximumLength: Int) -> String {
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

    /// The letter under a small Latin letter's accents — its canonical decomposition less
    /// the combining marks: `é` is `e`, `ǘ` and `ự` are `u`; `nil` for a scalar with no such
    /// decomposition (`ø`, `ł`, `ǆ`, which `slug` turns into a `-` like any other).
    ///
    /// The letter is the one its Unicode name gives (LATIN SMALL LETTER U WITH DIAERESIS
    /// AND ACUTE); the decomposition is the letter followed by one or two combining marks
    /// that `Character` equality, which is canonical equivalence, finds equal to it.
    private static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let prefix = "LATIN SMALL LETTER "
        guard !scalar.isASCII, let name = scalar.properties.name, name.hasPrefix(prefix),
            let with = name.firstRange(of: " WITH ")
        else { return nil }
        let base = name.unicodeScalars[name.index(name.startIndex, offsetBy: prefix.count)..<with.lowerBound]
        guard base.count == 1, let upper = base.first, upper >= "A", upper <= "Z",
            let letter = Unicode.Scalar(upper.value + 0x20)
        else { return nil }
        let written = Character(scalar)
        for first in combiningMarks {
            if Character("\(letter)\(first)") == written { return letter }
        }
        guard name.firstRange(of: " AND ") != nil else { return nil }
        for first in combiningMarks {
            for second in combiningMarks where Character("\(letter)\(first)\(second)") == written { return letter }
        }
        return nil
    }

    /// The combining diacritical marks, U+0300–U+036F.
    private static let combiningMarks = (UInt32(0x300)...0x36F).compactMap(Unicode.Scalar.init)
}
