import HabitCore

/// The directory layout harsh and habitctl share: a `habits` file beside a `log` file.
enum HabitsAndLogDirectory {
    /// Reads both files of `directory` and hands them to `parse`.
    ///
    /// A file with content of which not one line has the expected shape is refused as the
    /// wrong format, naming the shape (`habitsShape`, `logShape`) it looked for.
    static func read(
        _ directory: String, format: ImportFormat, habitsShape: String, logShape: String,
        parse: (_ habits: SourceFile, _ log: SourceFile) -> HabitsAndLog.Parsed
    ) throws(ImportError) -> ImportBatch {
        try SourceFile.requireDirectory(directory)
        let habitsPath = DataDirectory.join(directory, "habits")
        let logPath = DataDirectory.join(directory, "log")
        let habits = try SourceFile.read(habitsPath, name: "habits", format: format)
        let log = try SourceFile.read(logPath, name: "log", format: format)
        let parsed = parse(habits, log)
        if parsed.habitsLookWrong {
            throw .wrongFormat(
                path: habitsPath, format: format, reason: "no line has the form '\(Echo.token(habitsShape))'")
        }
        if parsed.logLooksWrong {
            throw .wrongFormat(path: logPath, format: format, reason: "no line has the form '\(Echo.token(logShape))'")
        }
        return parsed.batch
    }
}

/// The reading harsh and habitctl share, whatever their line formats: which lines are
/// content, a date field, a habit named in the log, each habit's first day, and the
/// batch in day order at the end. Each importer parses the fields of its own lines.
struct HabitsAndLog {
    /// A parsed directory, with whether either file looks like another format.
    struct Parsed {
        var batch: ImportBatch
        var habitsLookWrong: Bool
        var logLooksWrong: Bool
    }

    /// What has been read so far; the importer adds habits, notes and skipped lines.
    var batch = ImportBatch()
    /// The habits the `habits` file defines, by name.
    var defined = NamedHabits()
    /// Log lines that had the format's shape (enough fields), counted by the importer.
    var shapedLogLines = 0
    private var habitContentLines = 0
    private var logContentLines = 0
    private var since: [HabitID: Day] = [:]

    /// The lines of `habits` that define something, trimmed: blank lines and lines
    /// starting with one of `commentMarks` are left out, and a line that is not UTF-8 is
    /// skipped with that reason.
    mutating func habitLines(of file: SourceFile, commentMarks: [String]) -> [(line: SourceFile.Line, text: String)] {
        let (lines, content) = contentLines(of: file) { text in
            let trimmed = text.trimmingSpaces()
            return trimmed.isEmpty || commentMarks.contains(where: { trimmed.hasPrefix($0) }) ? nil : trimmed
        }
        habitContentLines += content
        return lines
    }

    /// The lines of `log` that record something, untrimmed: blank lines and lines
    /// starting with `#` are left out, and a line that is not UTF-8 is skipped.
    mutating func logLines(of file: SourceFile) -> [(line: SourceFile.Line, text: String)] {
        let (lines, content) = contentLines(of: file) { text in
            text.trimmingSpaces().isEmpty || text.hasPrefix("#") ? nil : text
        }
        logContentLines += content
        return lines
    }

    /// The lines of `file` that `kept` turns into text (`nil`: a blank or comment line,
    /// left out), and how many lines count as content: those kept and those skipped
    /// because they are not UTF-8.
    private mutating func contentLines(
        of file: SourceFile, _ kept: (String) -> String?
    ) -> (lines: [(line: SourceFile.Line, text: String)], content: Int) {
        var result: [(line: SourceFile.Line, text: String)] = []
        var content = 0
        for line in file.lines {
            guard let text = line.text else {
                content += 1
                batch.skipped.append(file.skip(line, "not valid UTF-8 text"))
                continue
            }
            guard let text = kept(text) else { continue }
            content += 1
            result.append((line, text))
        }
        return (result, content)
    }

    /// The day in the date field `text` of `line`; `nil`, with the line skipped, when it
    /// is not a valid `YYYY-MM-DD`.
    mutating func day(_ text: String, on line: SourceFile.Line, of file: SourceFile) -> Day? {
        let trimmed = text.trimmingSpaces()
        guard let day = Day(trimmed) else {
            batch.skipped.append(file.skip(line, ValueError.invalidDate(trimmed).description))
            return nil
        }
        return day
    }

    /// The id of the habit `name` on a log line; `nil`, with the line skipped, when the
    /// `habits` file does not define it. Surrounding spaces are tried both ways.
    mutating func habit(named name: String, on line: SourceFile.Line, of file: SourceFile) -> HabitID? {
        guard let id = defined.idByName[name] ?? defined.idByName[name.trimmingSpaces()] else {
            batch.skipped.append(file.skip(line, "unknown habit '\(Echo.token(name))': not in the habits file"))
            return nil
        }
        return id
    }

    /// Notes that the log mentions `id` on `day`: a habit starts on its first mention.
    mutating func mention(_ id: HabitID, on day: Day) {
        since[id] = min(since[id] ?? day, day)
    }

    /// The batch with `entries` in day order (then line order) and each habit's `since`.
    func finished(entries: [(line: Int, entry: ImportedEntry)]) -> Parsed {
        var batch = batch
        batch.entries = entries.sorted {
            $0.entry.day != $1.entry.day ? $0.entry.day < $1.entry.day : $0.line < $1.line
        }
        .map(\.entry)
        for index in batch.habits.indices {
            batch.habits[index].since = since[batch.habits[index].id]
        }
        return Parsed(
            batch: batch,
            habitsLookWrong: habitContentLines > 0 && batch.habits.isEmpty,
            logLooksWrong: logContentLines > 0 && shapedLogLines == 0)
    }
}
