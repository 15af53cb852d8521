import Foundation
import Testing

@testable import HabitCore

/// `HabitTag.slug` folds accents and case without Foundation (docs/import.md, "Ids"), and
/// must give the ids it gave when it folded with Foundation's `folding(options:locale:)`:
/// re-importing a tracker's file finds its habits by those ids. Foundation's folding is
/// the reference here, in the tests alone.
@Suite struct SlugFoldingTests {
    /// The slug as it was made, with Foundation's diacritic- and case-insensitive folding.
    static func reference(_ text: String, maximumLength: Int = 56) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        return HabitTag.slug(folded: folded, maximumLength: maximumLength)
    }

    @Test(arguments: [
        "Café au lait ☕", "Über-früh aufstehen", "Ärger über Öl", "Straße", "Søren Ærø", "Łódź", "ǘber Việt Nam",
        "İstanbul", "ﬁne ﬂow", "Ǆemal", "e\u{301}te", "ÅNGSTRÖM", "Œuvre", "Đặng", "Ħamrun", "Ţară Şi", "日本語",
        "Ḇen ḏal", "ŉ", "ǅungla", "Ĳssel", "ſtraight", "Ω ohm", "ﬀ",
    ])
    func foldsNamesAsFoundationDid(_ name: String) {
        #expect(HabitTag.slug(name, maximumLength: 56) == Self.reference(name), "\(name)")
    }

    /// Every Latin letter with accents, upper and lower case, alone and inside a word.
    @Test func foldsEveryLatinLetterAsFoundationDid() {
        let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
        var differing: [String] = []
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a\(scalar)b"]
            where HabitTag.slug(text, maximumLength: 56) != Self.reference(text) {
                differing.append("\(text) U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}
