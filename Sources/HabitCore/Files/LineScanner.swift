#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Field scanners over one log's bytes, for `LogParser`: each reads a field as
/// `LogGrammar` describes it.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The eight bytes at `i` as a little-endian word (`i + 8` must be within `bytes`).
    @inline(__always)
    private func word(at i: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
    }

    /// Whether the line `s..<e` has exactly `id` as its second field (comments and blank
    /// lines do not). The first field is not checked.
    func hasID(_ id: [UInt8], _ s: Int, _ e: Int) -> Bool {
        var i = skipBlanks(s, e)
        if i == e || bytes[i] == LogGrammar.noteMarker { return false }
        i = skipBlanks(fieldEnd(i, e), e)
        let n = id.count
        guard i + n <= e, i + n == e || LogGrammar.isBlank(bytes[i + n]) else { return false }
        for k in 0..<n where bytes[i + k] != id[k] { return false }
        return true
    }

    /// The start of the first line in `from..<to` — whole lines, the last ending with the
    /// `\n` at `to - 1` — that holds `id` after a blank and before a byte at or below a
    /// space, or `to`. Every line whose second field is `id` holds it so (`hasID`), so the
    /// lines before the one returned cannot name it. Found by `memchr` for the id's first
    /// byte, then a comparison, rather than line by line: `check` passes over the other
    /// habits' lines at the speed of the search (docs/performance.md).
    func nextLineNaming(_ id: [UInt8], from: Int, to: Int) -> Int {
        guard let base = bytes.baseAddress, let first = id.first else { return from }
        let n = id.count
        var p = from
        while p < to {
            guard let found = memchr(base + p, Int32(first), to - p) else { return to }
            let q = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if q > from, LogGrammar.isBlank(bytes[q - 1]), q + n < to, LogGrammar.endsField(bytes[q + n]),
                memcmp(base + q, id, n) == 0
            {
                var s = q
                while s > from, bytes[s - 1] != LogGrammar.newline { s -= 1 }
                return s
            }
            p = q + 1
        }
        return to
    }

    /// Where the field starting at `i` ends if it is an id: at the first byte at or
    /// below a space (a blank, or the line's end `e`, which is `\r` or `\n`). Other
    /// bytes that cannot be in an id stay in the field, so it matches no id.
    @inline(__always)
    func idFieldEnd(_ i: Int, _ e: Int) -> Int { min(controlOrSpace(from: i), e) }

    /// The offset of the first byte at or below a space from `i` on, or the buffer's end;
    /// eight bytes at a time.
    @inline(__always)
    func controlOrSpace(from i: Int) -> Int {
        var k = i
        while k + 8 <= bytes.count {
            let marks = WordMarks.controlOrSpace(word(at: k))
            if marks != 0 { return k + WordMarks.firstOffset(marks) }
            k += 8
        }
        while k < bytes.count, !LogGrammar.endsField(bytes[k]) { k += 1 }
        return k
    }

    func skipBlanks(_ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, LogGrammar.isBlank(bytes[i]) { i += 1 }
        return i
    }

    func fieldEnd(_ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, !LogGrammar.isBlank(bytes[i]) { i += 1 }
        return i
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    /// The action field `i..<j` (`done`, `no`, `skip`, `clear`, `+N`, `=N`), or `nil`.
    @inline(__always)
    func parseAction(_ i: Int, _ j: Int) -> Action? {
        let first = bytes[i]
        if first == LogGrammar.addSign || first == LogGrammar.setSign {
            guard let amount = Amount.parse(UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])) else { return nil }
            return first == LogGrammar.addSign ? .add(amount) : .set(amount)
        }
        // The words, compared four bytes at a time.
        guard j - i == 4 || j - i == 5 || j - i == 2 else { return nil }
        let base = UnsafeRawBufferPointer(bytes)
        if j - i == 2 {
            return base.loadUnaligned(fromByteOffset: i, as: UInt16.self).littleEndian == LogGrammar.noHalf ? .no : nil
        }
        let head = base.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
        if j - i == 5 { return head == LogGrammar.clearHead && bytes[i + 4] == LogGrammar.clearLast ? .clear : nil }
        if head == LogGrammar.doneWord { return .done }
        if head == LogGrammar.skipWord { return .skip }
        return nil
    }
}
