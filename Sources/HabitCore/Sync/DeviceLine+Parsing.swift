/// Reading a device-file line (docs/sync.md, "Device files"). The entry after a key is read
/// by the `log` grammar's one reader and a habit after `add` by the `habits` line's, so a
/// device file adds only its stamps, keys and change words to those grammars.
extension DeviceLine {
    /// Reads one line without its newline (a `\r` before it is ignored).
    /// - Throws: the first problem on the line, with its column.
    package init(parsing line: Substring) throws(DeviceLineProblem) {
        var cursor = Cursor(line.last == "\r" ? line.dropLast() : line)
        guard let (first, firstColumn) = cursor.word(), !first.hasPrefix("#") else {
            self.init(stamp: nil, body: .comment)
            return
        }
        if first.utf8.count == LogGrammar.dateWidth, Day(String(first)) != nil {
            self.init(
                stamp: nil,
                body: .entry(key: nil, entry: try Cursor.entry(cursor.line, at: firstColumn), onlyIfUnanswered: false))
            return
        }
        guard let stamp = Stamp(first) else {
            throw DeviceLineProblem(column: firstColumn, .invalidStamp(String(first)))
        }
        guard let (word, column) = cursor.word() else {
            throw DeviceLineProblem(column: cursor.column, .missingField("entry or change after the stamp"))
        }
        self.init(stamp: stamp, body: try DeviceLine.body(word, at: column, rest: &cursor))
    }

    private static func body(_ word: Substring, at column: Int, rest cursor: inout Cursor) throws(DeviceLineProblem)
        -> Body
    {
        switch word {
        case "config": return try config(&cursor)
        case "add":
            let key = try cursor.key()
            var parser = HabitLineParser(bytes: Array(cursor.rest.utf8), lineNumber: 1)
            let habit = parser.parse()
            if let issue = parser.issues.first {
                throw DeviceLineProblem(column: cursor.column + issue.column - 1, .data(issue.problem))
            }
            guard let habit else {
                throw DeviceLineProblem(column: cursor.column, .missingField("habit id after the key"))
            }
            return .change(key, .add(habit))
        case "id", "set", "archive", "unarchive", "order":
            let key = try cursor.key()
            let seen = try cursor.seen()
            return .change(key, .set(try field(word, &cursor), seen: seen))
        case "tags", "remind", "members":
            let key = try cursor.key()
            let set = HabitSet(rawValue: String(word)) ?? .tags
            return .change(key, .edit(set, try edits(of: set, &cursor)))
        case "remove":
            let key = try cursor.key()
            let seen = try cursor.seen()
            try cursor.finish()
            return .change(key, .remove(seen: seen))
        default:
            let answer = word.hasPrefix("?")
            guard let key = HabitKey(answer ? word.dropFirst() : word) else {
                throw DeviceLineProblem(
                    column: column,
                    word.utf8.count == HabitKey.randomLength || word.hasPrefix(".") || answer
                        ? .invalidKey(String(word)) : .unknownChange(String(word)))
            }
            let entry = try Cursor.entry(cursor.rest, at: cursor.column)
            return .entry(key: key, entry: entry, onlyIfUnanswered: answer)
        }
    }

    /// The field an `id`, `set`, `archive`, `unarchive` or `order` line sets.
    private static func field(_ word: Substring, _ cursor: inout Cursor) throws(DeviceLineProblem) -> HabitField {
        switch word {
        case "archive", "unarchive":
            try cursor.finish()
            return .archived(word == "archive")
        case "id":
            guard let (text, column) = cursor.word() else { throw cursor.missing("new id") }
            guard let id = HabitID(String(text)) else {
                throw DeviceLineProblem(column: column, .data(.value(.invalidID(String(text)))))
            }
            try cursor.finish()
            return .id(id)
        case "order":
            guard let (rank, column) = cursor.word() else { throw cursor.missing("rank") }
            guard Rank.isValid(rank) else { throw DeviceLineProblem(column: column, .unexpectedText(String(rank))) }
            try cursor.finish()
            return .order(String(rank))
        default:
            return try setField(&cursor)
        }
    }

    /// The one field of a `set` line, read by the `habits` line's reader: `name=`,
    /// `every=`, `since=`, `check`, or `target=`/`max=` with an optional `unit=`.
    private static func setField(_ cursor: inout Cursor) throws(DeviceLineProblem) -> HabitField {
        let rest = cursor.rest
        let column = cursor.column
        if rest == "check" { return .goal(.check) }
        // Lists read by their own readers: the habits line checks them against fields a
        // `set` line does not carry. A former goal takes its unit from the habit's goal.
        if rest.hasPrefix("goals=") || rest.hasPrefix("away=") {
            var value = String(rest.drop { $0 != "=" }.dropFirst())
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = String(value.dropFirst().dropLast())
            }
            do throws(ValueError) {
                if rest.hasPrefix("away=") { return .archivedSpans(value.isEmpty ? [] : try ArchivedSpan.list(value)) }
                return .formerGoals(value.isEmpty ? [] : try FormerGoal.list(value, unit: nil))
            } catch {
                throw DeviceLineProblem(column: column, .data(.value(error)))
            }
        }
        guard let name = rest.split(separator: "=", maxSplits: 1).first, !rest.isEmpty else {
            throw cursor.missing("field")
        }
        // The habits grammar needs an id and a first day: a stand-in of each, read around.
        let prefix = name == "since" ? "x " : "x since=1970-01-01 "
        var parser = HabitLineParser(bytes: Array((prefix + rest).utf8), lineNumber: 1)
        let habit = parser.parse()
        if let issue = parser.issues.first {
            throw DeviceLineProblem(column: column + max(0, issue.column - 1 - prefix.utf8.count), .data(issue.problem))
        }
        switch (name, habit) {
        case ("name", let habit?): return .name(habit.name)
        case ("every", let habit?): return .schedule(habit.schedule)
        case ("since", let habit?): return .since(habit.since)
        case ("target", let habit?), ("max", let habit?): return .goal(habit.goal)
        default: throw DeviceLineProblem(column: column, .unexpectedText(String(name)))
        }
    }

    /// The `+ELEMENT` and `-ELEMENT` words of a `tags`, `remind` or `members` line.
    private static func edits(of set: HabitSet, _ cursor: inout Cursor) throws(DeviceLineProblem) -> [SetEdit] {
        var edits: [SetEdit] = []
        while let (word, column) = cursor.word() {
            let element = word.dropFirst()
            let valid: Bool
            switch set {
            case .tags: valid = HabitTag(String(element)) != nil
            case .remind: valid = TimeOfDay(String(element)) != nil
            case .members: valid = HabitKey(element) != nil
            }
            guard word.first == "+" || word.first == "-", valid else {
                throw DeviceLineProblem(column: column, .unexpectedText(String(word)))
            }
            edits.append(SetEdit(String(element), added: word.first == "+"))
        }
        if edits.isEmpty { throw cursor.missing("+ELEMENT or -ELEMENT") }
        return edits
    }

    /// A `config NAME [VALUE] [^SEEN]` line.
    private static func config(_ cursor: inout Cursor) throws(DeviceLineProblem) -> Body {
        guard let (name, column) = cursor.word() else { throw cursor.missing("setting") }
        guard let setting = ConfigKey(rawValue: String(name)) else {
            throw DeviceLineProblem(column: column, .unknownSetting(String(name)))
        }
        let seen = try cursor.seen()
        guard let (value, valueColumn) = cursor.word() else { return .config(setting, value: nil, seen: seen) }
        var config = Config.standard
        do {
            try setting.apply(String(value), to: &config)
        } catch {
            throw DeviceLineProblem(column: valueColumn, .data(.value(error)))
        }
        try cursor.finish()
        return .config(setting, value: String(value), seen: seen)
    }
}
