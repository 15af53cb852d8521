#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fast paths: the usual line of `LogGrammar`, read from a few word loads at the
/// offsets the grammar names, with no loop and few branches (which the random order of ids
/// and actions would mispredict). Each returns where the next line starts, or `nil` for
/// any other line — and for the last lines of a buffer, closer than
/// `LogGrammar.fastPathReach` to its end, where a word load would reach past it — which
/// the general path then reads in full: nothing is recorded before a fast path succeeds.
extension LogParser {
    /// The usual line — date, one space, an id of under `usualIDLimit` bytes met before,
    /// then `\n` or one space and an action, then `\n` or one space and a note — handed to
    /// the sink.
    @inline(__always)
    mutating func parseUsualLine(_ s: Int, _ count: Int) -> Int? {
        guard s + LogGrammar.fastPathReach <= count, bytes[s + LogGrammar.dateWidth] == LogGrammar.space,
            let day = parseDay(at: s)
        else { return nil }
        let idStart = s + LogGrammar.usualIDStart
        guard let id = scan.usualID(at: idStart), let number = interner.number(id) else { return nil }
        let j = idStart + id.length
        if bytes[j] == LogGrammar.newline {
            sink.accept(day: day, number: number, action: .done, note: nil, line: lineNumber, bytes: bytes)
            return j + 1
        }
        guard bytes[j] == LogGrammar.space else { return nil }
        let k = j + 1
        if bytes[k] == LogGrammar.noteMarker {
            return acceptNote(day: day, number: number, action: .done, at: k, count)
        }
        guard let m = scan.shortFieldEnd(from: k), let action = scan.parseAction(k, m) else { return nil }
        if bytes[m] == LogGrammar.newline {
            sink.accept(day: day, number: number, action: action, note: nil, line: lineNumber, bytes: bytes)
            return m + 1
        }
        guard bytes[m] == LogGrammar.space, bytes[m + 1] == LogGrammar.noteMarker else { return nil }
        return acceptNote(day: day, number: number, action: action, at: m + 1, count)
    }

    /// Where the next line starts, when the line at `s` has the usual first field and its
    /// second field does not start with the bytes of `wanted`; `nil` for any other line,
    /// which the general path then reads (and checks whether it names `wanted`). One
    /// masked word comparison decides, and the line's end is found eight bytes at a time.
    @inline(__always)
    mutating func skipOtherLine(_ s: Int, _ count: Int, _ wanted: IDWords) -> Int? {
        let idStart = s + LogGrammar.usualIDStart
        guard s + LogGrammar.fastPathReach <= count, !LogGrammar.endsField(bytes[idStart]),
            scan.hasUsualFirstField(at: s)
        else { return nil }
        // The field's first bytes, as many as the id has up to eight: if they differ, the
        // field is another id (a shorter field differs at its end, at or below a space).
        let field = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: idStart, as: UInt64.self)
        guard field.littleEndian & WordMarks.lowBytes(min(wanted.length, 8)) != wanted.head else { return nil }
        return scan.newlineWithinWords(from: idStart).map { $0 + 1 }
    }

    /// The rest of a usual line from its note marker at `marker`: a note of valid text up
    /// to a `\n` (not `\r\n`) is handed to the sink with the line, and the next line's
    /// start returned; anything else is left to the general path (`nil`).
    private mutating func acceptNote(day: Day, number: Int, action: Action, at marker: Int, _ count: Int) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base + marker, Int32(LogGrammar.newline), count - marker)
        else { return nil }
        let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        guard bytes[end - 1] != LogGrammar.carriageReturn else { return nil }
        // One space after the marker is not part of the note.
        let start = marker + 1 < end && bytes[marker + 1] == LogGrammar.space ? marker + 2 : marker + 1
        guard scan.isValidNote(start, end) else { return nil }
        sink.accept(day: day, number: number, action: action, note: start..<end, line: lineNumber, bytes: bytes)
        return end + 1
    }
}
