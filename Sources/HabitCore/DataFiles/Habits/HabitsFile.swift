/// The `habits` file as a document: habit lines in sort order, with comment and blank
/// lines kept where they are so a rewrite preserves them.
///
/// Line grammar (see docs/data-format.md):
/// `ID every=SCHEDULE [any-of=ID,…] [target=X | max=X] [unit=U] since=YYYY-MM-DD [archived] … name=NAME`.
/// Keys may come in any order when read and are written in that order. A `! Heading` line
/// tags the habits below it (`HabitsFile+Tags.swift`).
public struct HabitsFile: Sendable, Hashable {
    /// One line of the file.
    enum Line: Sendable, Hashable {
        /// A habit definition.
        case habit(Habit)
        /// A `! Heading` line: the habits below it, up to the next heading, carry its tag.
        case heading(Heading)
        /// A comment, a blank line, or a malformed line, kept byte for byte: its raw bytes
        /// without the `\n` (with the `\r` before it, if the file had one), even when they
        /// are not UTF-8.
        case text([UInt8])
    }

    /// The lines in file order.
    var lines: [Line]

    /// A document with the given lines.
    init(lines: [Line] = []) {
        self.lines = lines
    }

    /// The habits in sort order, each with the tag of the heading it stands under first.
    public var habits: [Habit] {
        var habits: [Habit] = []
        habits.reserveCapacity(lines.count)
        var heading: HabitTag?
        for line in lines {
            switch line {
            case .habit(let habit): habits.append(habit.underHeading(heading))
            case .heading(let line): heading = line.tag
            case .text: continue
            }
        }
        return habits
    }

    /// The habits as their lines hold them: tags from `tags=` only, none from a heading
    /// (what a merge of two files compares and writes, docs/sync.md).
    package var habitLines: [Habit] {
        lines.compactMap { if case .habit(let habit) = $0 { habit } else { nil } }
    }

    /// The habit with `id`, if defined, with its heading's tag as `habits` gives it.
    /// - Parameter id: the habit's current id (a former id finds nothing).
    /// - Returns: the habit, its tags including its heading's; `nil` when no line defines it.
    public func habit(_ id: HabitID) -> Habit? {
        guard let index = index(of: id), case .habit(let habit) = lines[index] else { return nil }
        return habit.underHeading(headingTag(above: index))
    }

    /// Adds `habit` after the last habit — in a file with `! Heading` lines, at the end of
    /// the group of a heading that gives one of its tags, else above the first heading
    /// (docs/data-format.md, `habits`).
    /// - Parameter habit: the habit to add, as is: nothing checks that its id is new
    ///   (`Transaction.add` checks the rules of a new habit, then calls this).
    package mutating func append(_ habit: Habit) {
        let index = insertionIndex(for: habit)
        lines.insert(.habit(habit.onLine(underHeading: headingTag(above: index))), at: index)
    }

    /// Replaces the habit with `id` by `habit` in place; `false` when there is none. A
    /// sync conflict on a field the change sets is settled: its line goes.
    /// - Parameters:
    ///   - id: the current id of the habit to replace.
    ///   - habit: its new definition, which may carry another id (a rename).
    /// - Returns: `true` when it was replaced; `false` when no habit has `id` (nothing changes).
    @discardableResult
    package mutating func replace(_ id: HabitID, with habit: Habit) -> Bool {
        guard let index = index(of: id), case .habit(let old) = lines[index] else { return false }
        lines[index] = .habit(habit.onLine(underHeading: headingTag(above: index)))
        settle(
            id,
            fields: ["name", "every", "goal", "archived"].filter {
                ConflictLine.value(of: $0, in: old) != ConflictLine.value(of: $0, in: habit)
            })
        return true
    }

    /// Removes the sync conflict lines of habit `id` for `fields` (docs/sync.md,
    /// "Conflicts"): the command that set those fields settled them.
    package mutating func settle(_ id: HabitID, fields: [String]) {
        lines.removeAll { line in
            guard case .text(let raw) = line, let conflict = ConflictLine.parse(raw[...], inHabits: true) else {
                return false
            }
            return conflict.habit == id.rawValue && fields.contains(conflict.field)
        }
    }

    /// Removes the habit with `id`; `false` when there is none.
    /// - Parameter id: the current id of the habit to remove; its entries in the log stay.
    /// - Returns: `true` when its line was removed; `false` when no habit has `id`.
    @discardableResult
    package mutating func remove(_ id: HabitID) -> Bool {
        guard let index = index(of: id) else { return false }
        lines.remove(at: index)
        return true
    }

    /// Moves the habit with `id` to `position` (0-based, among habits only, clamped to
    /// the valid range); comments stay where they are. `false` when there is no such habit.
    /// - Parameters:
    ///   - id: the current id of the habit to move.
    ///   - position: its new place among the habits, 0 first; below 0 or past the end: first
    ///     or last.
    /// - Returns: `true` when it moved (or already stood there); `false` when no habit has `id`.
    @discardableResult
    package mutating func move(_ id: HabitID, to position: Int) -> Bool {
        guard let from = index(of: id) else { return false }
        let moving = lines.remove(at: from)
        let habitIndices = lines.indices.filter { if case .habit = lines[$0] { true } else { false } }
        let target = max(0, min(position, habitIndices.count))
        let insertAt =
            target < habitIndices.count ? habitIndices[target] : (habitIndices.last.map { $0 + 1 } ?? lines.count)
        lines.insert(moving, at: insertAt)
        return true
    }

    private func index(of id: HabitID) -> Int? {
        lines.firstIndex { if case .habit(let habit) = $0 { habit.id == id } else { false } }
    }

    /// The file's bytes, as a rewrite writes them: every line followed by a newline;
    /// habit lines in canonical form, every other line byte for byte as it was read.
    package func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            switch line {
            case .habit(let habit): bytes += HabitsFile.line(for: habit).utf8
            case .heading(let heading): bytes += heading.raw
            case .text(let raw): bytes += raw
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The file's text (`encoded()` as a string; bytes that are not UTF-8 show as U+FFFD,
    /// so write `encoded()`, never this).
    package func serialized() -> String { String(decoding: encoded(), as: UTF8.self) }

    /// Parses the whole file. Malformed lines are kept as `.text` and reported; every
    /// problem on every line is collected. Bytes that are not UTF-8 anywhere on a line
    /// (a comment included) are an error: a rewrite is refused while they are there.
    package static func parse(_ bytes: [UInt8]) -> (file: HabitsFile, issues: [ParseIssue]) {
        var file = HabitsFile()
        var issues: [ParseIssue] = []
        var firstLine: [HabitID: Int] = [:]
        // Room for a habit a line, so that the table of ids never grows and hashes them again.
        firstLine.reserveCapacity(bytes.withUnsafeBufferPointer { LogBytes.newlineCount($0) } + 1)
        var sawMarker = false
        var composites: [HabitsFile.CompositeLine] = []
        TextLines.forEach(in: bytes) { lineNumber, content, raw in
            // Old Mac line ends make the file one line: say so, not what that line breaks.
            if let offset = TextLines.carriageReturn(in: content) {
                issues.append(
                    ParseIssue(file: .habits, line: lineNumber, column: offset + 1, problem: .carriageReturnLineEnds))
                file.lines.append(.text(Array(raw)))
                return
            }
            if MergeMarker.starts(content) {
                if !sawMarker {
                    issues.append(ParseIssue(file: .habits, line: lineNumber, column: 1, problem: .mergeMarker))
                }
                sawMarker = true
                file.lines.append(.text(Array(raw)))
                return
            }
            if let conflict = ConflictLine.parse(content, inHabits: true) {
                let kept =
                    HabitID(conflict.habit ?? "").flatMap { file.habit($0) }
                    .flatMap { ConflictLine.value(of: conflict.field, in: $0) } ?? "?"
                issues.append(
                    ParseIssue(file: .habits, line: lineNumber, column: 1, problem: .syncConflict(conflict, kept: kept))
                )
                file.lines.append(.text(Array(raw)))
                return
            }
            var line = HabitLineParser(bytes: Array(content), lineNumber: lineNumber)
            if let heading = Heading(content) {
                file.lines.append(.heading(heading))
            } else if let habit = line.parse() {
                if let first = firstLine[habit.id] {
                    line.issues.append(
                        ParseIssue(
                            file: .habits, line: lineNumber, column: 1,
                            problem: .duplicateID(habit.id, firstLine: first)))
                    file.lines.append(.text(Array(raw)))
                } else {
                    firstLine[habit.id] = lineNumber
                    if habit.isComposite {
                        composites.append(CompositeLine(index: file.lines.count, line: lineNumber, raw: Array(raw)))
                    }
                    file.lines.append(.habit(habit))
                }
            } else {
                file.lines.append(.text(Array(raw)))
            }
            if !line.issues.contains(where: { $0.problem == .invalidUTF8 }),
                let bad = TextLines.firstInvalidUTF8(in: content)
            {
                line.issues.append(ParseIssue(file: .habits, line: lineNumber, column: bad + 1, problem: .invalidUTF8))
            }
            issues += line.issues
        }
        file.checkMembers(of: composites, issues: &issues)
        return (file, issues)
    }
}
