import HabitCore

/// Terminal cell arithmetic: how many cells a string takes, and padding or cutting it to
/// a width (docs/cli.md, "Width"). Text is measured by grapheme cluster — what the user
/// sees as one character: an emoji sequence (ZWJ family, flag, keycap, `❤️`, skin tone)
/// takes two cells, a wide (CJK) character two, a letter with combining marks one,
/// controls and ANSI colour codes none. Cuts fall between clusters, never inside one.
enum TextWidth {
    /// The cells `text` occupies on a terminal.
    static func of(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { scalarWidth(of: $0) } ?? clusterWidth(of: text)
    }

    /// `of(text)` read off its UTF-8 bytes, scalar by scalar while every scalar is a
    /// cluster of its own (ASCII, the views' glyphs, Latin-1, symbols); `nil` at the first
    /// that is not, for `clusterWidth`. Eight bytes at a time while they are printable
    /// ASCII (a cell each), a byte at a time for the rest of ASCII, the rest decoded in
    /// place: no iterator over the string's scalars.
    private static func scalarWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        var inEscape = false
        var i = 0
        while i < bytes.count {
            if !inEscape, i + 8 <= bytes.count,
                ASCIIWord.isPrintable(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self))
            {
                width += 8
                i += 8
                continue
            }
            let (v, length) = scalar(at: i, in: bytes)
            i += length
            if inEscape {
                if v == 0x6D { inEscape = false }
                continue
            }
            if v == 0x1B {
                inEscape = true
                continue
            }
            if v < 0x80 {
                if v >= 0x20, v != 0x7F { width += 1 }
                continue
            }
            guard standsAlone(v), let scalar = Unicode.Scalar(v) else { return nil }
            width += columns(of: scalar)
        }
        return width
    }

    /// The scalar whose UTF-8 sequence starts at `i` of `bytes` (well-formed, as a
    /// string's are), and the sequence's length.
    @inline(__always)
    private static func scalar(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt32, Int) {
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var v = lead & (0x7F >> UInt32(length))
        for k in 1..<length { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
        return (v, length)
    }

    /// How many of `bytes` (well-formed UTF-8) are left once its trailing spaces go, when
    /// bytes can tell: after a scalar that never joins the next one each space is a
    /// character of its own. `nil` when the spaces follow one that may (a prepended mark
    /// takes the space after it into its cluster), for a trim by character.
    static func endBeforeTrailingSpaces(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end > 0, end < bytes.count else { return end }
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return standsAlone(scalar(at: start, in: bytes).0) ? end : nil
    }

    /// `text` without its trailing spaces: cut as bytes where bytes can tell
    /// (`endBeforeTrailingSpaces`), else character by character, as a space may close a
    /// cluster that starts before it.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        guard let end = text.withUTF8({ endBeforeTrailingSpaces(of: $0) }) else {
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let utf8 = text.utf8
        return end == utf8.count ? text : String(text[..<utf8.index(utf8.startIndex, offsetBy: end)])
    }

    /// Whether a scalar is always a cluster of its own and never joins the next one: ASCII,
    /// Latin-1 but the soft hyphen, the dashes, quotes and bullets U+2010…U+2027 (the
    /// views' skipped day is `–`), and the symbol blocks U+2070…U+2BFF but the combining
    /// marks for symbols. Joiners, selectors, combining marks, regional indicators, Hangul
    /// and emoji are not, so text holding one is measured by cluster.
    private static func standsAlone(_ v: UInt32) -> Bool {
        v < 0x80 || (0xA0...0xFF).contains(v) && v != 0xAD || (0x2010...0x2027).contains(v)
            || (0x2070...0x20CF).contains(v) || (0x2100...0x2BFF).contains(v)
    }

    /// `of(text)` cluster by cluster.
    private static func clusterWidth(of text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.unicodeScalars.first == "m" { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            width += cells(of: character)
        }
        return width
    }

    /// Cells taken by one grapheme cluster: 2 for an emoji sequence (a ZWJ sequence, a
    /// flag, a keycap, an emoji with the emoji variation selector or a skin tone), else
    /// the sum of its scalars (a base letter and its combining marks is the base's width).
    static func cells(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return columns(of: first) }
        if isRegionalIndicator(first) && isRegionalIndicator(second) { return 2 }
        var sum = columns(of: first) + columns(of: second)
        var joined = second == "\u{200D}"
        var emoji = isEmojiSequenceMark(second) || isPictographic(first) && isEmojiModifier(second)
        while let scalar = iterator.next() {
            sum += columns(of: scalar)
            if scalar == "\u{200D}" { joined = true }
            if isEmojiSequenceMark(scalar) || isEmojiModifier(scalar) { emoji = true }
        }
        if emoji || joined && scalars.contains(where: isPictographic) { return 2 }
        return sum
    }

    /// Cells taken by one scalar on its own: 0 for combining marks, joiners, controls and
    /// the Hangul vowels and finals that join a syllable, 2 for East Asian wide and full-
    /// width characters and emoji shown as emoji by default, 1 otherwise.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        // Without a property lookup: ASCII (controls take none), and Latin-1, dashes and
        // quotes, and the box, block and shape blocks the views draw with, all one cell
        // (the soft hyphen too: terminals draw it as a hyphen, as the C library's
        // `wcwidth` counts it).
        if v < 0x80 { return v >= 0x20 && v != 0x7F ? 1 : 0 }
        if (0xA0...0xFF).contains(v) || (0x2010...0x2027).contains(v) || (0x2500...0x25FC).contains(v) {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2329...0x232A).contains(v) || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xA000...0xA4CF).contains(v) || (0xA960...0xA97F).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE10...0xFE19).contains(v) || (0xFE30...0xFE6F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x16FE0...0x18CFF).contains(v)
            || (0x1AFF0...0x1B2FF).contains(v) || (0x1F200...0x1F265).contains(v) || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        if (0x2000...0x2BFF).contains(v) || (0x1F000...0x1FAFF).contains(v) {
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
        return 1
    }

    /// U+1F1E6…U+1F1FF: two of them make a flag.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// The emoji variation selector U+FE0F and the keycap mark U+20E3.
    private static func isEmojiSequenceMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.value == 0x20E3
    }

    /// The skin tones U+1F3FB…U+1F3FF.
    private static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// A scalar a ZWJ joins into one emoji: a pictograph outside ASCII and Latin-1.
    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji
    }

    /// `text` cut to at most `width` cells between clusters, ending in `…` (or `~` in
    /// ASCII) when cut. Colour codes are kept whole and, when any is kept, closed.
    static func truncate(_ text: String, to width: Int, unicode: Bool) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        var inEscape = false
        var painted = false
        for character in text {
            if inEscape || character == "\u{1B}" {
                out.append(character)
                painted = true
                inEscape = !(inEscape && character.unicodeScalars.first == "m")
                continue
            }
            let w = cells(of: character)
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        // A cut right after a space ends the word before it, not the space.
        while out.last == " " { out.removeLast() }
        return out + (unicode ? "…" : "~") + (painted ? "\u{1B}[0m" : "")
    }

    /// `text` as a view shows a name, unit or note it did not write: control characters,
    /// line separators and bidirectional controls escaped (`\t`, `\u{202e}`), as messages
    /// show them (docs/cli.md, "Exit codes and errors"), so no such character reaches the
    /// terminal or reorders a line.
    static func display(_ text: String) -> String { Echo.line(text) }

    /// `text` padded with spaces on the right to `width` cells.
    static func padRight(_ text: String, _ width: Int) -> String { text + spaces(width - of(text)) }

    /// `text` padded with spaces on the left to `width` cells.
    static func padLeft(_ text: String, _ width: Int) -> String { spaces(width - of(text)) + text }

    /// `count` spaces (none for a count below one), written as bytes: a table pads every
    /// cell, and `String(repeating:count:)` goes through the general path of repeating
    /// any string.
    static func spaces(_ count: Int) -> String {
        let count = max(0, count)
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: repeatElement(UInt8(ascii: " "), count: count))
            return count
        }
    }
}
