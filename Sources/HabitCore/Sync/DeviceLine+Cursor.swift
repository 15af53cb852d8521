extension DeviceLine {
    /// Reads a device-file line word by word, keeping the column of each word.
    struct Cursor {
        /// The whole line.
        let line: Substring
        private var position: Substring.Index
        /// Where the line's words end: before a `^SEEN` once `seen()` has taken it.
        private var limit: Substring.Index

        init(_ line: Substring) {
            self.line = line
            position = line.startIndex
            limit = line.endIndex
        }

        /// The 1-based column of the next byte other than a blank.
        var column: Int { line.utf8.distance(from: line.startIndex, to: rest.startIndex) + 1 }

        /// What is left, without the blanks around it.
        var rest: Substring {
            var first = position
            while first < limit, DeviceLine.isBlank(line[first]) { first = line.index(after: first) }
            var last = limit
            while last > first, DeviceLine.isBlank(line[line.index(before: last)]) { last = line.index(before: last) }
            return line[first..<last]
        }

        /// The next word and its column; `nil` at the end.
        mutating func word() -> (Substring, Int)? {
            skipBlanks()
            guard position < limit else { return nil }
            let start = position
            while position < limit, !DeviceLine.isBlank(line[position]) { position = line.index(after: position) }
            return (line[start..<position], line.utf8.distance(from: line.startIndex, to: start) + 1)
        }

        /// The next word as a habit key.
        mutating func key() throws(DeviceLineProblem) -> HabitKey {
            guard let (text, column) = word() else { throw missing("habit key") }
            guard let key = HabitKey(text) else { throw DeviceLineProblem(column: column, .invalidKey(String(text))) }
            return key
        }

        /// Takes a last word `^STAMP` off the end, if there is one.
        mutating func seen() throws(DeviceLineProblem) -> Stamp? {
            var last = rest
            guard let blank = last.lastIndex(where: DeviceLine.isBlank) else {
                guard last.first == "^" else { return nil }
                return try take(last)
            }
            last = last[last.index(after: blank)...]
            guard last.first == "^" else { return nil }
            return try take(last)
        }

        private mutating func take(_ word: Substring) throws(DeviceLineProblem) -> Stamp {
            guard let stamp = Stamp(word.dropFirst()) else {
                throw DeviceLineProblem(
                    column: line.utf8.distance(from: line.startIndex, to: word.startIndex) + 1,
                    .unexpectedText(String(word)))
            }
            limit = word.startIndex
            return stamp
        }

        /// Nothing but blanks may follow.
        mutating func finish() throws(DeviceLineProblem) {
            if let (text, column) = word() { throw DeviceLineProblem(column: column, .unexpectedText(String(text))) }
        }

        /// A problem: `what` is missing at the current column.
        func missing(_ what: String) -> DeviceLineProblem {
            DeviceLineProblem(column: column, .missingField(what))
        }

        private mutating func skipBlanks() {
            while position < limit, DeviceLine.isBlank(line[position]) { position = line.index(after: position) }
        }

        /// The entry `text` holds in the `log` grammar, its problems placed from `column` on.
        static func entry(_ text: Substring, at column: Int) throws(DeviceLineProblem) -> Entry {
            switch LogFile.parseLine(String(text)) {
            case .success(let entry)?: return entry
            case .failure(let issue)?: throw DeviceLineProblem(column: column + issue.column - 1, .data(issue.problem))
            case nil: throw DeviceLineProblem(column: column, .missingField("entry after the key"))
            }
        }
    }

    static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
}
