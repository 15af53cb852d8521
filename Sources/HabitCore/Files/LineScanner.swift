#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Field scanners over one log's bytes, for `LogParser`: each reads a field as
/// `LogGrammar` describes it. The word-load scanners need eight (or sixteen) readable
/// bytes where they load; their callers check that against `LogGrammar.fastPathReach`.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The bytes as a raw pointer, for the word loads.
    @inline(__always)
    private func word(at i: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
    }

    /// Whether the line `s..<e` has exactly `id` as its second field (comments and blank
    /// lines do not). The first field is not checked.
    func hasID(_ id: [UInt8], _ s: Int, _ e: Int) -> Bool {
        var i: Int
        if e - s > LogGrammar.usualIDStart, s + LogGrammar.firstFieldReach <= bytes.count,
            !LogGrammar.isBlank(bytes[s + LogGrammar.usualIDStart]), hasUsualFirstField(at: s)
        {
            // The usual line: the second field starts right after the date and one space.
            i = s + LogGrammar.usualIDStart
        } else {
            i = skipBlanks(s, e)
            if i == e || bytes[i] == LogGrammar.noteMarker { return false }
            i = skipBlanks(fieldEnd(i, e), e)
        }
        let n = id.count
        guard i + n <= e, i + n == e || LogGrammar.isBlank(bytes[i + n]), let base = bytes.baseAddress else {
            return false
        }
        return id.withUnsafeBufferPointer { $0.baseAddress.map { memcmp(base + i, $0, n) == 0 } ?? (n == 0) }
    }

    /// Whether the line at `s` starts the usual way: `dateWidth` bytes without a blank or
    /// control byte, not a comment, then one space (`firstFieldReach` bytes must be
    /// readable at `s`). Its second field then starts at `usualIDStart` when that byte is
    /// not blank.
    @inline(__always)
    func hasUsualFirstField(at s: Int) -> Bool {
        guard bytes[s + LogGrammar.dateWidth] == LogGrammar.space, bytes[s] != LogGrammar.noteMarker else {
            return false
        }
        // Bytes 0…7, then 8 and 9 (the rest of that word set high, so never marked).
        let head = word(at: s)
        let tail = word(at: s + 8) | ~WordMarks.lowBytes(LogGrammar.dateWidth - 8)
        return WordMarks.controlOrSpace(head) == 0 && WordMarks.controlOrSpace(tail) == 0
    }

    /// Where the field starting at `i` ends if it is an id: at the first byte at or
    /// below a space (a blank, or the line's end `e`, which is `\r` or `\n`). Other
    /// bytes that cannot be in an id stay in the field, so it matches no id.
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

    /// The usual line's id field at `i` (16 bytes must be readable there): the id table's
    /// words for it (`IDWords`), found from two word loads and a mask, with no loop; `nil`
    /// when the field is empty or `usualIDLimit` bytes or longer. The field ends at the
    /// first byte at or below a space.
    @inline(__always)
    func usualID(at i: Int) -> IDWords? {
        let first = word(at: i)
        let second = word(at: i + 8)
        let firstMarks = WordMarks.controlOrSpace(first)
        let length =
            firstMarks != 0
            ? WordMarks.firstOffset(firstMarks) : 8 + WordMarks.firstOffset(WordMarks.controlOrSpace(second))
        guard length > 0, length < LogGrammar.usualIDLimit else { return nil }
        // Its first eight bytes (zero above a shorter id) and, from eight bytes on, its last
        // eight (the load before a shorter id is in the line: the date precedes it).
        let head = first & WordMarks.lowBytes(min(length, 8))
        return IDWords(length: length, head: head, tail: length >= 8 ? word(at: i + length - 8) : 0)
    }

    /// Where the field at `k` ends (its first byte at or below a space) when that is
    /// within eight bytes and after `k`, from one word load (8 bytes must be readable).
    @inline(__always)
    func shortFieldEnd(from k: Int) -> Int? {
        let marks = WordMarks.controlOrSpace(word(at: k))
        let m = k + WordMarks.firstOffset(marks)
        return marks != 0 && m > k ? m : nil
    }

    /// The offset of the first `\n` from `k` on, eight bytes at a time, when it is at least
    /// eight bytes before the buffer's end; else `nil`.
    @inline(__always)
    func newlineWithinWords(from k: Int) -> Int? {
        var k = k
        while k + 8 <= bytes.count {
            let marks = WordMarks.newline(word(at: k))
            if marks != 0 { return k + WordMarks.firstOffset(marks) }
            k += 8
        }
        return nil
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
            // Most amounts are one or two digits: read without the general decimal parser.
            let high = j - i >= 2 ? bytes[i + 1] &- UInt8(ascii: "0") : 10
            let low = j - i == 3 ? bytes[i + 2] &- UInt8(ascii: "0") : 0
            let amount: Amount
            if j - i <= 3, high < 10, low < 10 {
                amount = Amount(Int(j - i == 3 ? high &* 10 &+ low : high))
            } else {
                guard let parsed = Amount.parse(UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])) else { return nil }
                amount = parsed
            }
            return first == LogGrammar.addSign ? .add(amount) : .set(amount)
        }
        // The words, compared four bytes at a time.
        guard j - i == 4 || j - i == 5 || j - i == 2, let base = bytes.baseAddress.map(UnsafeRawPointer.init)
        else { return nil }
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
