/// Parses one line of the `habits` file, collecting every problem on it.
struct HabitLineParser {
    let bytes: [UInt8]
    let lineNumber: Int
    var issues: [ParseIssue] = []

    init(bytes: [UInt8], lineNumber: Int) {
        self.bytes = bytes
        self.lineNumber = lineNumber
    }

    /// A value read from the line, with the column where its key starts.
    private struct Field {
        var value: String
        var column: Int
    }

    /// The values read so far, by key, and which keys were present (even without a value):
    /// a field each, held in place (no storage allocated for each line).
    private struct Fields {
        var every, target, max, unit, since, archived, name, was, remind, anyOf, tags, goals, away: Field?
        private var present = 0

        /// Sets the value read for `key`.
        mutating func set(_ key: Key, _ field: Field) {
            switch key {
            case .every: every = field
            case .target: target = field
            case .max: max = field
            case .unit: unit = field
            case .since: since = field
            case .archived: archived = field
            case .name: name = field
            case .was: was = field
            case .remind: remind = field
            case .anyOf: anyOf = field
            case .tags: tags = field
            case .goals: goals = field
            case .away: away = field
            }
        }

        func has(_ key: Key) -> Bool { present & (1 << key.rawValue) != 0 }

        /// Marks `key` present; `false` when it already was.
        mutating func mark(_ key: Key) -> Bool {
            defer { present |= 1 << key.rawValue }
            return !has(key)
        }
    }

    /// The habit on this line; `nil` for comments, blank lines and malformed lines (whose
    /// problems are then in `issues`).
    mutating func parse() -> Habit? {
        var i = skipBlanks(0)
        if i == bytes.count || bytes[i] == UInt8(ascii: "#") { return nil }
        let idEnd = fieldEnd(i)
        let idText = text(i, idEnd)
        let id = HabitID(idText)
        if id == nil { report(i, .value(.invalidID(idText))) }
        var fields = Fields()
        i = skipBlanks(idEnd)
        while i < bytes.count {
            let keyStart = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "="), !isBlank(bytes[i]) { i += 1 }
            guard let key = Key(bytes[keyStart..<i]) else {
                report(keyStart, .unknownKey(text(keyStart, i)))
                i = skipBlanks(skipValue(i))
                continue
            }
            if !fields.mark(key) { report(keyStart, .duplicateKey(key.text)) }
            if key == .archived {
                if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                    report(keyStart, .unknownKey(text(keyStart, fieldEnd(i))))
                }
                fields.set(key, Field(value: "", column: keyStart + 1))
                i = skipBlanks(fieldEnd(i))
                continue
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                report(i, .missingValue(key.text))
                i = skipBlanks(i)
                continue
            }
            guard let (value, next) = readValue(key: key.text, at: i + 1) else { return nil }
            if let value { fields.set(key, Field(value: value, column: keyStart + 1)) }
            i = skipBlanks(next)
        }
        return build(id: id, fields: fields)
    }

    private mutating func build(id: HabitID?, fields: Fields) -> Habit? {
        var schedule = Schedule.daily
        if let every = fields.every {
            if let parsed = Schedule(every.value) {
                schedule = parsed
            } else {
                add(every, .value(.invalidSchedule(every.value)))
            }
        }
        var goal = Goal.check
        let unit = fields.unit
        if let target = fields.target, fields.max != nil {
            add(target, .conflictingGoals)
        } else if let bound = fields.target ?? fields.max {
            if let amount = Amount(bound.value) {
                goal = fields.target != nil ? .atLeast(amount, unit: unit?.value) : .atMost(amount, unit: unit?.value)
            } else {
                add(bound, .value(.invalidAmount(bound.value)))
            }
        } else if let unit {
            add(unit, .unitWithoutGoal)
        }
        if let unit, (try? Habit.validateUnit(unit.value)) == nil { add(unit, .value(.invalidUnit(unit.value))) }
        var since: Day?
        if let field = fields.since {
            since = Day(field.value)
            if since == nil { add(field, .value(.invalidDate(field.value))) }
        } else if !fields.has(.since) {
            report(0, .missingSince)
        }
        if let name = fields.name {
            do { try Habit.validateName(name.value) } catch { add(name, .value(error)) }
        }
        var formerIDs: [HabitID] = []
        if let was = fields.was {
            for text in was.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                if let former = HabitID(text) { formerIDs.append(former) } else { add(was, .value(.invalidID(text))) }
            }
        }
        var reminders: [TimeOfDay] = []
        if let remind = fields.remind {
            do { reminders = try TimeOfDay.list(remind.value) } catch { add(remind, .value(error)) }
        }
        var members: [HabitID] = []
        if let anyOf = fields.anyOf { members = readMembers(anyOf) }
        var tags: [HabitTag] = []
        if let field = fields.tags {
            for text in field.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                if let tag = HabitTag(text) { tags.append(tag) } else { add(field, .value(.invalidTag(text))) }
            }
        }
        var formerGoals: [FormerGoal] = []
        if let field = fields.goals {
            do { formerGoals = try FormerGoal.list(field.value, unit: goal.unit) } catch { add(field, .value(error)) }
        }
        var archivedSpans: [ArchivedSpan] = []
        if let field = fields.away {
            do {
                archivedSpans = try ArchivedSpan.list(field.value)
                if archivedSpans.last?.through == nil, fields.archived == nil {
                    add(field, .value(.openSpanNotArchived(field.value)))
                }
            } catch { add(field, .value(error)) }
        }
        guard let id, let since, issues.isEmpty else { return nil }
        let habit = Habit(
            id: id, name: fields.name?.value, schedule: schedule, goal: goal, since: since,
            archived: fields.archived != nil, formerIDs: formerIDs, reminders: reminders, members: members,
            tags: tags, formerGoals: formerGoals, archivedSpans: archivedSpans)
        do { try habit.validateMembers() } catch {
            add(fields.anyOf ?? Field(value: "", column: 1), .value(error))
            return nil
        }
        if let field = fields.goals {
            do { try habit.validateFormerGoals() } catch {
                add(field, .value(error))
                return nil
            }
        }
        do { try habit.validate() } catch {
            add(fields.every ?? fields.target ?? fields.max ?? Field(value: "", column: 1), .value(error))
            return nil
        }
        return habit
    }

    /// The ids of an `any-of=` list, in the order written (docs/data-format.md, `habits`).
    private mutating func readMembers(_ field: Field) -> [HabitID] {
        var members: [HabitID] = []
        for text in field.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if let member = HabitID(text) { members.append(member) } else { add(field, .value(.invalidID(text))) }
        }
        return members
    }

    /// Reads a bare or quoted value starting at `start`: the value (`nil` after a
    /// reported problem) and where reading stopped; `nil` when the rest of the line is lost
    /// (an unterminated quote).
    private mutating func readValue(key: String, at start: Int) -> (String?, Int)? {
        if start < bytes.count, bytes[start] == UInt8(ascii: "\"") {
            // The value is copied a run of plain bytes at a time, each escape between runs.
            var value: [UInt8] = []
            var run = start + 1
            var i = start + 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                guard bytes[i] == UInt8(ascii: "\\") else {
                    i += 1
                    continue
                }
                guard i + 1 < bytes.count else { break }
                let escaped = bytes[i + 1]
                if escaped != UInt8(ascii: "\"") && escaped != UInt8(ascii: "\\") {
                    report(i, .invalidEscape(text(i + 1, min(i + 2, bytes.count))))
                }
                value += bytes[run..<i]
                value.append(escaped)
                i += 2
                run = i
            }
            value += bytes[run..<i]
            guard i < bytes.count else {
                report(start, .unterminatedQuote)
                return nil
            }
            i += 1
            if i < bytes.count, !isBlank(bytes[i]) {
                report(i, .textAfterQuote)
                return (nil, fieldEnd(i))
            }
            return (decode(value, at: start + 1), i)
        }
        let end = fieldEnd(start)
        if end == start {
            report(start, .missingValue(key))
            return (nil, end)
        }
        if let bad = bytes[start..<end].firstIndex(where: { $0 == 34 || $0 == 35 || $0 == 61 }) {
            report(bad, .invalidBareValue(text(start, end)))
            return (nil, end)
        }
        return (decode(bytes[start..<end], at: start), end)
    }

    private mutating func decode(_ value: some Collection<UInt8>, at column: Int) -> String? {
        guard let string = String(utf8Bytes: value) else {
            report(column, .invalidUTF8)
            return nil
        }
        return string
    }

    private func skipValue(_ i: Int) -> Int {
        var i = i
        guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return fieldEnd(i) }
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            i += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            return min(i + 1, bytes.count)
        }
        return fieldEnd(i)
    }

    private mutating func add(_ field: Field, _ problem: ParseProblem) {
        issues.append(ParseIssue(file: .habits, line: lineNumber, column: field.column, problem: problem))
    }

    private mutating func report(_ offset: Int, _ problem: ParseProblem) {
        issues.append(ParseIssue(file: .habits, line: lineNumber, column: offset + 1, problem: problem))
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

    private func skipBlanks(_ i: Int) -> Int {
        var i = i
        while i < bytes.count, isBlank(bytes[i]) { i += 1 }
        return i
    }

    private func fieldEnd(_ i: Int) -> Int {
        var i = i
        while i < bytes.count, !isBlank(bytes[i]) { i += 1 }
        return i
    }

    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }
}
