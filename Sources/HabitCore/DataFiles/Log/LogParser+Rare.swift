/// The branches of `LogParser.readLine` that few lines take — comments, notes, new ids,
/// the torn tail and every problem — out of line: the loop over lines stays small enough
/// for the optimizer to keep its fields in registers (docs/performance.md). Each finds
/// the line's end itself (`LineScanner.lineEnd`) and returns where the next line starts.
extension LogParser {
    /// The unfinished last line at `start`: the torn tail, not parsed.
    @inline(never)
    mutating func tornTail(at start: Int) {
        lineNumber += 1
        tornTailOffset = offset + start
        issue(start, start, .tornLine(scan.text(start, bytes.count)))
    }

    /// A comment, from its marker at `i` of the line at `s`: any text, but text (it is kept
    /// byte for byte through rewrites).
    @inline(never)
    mutating func readComment(_ s: Int, _ i: Int) -> Int {
        let (e, next) = scan.lineEnd(s, from: i)
        if let bad = scan.firstInvalidUTF8(i, e) { issue(s, bad, .invalidUTF8) }
        return next
    }

    /// The note whose marker is at `marker` in the line at `s` (one space after the marker
    /// is not part of it), and where the next line starts; `nil` and the next line's
    /// start when the note is not valid text, which is reported.
    @inline(never)
    mutating func readNote(_ s: Int, marker: Int) -> (Range<Int>?, Int) {
        let (e, next) = scan.lineEnd(s, from: marker)
        var n = marker + 1
        if n < e, bytes[n] == LogGrammar.space { n += 1 }
        if !scan.isValidNote(n, e), rejectNote(s, n, e) { return (nil, next) }
        return (n..<e, next)
    }

    /// The number of the new id `bytes[start..<end]` (already checked), which the sink
    /// and, when every line is checked, `firstLines` are told of.
    @inline(never)
    mutating func newID(_ start: Int, _ end: Int) -> Int {
        let before = interner.ids.count
        let number = interner.intern(bytes, from: start, to: end)
        if number == before {
            sink.newID(interner.ids[number])
            if only == nil || checkingOthers { firstLines.append((interner.ids[number], lineNumber)) }
        }
        return number
    }

    /// A first field at `i` of the line at `s` that is not a date: a git merge marker
    /// (reported once), or a bad date.
    @inline(never)
    mutating func rejectDate(_ s: Int, _ i: Int) -> Int {
        let (e, next) = scan.lineEnd(s, from: i)
        if MergeMarker.starts(UnsafeBufferPointer(rebasing: bytes[i..<e])) {
            if !sawMergeMarker { issue(s, i, .mergeMarker) }
            sawMergeMarker = true
            return next
        }
        issue(s, i, .value(.invalidDate(scan.text(i, scan.fieldEnd(i, e)))))
        return next
    }

    /// The field at `i` of the line at `s` (up to its end) reported as `problem`.
    @inline(never)
    mutating func reject(_ s: Int, _ i: Int, _ problem: FieldProblem) -> Int {
        let (e, next) = scan.lineEnd(s, from: i)
        let text = scan.text(i, scan.fieldEnd(i, e))
        switch problem {
        case .missingID: issue(s, i, .missingID)
        case .invalidID: issue(s, i, .value(.invalidID(text)))
        case .invalidAction: issue(s, i, .value(.invalidAction(text)))
        case .unexpectedText: issue(s, i, .unexpectedText(text))
        }
        return next
    }

    /// The note `n..<e` that the fast check refused, read again to tell what is wrong:
    /// `true` when it is reported (invalid), `false` when it is valid after all.
    private mutating func rejectNote(_ s: Int, _ n: Int, _ e: Int) -> Bool {
        guard let string = String(validating: UnsafeBufferPointer(rebasing: bytes[n..<e]), as: UTF8.self) else {
            issue(s, n, .invalidUTF8)
            return true
        }
        if Habit.containsControlCharacter(string) {
            issue(s, n, .value(.invalidNote(string)))
            return true
        }
        return false
    }
}

/// What is wrong with a line's field (`LogParser.reject`).
enum FieldProblem {
    case missingID, invalidID, invalidAction, unexpectedText
}
