import HabitCore

/// Reads a habitctl directory: `habits` (`<days> <Name>` per line, `#` comments) and a
/// tab-separated `log` (`YYYY-MM-DD<TAB>Name<TAB>y|n|s`, blank lines between days).
///
/// Mapping (docs/import.md): `0` anytime, `1` daily, `N` every N days; `y` done, `s`
/// skip, `n` adds nothing. habitctl reads the first line for a day and habit, so a later
/// duplicate is skipped. `since` is the first day the log mentions the habit.
enum HabitctlImporter {
    /// Reads `directory`.
    static func read(directory: String) throws(ImportError) -> ImportBatch {
        try HabitsAndLogDirectory.read(
            directory, format: .habitctl, habitsShape: "<days> <Name>",
            logShape: "YYYY-MM-DD<TAB>Name<TAB>y|n", parse: parse)
    }

    static func parse(habits habitsFile: SourceFile, log logFile: SourceFile) -> HabitsAndLog.Parsed {
        var reading = HabitsAndLog()
        for (line, text) in reading.habitLines(of: habitsFile, commentMarks: ["#"]) {
            let parts = text.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let days = Int(parts[0]), days >= 0, parts[0].allSatisfy(\.isASCII) else {
                reading.batch.skipped.append(habitsFile.skip(line, "expected '<days> <Name>', like '1 Meditated'"))
                continue
            }
            let name = String(parts[1]).trimmingSpaces()
            guard let id = reading.defined.define(name, on: line, of: habitsFile, skipped: &reading.batch.skipped)
            else { continue }
            let (schedule, approximated) = FrequencyMapping.schedule(
                times: days == 0 ? 0 : 1, interval: max(days, 1))
            if approximated {
                reading.batch.notes.append(
                    "habits:\(line.number): '\(Echo.token(name))' is every \(days) days; imported as \(schedule)")
            }
            reading.batch.habits.append(ImportedHabit(id: id, name: name, schedule: schedule))
        }

        var entries: [(line: Int, entry: ImportedEntry)] = []
        var firstLine: [DayKey: Int] = [:]
        for (line, text) in reading.logLines(of: logFile) {
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                reading.batch.skipped.append(logFile.skip(line, "expected 'YYYY-MM-DD<TAB>Name<TAB>y|n|s'"))
                continue
            }
            reading.shapedLogLines += 1
            guard let day = reading.day(fields[0], on: line, of: logFile),
                let id = reading.habit(named: fields[1], on: line, of: logFile)
            else { continue }
            let value = fields[2].trimmingSpaces()
            let action: Action?
            switch value {
            case "y": action = .done
            case "s": action = .skip
            case "n": action = .no
            default:
                reading.batch.skipped.append(
                    logFile.skip(line, "invalid value '\(Echo.token(value))': expected y, n or s"))
                continue
            }
            let key = DayKey(habit: id, day: day)
            if let first = firstLine[key] {
                reading.batch.skipped.append(
                    logFile.skip(line, "'\(Echo.token(fields[1]))' on \(day) is already recorded on line \(first)"))
                continue
            }
            firstLine[key] = line.number
            reading.mention(id, on: day)
            if let action { entries.append((line.number, ImportedEntry(day: day, habit: id, action: action))) }
        }
        return reading.finished(entries: entries)
    }
}
