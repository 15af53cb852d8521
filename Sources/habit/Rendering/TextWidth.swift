/// Terminal column arithmetic: how many columns a string takes, and padding or cutting
/// it to a width. ANSI colour codes take no columns; wide (CJK, emoji) characters take two.
enum TextWidth {
    /// The columns `text` occupies on a terminal.
    static func of(_ text: String) -> Int {
        // ASCII text, most cells, byte by byte: a printable byte takes one column.
        var width = 0
        var inEscape = false
        for byte in text.utf8 {
            if byte >= 0x80 { return unicodeWidth(of: text) }
            if inEscape {
                if byte == UInt8(ascii: "m") { inEscape = false }
                continue
            }
            if byte == 0x1B {
                inEscape = true
                continue
            }
            if byte >= 0x20, byte != 0x7F { width += 1 }
        }
        return width
    }

    /// `of(text)` for text with non-ASCII scalars.
    private static func unicodeWidth(of text: String) -> Int {
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
            width += columns(of: scalar)
        }
        return width
    }

    /// Columns taken by one scalar: 0 for combining marks and joiners, 2 for wide ones.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        // Without a category lookup: ASCII (controls take none), and Latin-1, dashes and
        // quotes, and the box, block, shape and symbol blocks the views draw with, all one
        // column (but the soft hyphen, a format character).
        if v < 0x80 { return v >= 0x20 && v != 0x7F ? 1 : 0 }
        if (0xA0...0xFF).contains(v) && v != 0xAD || (0x2010...0x2027).contains(v) || (0x2500...0x27BF).contains(v) {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        return 1
    }

    /// `text` cut to at most `width` columns, ending in `…` (or `~` in ASCII) when cut.
    static func truncate(_ text: String, to width: Int, unicode: Bool) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        for character in text {
            let w = of(String(character))
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + (unicode ? "…" : "~")
    }

    /// `parts` joined by `separator` on as few lines as fit `width`, each line starting
    /// with `indent`.
    static func flow(_ parts: [String], separator: String, width: Int, indent: String = "") -> String {
        var lines: [String] = []
        var line = ""
        for part in parts {
            if !line.isEmpty, of(indent + line + separator + part) > width {
                lines.append(indent + line)
                line = part
            } else {
                line += (line.isEmpty ? "" : separator) + part
            }
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` padded with spaces on the right to `width` columns.
    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// `text` padded with spaces on the left to `width` columns.
    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }
}
