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
    func word(at i: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
    }

    /// Whether the line `s..<e` has exactly `id` as its second field (comments and blank
    /// lines do not). The first field is not checked.
    func hasID(_ id: [UInt8], _ s: Int, _ e: Int) -> Bool {
        var i = skipBlanks(s)
        if i == e || bytes[i] == LogGrammar.noteMarker { return false }
        i = skipBlanks(fieldEnd(i, e))
        let n = id.count
        guard i + n <= e, i + n == e || LogGrammar.isBlank(bytes[i + n]) else { return false }
        for k in 0..<n where bytes[i + k] != id[k] { return false }
        return true
    }

    /// Where the next line starts when the line ends at `i` — `\n`, or `\r\n` (the `\r`
    /// is not part of the line) — else `nil`. A line's end is where a field scan stops
    /// (a byte at or below a space), so each field's end is checked with this.
    @inline(__always)
    func lineBreak(at i: Int) -> Int? {
        let byte = bytes[i]
        if byte == LogGrammar.newline { return i &+ 1 }
        if byte == LogGrammar.carriageReturn, bytes[i &+ 1] == LogGrammar.newline { return i &+ 2 }
        return nil
    }

    /// The end of the line at `s`, searched from `from` (a `\n` must follow): where its
    /// text ends (before a `\r` that precedes the `\n`) and where the next line starts.
    /// For the lines that need their end before their fields' (comments, notes, problems).
    func lineEnd(_ s: Int, from: Int) -> (content: Int, next: Int) {
        guard let base = bytes.baseAddress, from < bytes.count,
            let found = memchr(base + from, Int32(LogGrammar.newline), bytes.count - from)
        else { return (bytes.count, bytes.count) }
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        return (end > s && bytes[end - 1] == LogGrammar.carriageReturn ? end - 1 : end, end + 1)
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

    /// The id field at `i`: where it ends — at its first byte at or below a space (a
    /// blank, or the line's end; other bytes that cannot be in an id stay in the field, so
    /// it matches no id) — and the words the id table keys it by (`IDInterner.words`),
    /// from the same word loads when it is under 16 bytes.
    @_transparent
    func idField(at i: Int) -> (end: Int, head: UInt64, tail: UInt64) {
        if i &+ 16 <= bytes.count {
            let first = word(at: i)
            let marks = WordMarks.controlOrSpace(first)
            if marks != 0 {
                let length = WordMarks.firstOffset(marks)
                return (i &+ length, first & ((1 &<< UInt64(length &* 8)) &- 1), 0)
            }
            let second = WordMarks.controlOrSpace(word(at: i &+ 8))
            if second != 0 {
                let end = i &+ 8 &+ WordMarks.firstOffset(second)
                return (end, first, word(at: end &- 8))
            }
        }
        let end = controlOrSpace(from: i)
        let (head, tail) = IDInterner.words(bytes, i, end)
        return (end, head, tail)
    }

    /// The key of the tail at `i` (`LineTails`) when the line's `\n` is within sixteen
    /// bytes of `i` and not at `i`, and sixteen bytes can be read there; else `nil`.
    @inline(__always)
    func tailKey(at i: Int) -> LineTails.Key? {
        guard i &+ 16 <= bytes.count else { return nil }
        let first = word(at: i)
        let marks = WordMarks.newline(first)
        if marks != 0 {
            let length = WordMarks.firstOffset(marks)
            guard length > 0 else { return nil }
            return LineTails.Key(head: first & ((1 &<< UInt64(length &* 8)) &- 1), tail: 0, length: length)
        }
        let second = word(at: i &+ 8)
        let secondMarks = WordMarks.newline(second)
        guard secondMarks != 0 else { return nil }
        let length = WordMarks.firstOffset(secondMarks)
        return LineTails.Key(head: first, tail: second & ((1 &<< UInt64(length &* 8)) &- 1), length: 8 &+ length)
    }

    /// The end of the valid id at `i` — id bytes, at most `HabitID.maximumLength`, then a
    /// blank or the line's end — or `nil`.
    func validIDEnd(_ i: Int) -> Int? {
        var j = i
        while HabitID.isIDByte(bytes[j]) { j += 1 }
        guard j - i <= HabitID.maximumLength, LogGrammar.isBlank(bytes[j]) || lineBreak(at: j) != nil else {
            return nil
        }
        return j
    }

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

    /// The first byte from `i` on that is not a blank: the line's `\n` at the latest.
    @inline(__always)
    func skipBlanks(_ i: Int) -> Int {
        var i = i
        while LogGrammar.isBlank(bytes[i]) { i &+= 1 }
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
    @_transparent
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
