import Testing

@testable import habit

/// `TextWidth` counts ASCII byte by byte; the count must be the scalar rule's: controls
/// (and ANSI colour codes) take no column, other scalars one, wide ones two.
@Suite struct TextWidthTests {
    /// The columns of one scalar by the general rule: the category, then the wide ranges.
    static func columns(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// The width by the general rule, scalar by scalar, with no shortcut.
    static func reference(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            width += columns(scalar)
        }
        return width
    }

    @Test func everyScalarUpToTheSupplementaryPlanesTakesTheColumnsOfTheRule() {
        var wrong: [String] = []
        for value in UInt32(0)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextWidth.columns(of: scalar) != Self.columns(scalar) { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "U+\(wrong.prefix(10))")
    }

    @Test func everyASCIIScalarTakesTheColumnsOfItsCategory() {
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            let text = "a" + String(Character(scalar)) + "b"
            #expect(TextWidth.of(text) == Self.reference(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [
        "", "plain", "\u{1B}[32mgreen\u{1B}[0m", "tab\there", "del\u{7F}x", "\u{1B}[1m\u{1B}[0m",
        "✓ done", "日本語 ok", "e\u{301}", "soft\u{AD}hyphen", "▁▂▃▄▅▆▇█ \u{1B}[31m·\u{1B}[0m", "🔥 12",
    ])
    func widthsAgreeWithTheScalarRule(text: String) {
        #expect(TextWidth.of(text) == Self.reference(text))
    }
}
