/// Reads a habitctl directory: `habits` (`<days> <Name>` per line, `#` comments) and a
/// tab-separated `log` (`YYYY-MM-DD<TAB>Name<TAB>y|n|s`, blank lines between days).
///
/// Mapping (docs/import.md): `0` anytime, `1` daily, `N` every N days; `y` done, `s`
/// skip, `n` adds nothing. habitctl reads the first line for a day and habit, so a later
/// duplicate is skipped. `since` is the first day the log mentions the habit.
public enum HabitctlImporter {
    /// Reads `directory`.
    public static func read(directory: String) throws(ImportError) -> ImportBatch {
        try HabitsAndLogDirectory.read(
            directory, format: .habitctl, habitsShape: "<days> <Name>",
            logShape: "YYYY-MM-DD<TAB>Name<TAB>y|n", parse: parse)
    }

    static func parse(habits habitsFile: SourceFile, log logFile: SourceFile) -> HarshImporter.Parsed {
        var batch = ImportBatch()
        var defined = NamedHabits()
        var habitContentLines = 0

        for line in habitsFile.lines {
            guard let text = line.text else {
                habitContentLines += 1
                batch.skipped.append(habitsFile.skip(line, "not valid UTF-8 text"))
                continue
            }
            let trimmed = text.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            habitContentLines += 1
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let days = Int(parts[0]), days >= 0, parts[0].allSatisfy(\.isASCII) else {
                batch.skipped.append(habitsFile.skip(line, "expected '<days> <Name>', like '1 Meditated'"))
                continue
            }
            let name = String(parts[1]).trimmingSpaces()
            guard let id = defined.define(name, on: line, of: habitsFile, skipped: &batch.skipped) else { continue }
            let (schedule, approximated) = FrequencyMapping.schedule(
                times: days == 0 ? 0 : 1, interval: max(days, 1), monthlyForms: false)
            if approximated {
                batch.notes.append(
                    "habits:\(line.number): '\(Echo.token(name))' is every \(days) days; imported as \(schedule)")
            }
            batch.habits.append(ImportedHabit(id: id, name: name, schedule: schedule))
        }

        let idByName = defined.idByName
        var logContentLines = 0
        var logShapedLines = 0
        var since: [HabitID: Day] = [:]
        var firstLine: [DayKey: Int] = [:]
        for line in logFile.lines {
            guard let text = line.text else {
                logContentLines += 1
                batch.skipped.append(logFile.skip(line, "not valid UTF-8 text"))
                continue
            }
            if text.trimmingSpaces().isEmpty || text.hasPrefix("#") { continue }
            logContentLines += 1
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                batch.skipped.append(logFile.skip(line, "expected 'YYYY-MM-DD<TAB>Name<TAB>y|n|s'"))
                continue
            }
            logShapedLines += 1
            let dateText = fields[0].trimmingSpaces()
            guard let day = Day(dateText) else {
                batch.skipped.append(logFile.skip(line, ValueError.invalidDate(dateText).description))
                continue
            }
            guard let id = idByName[fields[1]] ?? idByName[fields[1].trimmingSpaces()] else {
                batch.skipped.append(logFile.skip(line, "unknown habit '\(Echo.token(fields[1]))': not in the habits file"))
                continue
            }
            let value = fields[2].trimmingSpaces()
            let action: Action?
            switch value {
            case "y": action = .done
            case "s": action = .skip
            case "n": action = nil
            default:
                batch.skipped.append(logFile.skip(line, "invalid value '\(Echo.token(value))': expected y, n or s"))
                continue
            }
            let key = DayKey(habit: id, day: day)
            if let first = firstLine[key] {
                batch.skipped.append(
                    logFile.skip(line, "'\(Echo.token(fields[1]))' on \(day) is already recorded on line \(first)"))
                continue
            }
            firstLine[key] = line.number
            since[id] = min(since[id] ?? day, day)
            if let action { batch.entries.append(ImportedEntry(day: day, habit: id, action: action)) }
        }
        batch.entries = batch.entries.enumerated()
            .sorted { $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset }
            .map(\.element)
        for index in batch.habits.indices {
            batch.habits[index].since = since[batch.habits[index].id]
        }
        return HarshImporter.Parsed(
            batch: batch,
            habitsLookWrong: habitContentLines > 0 && batch.habits.isEmpty,
            logLooksWrong: logContentLines > 0 && logShapedLines == 0)
    }
}
