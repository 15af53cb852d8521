import Testing

@testable import habit

/// `TextWidth` measures terminal cells by grapheme cluster (docs/cli.md, "Width"): each
/// kind of cluster takes the cells a terminal gives it, ASCII is counted byte by byte to
/// the same result, and cuts fall between clusters.
@Suite struct TextWidthTests {
    /// The cells of one scalar by the general rule: the category, the joining Hangul
    /// vowels and finals, the wide ranges, then emoji shown as emoji in the symbol planes.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        // The soft hyphen, a format character, is drawn as a hyphen (glibc's `wcwidth`: 1).
        if scalar.value == 0xAD { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let v = scalar.value
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6,
        ]
        if wide.contains(where: { $0.contains(v) }) { return 2 }
        return (0x2000...0x2BFF).contains(v) && scalar.properties.isEmojiPresentation ? 2 : 1
    }

    @Test func everyScalarOfTheBasicPlaneTakesTheCellsOfTheRule() {
        var wrong: [String] = []
        for value in UInt32(0)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextWidth.columns(of: scalar) != Self.columns(scalar) { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "U+\(wrong.prefix(10))")
    }

    @Test func everyASCIIScalarTakesTheCellsOfItsCategory() {
        // ESC (0x1B) starts a colour code, which the tests below measure.
        for value in 0..<128 where value != 0x1B {
            let scalar = Unicode.Scalar(UInt8(value))
            let text = "a" + String(Character(scalar)) + "b"
            #expect(TextWidth.of(text) == 2 + Self.columns(scalar), "U+\(String(value, radix: 16))")
        }
    }

    /// ASCII is taken eight bytes at a time while they are printable: every ASCII byte
    /// (colour codes and non-ASCII too) at every place of a long run, each measured as the
    /// rule counts its scalars.
    @Test func everyASCIIByteTakesItsCellsAnywhereInALongRun() {
        let pieces = ["\u{1B}[32m", "\u{1B}[0m", "é", "█", "日", "e\u{301}"]
        var wrong: [String] = []
        for value in 0..<128 where value != 0x1B {
            let scalar = Unicode.Scalar(UInt8(value))
            for place in 0..<18 {
                for length in [place + 1, 17, 24] where length > place {
                    var text = String(repeating: "m", count: length)
                    let index = text.index(text.startIndex, offsetBy: place)
                    text.replaceSubrange(index...index, with: String(Character(scalar)))
                    if TextWidth.of(text) != length - 1 + Self.columns(scalar) { wrong.append("\(value)@\(place)") }
                }
            }
        }
        for piece in pieces {
            for place in 0..<18 {
                let text = String(repeating: "x", count: place) + piece + String(repeating: "y", count: 18 - place)
                let cells = piece.hasPrefix("\u{1B}") ? 0 : piece == "日" ? 2 : 1
                if TextWidth.of(text) != 18 + cells { wrong.append("\(piece.debugDescription)@\(place)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    /// Trailing spaces go as characters would: a space a prepended mark takes into its
    /// cluster stays, every other trailing space goes, whichever way the cut is made.
    @Test func trailingSpacesGoAsCharactersWould() {
        let texts = [
            "", "a", "日本", "▁█ ·", "x\u{600}", "\u{600}", "e\u{301}", "\u{1B}[32mok\u{1B}[0m", "🔥", "soft\u{AD}",
        ]
        for text in texts {
            for spaces in 0..<3 {
                var expected = text + String(repeating: " ", count: spaces)
                while expected.hasSuffix(" ") { expected.removeLast() }
                let trimmed = TextWidth.trimmingTrailingSpaces(text + String(repeating: " ", count: spaces))
                #expect(trimmed.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(text.debugDescription)")
            }
        }
    }

    // swift-format-ignore
    static let clusters: [(String, String, Int)] = [
        ("ZWJ family", "👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),
        ("ZWJ profession", "🧑\u{200D}💻", 2),
        ("ZWJ with text-style heart", "❤\u{FE0F}\u{200D}🔥", 2),
        ("flag", "🇯🇵", 2),
        ("two flags", "🇯🇵🇫🇷", 4),
        ("tag flag", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2),
        ("keycap", "1\u{FE0F}\u{20E3}", 2),
        ("keycap without selector", "#\u{20E3}", 2),
        ("emoji variation selector", "❤\u{FE0F}", 2),
        ("text heart", "❤", 1),
        ("text variation selector", "☀\u{FE0E}", 1),
        ("skin tone", "👍🏽", 2),
        ("wide emoji", "☕", 2),
        ("CJK", "日本語", 6),
        ("full-width", "ＡＢ", 4),
        ("Hangul syllable", "한글", 4),
        ("Hangul jamo syllable", "\u{1100}\u{1161}\u{11A8}", 2),
        ("combining accent", "e\u{301}", 1),
        ("stacked marks", "Z\u{324}\u{308}\u{301}\u{302}", 1),
        ("lone combining mark", "\u{301}", 0),
        ("Hebrew", "שלום", 4),
        ("Arabic with vowel marks", "مَرْحَبًا", 5),
        ("bidirectional override", "\u{202E}", 0),
        ("zero-width space", "a\u{200B}b", 2),
        ("ANSI colour", "\u{1B}[38;5;208m● 3\u{1B}[0m", 3),
        ("ANSI around an emoji", "\u{1B}[1m👨\u{200D}👩\u{200D}👧\u{1B}[0m", 2),
        ("box and block drawing", "█▓░·✓○–✗●★▲▁", 12),
        ("dashes, quotes and bullets", "‐–—‘’“”•…‧", 10),
        ("a dash with a combining mark", "·–\u{301}█", 3),
        ("a quote before an emoji sequence", "“👨\u{200D}👩”", 4),
    ]

    @Test(arguments: TextWidthTests.clusters.indices)
    func eachKindOfClusterTakesItsCells(index: Int) {
        let (kind, text, cells) = Self.clusters[index]
        #expect(TextWidth.of(text) == cells, "\(kind)")
    }

    @Test func anEmojiSequenceBeforeAColumnShiftsItByItsCellsOnly() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(TextWidth.padRight(family, 10) == family + String(repeating: " ", count: 8))
        #expect(TextWidth.of(TextWidth.padRight("x" + family, 10) + "|") == 11)
    }

    // swift-format-ignore
    static let cuts: [(String, Int, String)] = [
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦👨\u{200D}👩\u{200D}👧\u{200D}👦", 3, "👨\u{200D}👩\u{200D}👧\u{200D}👦…"),
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦👨\u{200D}👩\u{200D}👧\u{200D}👦", 2, "…"),
        ("🇯🇵🇫🇷🇩🇪", 4, "🇯🇵…"),
        ("🇯🇵🇫🇷🇩🇪", 5, "🇯🇵🇫🇷…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("日本語の練習", 6, "日本…"),
        ("日本語の練習", 5, "日本…"),
        ("1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}", 3, "1\u{FE0F}\u{20E3}…"),
        ("Morning meditation", 9, "Morning…"),
        ("short", 5, "short"),
    ]

    @Test(arguments: TextWidthTests.cuts.indices)
    func cutsFallBetweenClustersAndEndInAnEllipsis(index: Int) {
        let (text, width, expected) = Self.cuts[index]
        let cut = TextWidth.truncate(text, to: width, unicode: true)
        #expect(cut == expected)
        #expect(TextWidth.of(cut) <= width)
        #expect(cut.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test func aCutOfColouredTextKeepsItsCodesWholeAndClosesThem() {
        let painted = "\u{1B}[32m" + "Morning meditation" + "\u{1B}[0m"
        let cut = TextWidth.truncate(painted, to: 8, unicode: true)
        #expect(cut == "\u{1B}[32mMorning…\u{1B}[0m")
        #expect(TextWidth.of(cut) == 8)
        #expect(TextWidth.truncate("abcdef", to: 4, unicode: false) == "abc~")
    }

    @Test func flowCutsAPartWiderThanALine() {
        let long = String(repeating: "日", count: 30)
        let lines = TextWidth.flow(["daily", long], separator: " · ", width: 40).split(separator: "\n")
        #expect(lines.map(String.init) == ["daily", String(repeating: "日", count: 19) + "…"])
    }

    @Test func namesAreShownWithTheirControlsEscaped() {
        #expect(TextWidth.display("a\tb\u{1B}[31mc\u{202E}d") == "a\\tb\\u{1b}[31mc\\u{202e}d")
        #expect(TextWidth.display("Morning 👨\u{200D}👩\u{200D}👧") == "Morning 👨\u{200D}👩\u{200D}👧")
    }
}
