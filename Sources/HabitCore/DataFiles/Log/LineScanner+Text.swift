/// The text checks of a log line: a note must be UTF-8 without control characters, and a
/// comment must be UTF-8.
extension LineScanner {
    /// Whether `bytes[from..<to]` are well-formed UTF-8 without control characters (C0,
    /// DEL, C1, U+2028, U+2029), as `Habit.containsControlCharacter` has them: a valid
    /// note, decided on the bytes without making a `String`; eight at a time while they
    /// are printable ASCII.
    func isValidNote(_ from: Int, _ to: Int) -> Bool {
        var i = from
        while i < to {
            if i + 8 <= to, ASCIIWord.isPrintable(word(at: i)) {
                i += 8
                continue
            }
            let lead = bytes[i]
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F { return false }
                i += 1
                continue
            }
            guard let next = scalarEnd(i, to, controls: false) else { return false }
            i = next
        }
        return true
    }

    /// The offset of the first byte in `bytes[from..<to]` that does not start a
    /// well-formed UTF-8 sequence, or `nil` when they are all UTF-8 (control characters
    /// allowed): for comment lines, which are kept byte for byte.
    func firstInvalidUTF8(_ from: Int, _ to: Int) -> Int? {
        var i = from
        while i < to {
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            guard let next = scalarEnd(i, to, controls: true) else { return i }
            i = next
        }
        return nil
    }

    /// Where the multi-byte sequence whose lead byte is at `i` ends, when it is
    /// well-formed UTF-8 within `to` (and, unless `controls`, not C1, U+2028 or U+2029);
    /// else `nil`. Well-formed is as in Unicode's table of UTF-8 byte sequences: no
    /// overlong forms, surrogates or code points past U+10FFFF.
    @inline(__always)
    private func scalarEnd(_ i: Int, _ to: Int, controls: Bool) -> Int? {
        let lead = bytes[i]
        // The number of continuation bytes, and the range the first of them must be in.
        var (more, low, high): (Int, UInt8, UInt8) = (0, 0x80, 0xBF)
        switch lead {
        case 0xC2: (more, low) = (1, controls ? 0x80 : 0xA0)  // C2 80–C2 9F are the C1 controls.
        case 0xC3...0xDF: more = 1
        case 0xE0: (more, low) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE, 0xEF: more = 2
        case 0xED: (more, high) = (2, 0x9F)
        case 0xF0: (more, low) = (3, 0x90)
        case 0xF1...0xF3: more = 3
        case 0xF4: (more, high) = (3, 0x8F)
        default: return nil
        }
        guard i + more < to, bytes[i + 1] >= low, bytes[i + 1] <= high else { return nil }
        var k = 2
        while k <= more {
            if bytes[i + k] & 0xC0 != 0x80 { return nil }
            k += 1
        }
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        if !controls, lead == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] & 0xFE == 0xA8 { return nil }
        return i + more + 1
    }
}
