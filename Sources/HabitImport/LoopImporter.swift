import Foundation
import HabitCore

/// Reads Loop Habit Tracker's CSV export (the unzipped "Loop Habits CSV" folder):
/// `Habits.csv` and, per habit, a folder `NNN Name` holding `Checkmarks.csv`
/// (`Date,Value[,Notes]`, newest first).
///
/// Only what the user recorded is kept: `YES_MANUAL` (2) → done, `SKIP` (3) → skip,
/// `NO` (0) → nothing; the computed `YES_AUTO` (1) and `UNKNOWN` (-1) are ignored.
/// Numeric habits store thousandths (8 glasses is 8000). Columns of `Habits.csv` are
/// found by their header names, so older and newer exports both read (docs/import.md).
enum LoopImporter {
    /// Reads `directory`.
    static func read(directory: String) throws(ImportError) -> ImportBatch {
        try SourceFile.requireDirectory(directory)
        let habitsPath = DataDirectory.join(directory, "Habits.csv")
        let habitsFile = try SourceFile.read(habitsPath, name: "Habits.csv", format: .loop)
        let rows = CSVText.rows(habitsFile.bytes)
        guard let header = rows.first, let columns = Columns(header.fields) else {
            throw .wrongFormat(
                path: habitsPath, format: .loop, reason: "the first line must be a header with a 'Name' column")
        }
        var batch = ImportBatch()
        var allocator = HabitIDAllocator()
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted() ?? []
        var usedFolders: Set<String> = []
        for (index, row) in rows.dropFirst().enumerated() {
            if let problem = row.problem {
                batch.skipped.append(habitsFile.skip(row, problem))
                continue
            }
            let definition: Definition
            switch columns.definition(row.fields, position: index + 1) {
            case .failure(let reason):
                batch.skipped.append(habitsFile.skip(row, reason.description))
                continue
            case .success(let parsed): definition = parsed
            }
            let id = allocator.allocate(for: definition.name)
            var habit = ImportedHabit(
                id: id, name: definition.name, schedule: definition.schedule, goal: definition.goal,
                archived: definition.archived)
            if let note = definition.note { batch.notes.append("Habits.csv:\(row.line): \(note)") }
            // Loop's folder of a habit starts with its position, three digits or more.
            let digits = String(definition.position)
            let prefix = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
            guard
                let folder = folders.first(where: { $0 == prefix || $0.hasPrefix(prefix + " ") }),
                FileManager.default.fileExists(
                    atPath: DataDirectory.join(DataDirectory.join(directory, folder), "Checkmarks.csv"))
            else {
                batch.notes.append(
                    "Habits.csv:\(row.line): no '\(prefix) …/Checkmarks.csv' for '\(Echo.token(definition.name))'; imported without entries"
                )
                batch.habits.append(habit)
                continue
            }
            usedFolders.insert(folder)
            let name = folder + "/Checkmarks.csv"
            let file = try SourceFile.read(DataDirectory.join(directory, name), name: name, format: .loop)
            let (entries, since) = checkmarks(file, habit: id, numeric: definition.goal.isNumeric, batch: &batch)
            habit.since = since
            batch.habits.append(habit)
            batch.entries.append(contentsOf: entries)
        }
        for folder in folders where !usedFolders.contains(folder) {
            let path = DataDirectory.join(DataDirectory.join(directory, folder), "Checkmarks.csv")
            if FileManager.default.fileExists(atPath: path) {
                batch.notes.append("'\(folder)/Checkmarks.csv' belongs to no habit in Habits.csv; ignored")
            }
        }
        batch.entries = batch.entries.enumerated()
            .sorted { $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset }
            .map(\.element)
        return batch
    }

    /// The recorded entries of one `Checkmarks.csv`, oldest first, and the first day with a
    /// recorded fact.
    static func checkmarks(_ file: SourceFile, habit: HabitID, numeric: Bool, batch: inout ImportBatch)
        -> ([ImportedEntry], Day?)
    {
        var latest: [Day: (line: Int, entry: ImportedEntry?)] = [:]
        var since: Day? = nil
        for row in CSVText.rows(file.bytes) {
            if let problem = row.problem {
                batch.skipped.append(file.skip(row, problem))
                continue
            }
            let dateText = row.fields[0].trimmingSpaces()
            if dateText.lowercased() == "date" { continue }
            guard row.fields.count >= 2 else {
                batch.skipped.append(file.skip(row, "expected 'Date,Value[,Notes]'"))
                continue
            }
            guard let day = Day(dateText) else {
                batch.skipped.append(file.skip(row, ValueError.invalidDate(dateText).description))
                continue
            }
            let valueText = row.fields[1].trimmingSpaces()
            var note: String? = row.fields.count >= 3 ? row.fields[2].trimmingSpaces() : nil
            if note?.isEmpty == true { note = nil }
            if let text = note, Habit.containsControlCharacter(text) {
                note = Echo.token(text)
            }
            let fact: Fact
            switch numeric ? numericFact(valueText) : checkFact(valueText) {
            case .failure(let reason):
                batch.skipped.append(file.skip(row, reason.description))
                continue
            case .success(let parsed): fact = parsed
            }
            guard case .recorded(let action) = fact else { continue }
            since = min(since ?? day, day)
            if let earlier = latest[day] {
                batch.skipped.append(
                    SkippedLine(
                        file: file.name, line: earlier.line,
                        reason: "replaced by line \(row.line) (same day; the later line wins)"))
            }
            latest[day] = (row.line, action.map { ImportedEntry(day: day, habit: habit, action: $0, note: note) })
        }
        let entries = latest.keys.sorted().compactMap { latest[$0]?.entry }
        return (entries, since)
    }

    /// What a checkmark value means.
    enum Fact {
        /// The user recorded it; `nil` action for a "no".
        case recorded(Action?)
        /// Computed by Loop, not recorded: ignored.
        case computed
    }

    static func checkFact(_ text: String) -> Result<Fact, LineError> {
        switch text.uppercased() {
        case "YES_MANUAL", "2": .success(.recorded(.done))
        case "SKIP", "3", "-3": .success(.recorded(.skip))
        case "NO", "0": .success(.recorded(.no))
        case "YES_AUTO", "1", "UNKNOWN", "-1": .success(.computed)
        default:
            .failure(
                "invalid value '\(Echo.token(text))': expected YES_MANUAL, YES_AUTO, NO, SKIP or UNKNOWN (2, 1, 0, 3, -1)"
            )
        }
    }

    static func numericFact(_ text: String) -> Result<Fact, LineError> {
        switch text.uppercased() {
        case "SKIP": return .success(.recorded(.skip))
        case "NO": return .success(.recorded(.no))
        case "UNKNOWN", "YES_AUTO", "-1": return .success(.computed)
        // Loop prints its label for a stored 2 even on numeric habits: 2 thousandths.
        case "YES_MANUAL": return .success(.recorded(.set(Amount(thousandths: 2))))
        default: break
        }
        if text.contains(Character(".")), let amount = LenientDecimal.amount(text) {
            return .success(.recorded(amount.isPositive ? .set(amount) : nil))
        }
        guard let thousandths = Int64(text), thousandths >= 0, thousandths <= Amount.maximum.thousandths else {
            return .failure(
                "invalid value '\(Echo.token(text))': expected a whole number of thousandths, like 8000 for 8")
        }
        return .success(.recorded(thousandths > 0 ? .set(Amount(thousandths: thousandths)) : nil))
    }

    /// One habit row, translated.
    struct Definition {
        var position: Int
        var name: String
        var schedule: Schedule
        var goal: Goal
        var archived: Bool
        var note: String?
    }

    /// Where each known column sits in `Habits.csv`.
    struct Columns {
        var name: Int
        var position: Int?
        var numerator: Int?
        var denominator: Int?
        var type: Int?
        var unit: Int?
        var targetType: Int?
        var targetValue: Int?
        var archived: Int?

        /// Reads a header row; `nil` without a `Name` column.
        init?(_ header: [String]) {
            func key(_ text: String) -> String {
                String(text.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") })
            }
            let keys = header.map(key)
            func find(_ names: String...) -> Int? { keys.firstIndex(where: names.contains) }
            guard let name = find("name") else { return nil }
            self.name = name
            position = find("position")
            numerator = find("numrepetitions", "frequencynumerator", "freqnum", "numerator")
            denominator = find("interval", "frequencydenominator", "freqden", "denominator")
            type = find("type", "habittype")
            unit = find("unit")
            targetType = find("targettype")
            targetValue = find("targetvalue", "target")
            archived = find("archived")
        }

        func definition(_ fields: [String], position fallback: Int) -> Result<Definition, LineError> {
            func value(_ index: Int?) -> String? {
                guard let index, index < fields.count else { return nil }
                let text = fields[index].trimmingSpaces()
                return text.isEmpty ? nil : text
            }
            guard let name = value(self.name) else { return .failure("missing habit name") }
            do throws(ValueError) {
                try Habit.validateName(name)
            } catch {
                return .failure(error.description)
            }
            var position = fallback
            if let text = value(self.position) {
                guard let number = Int(text), number > 0 else {
                    return .failure("invalid position '\(Echo.token(text))'")
                }
                position = number
            }
            var times = 1
            var interval = 1
            if let text = value(numerator) {
                guard let number = Int(text), number >= 0 else {
                    return .failure("invalid frequency numerator '\(Echo.token(text))'")
                }
                times = number
            }
            if let text = value(denominator) {
                guard let number = Int(text), number > 0 else {
                    return .failure("invalid frequency denominator '\(Echo.token(text))'")
                }
                interval = number
            }
            var numeric = false
            if let text = value(type) {
                switch text.lowercased() {
                case "0", "yes_no", "yesno", "boolean", "bool": numeric = false
                case "1", "numerical", "numeric", "measurable": numeric = true
                default:
                    return .failure("invalid habit type '\(Echo.token(text))': expected 0 (yes/no) or 1 (numerical)")
                }
            }
            let archived: Bool
            switch value(self.archived)?.lowercased() {
            case nil, "false", "0", "no": archived = false
            case "true", "1", "yes": archived = true
            case let other?: return .failure("invalid archived value '\(Echo.token(other))': expected true or false")
            }
            var note: String? = nil
            let goal: Goal
            let schedule: Schedule
            if numeric {
                let unit = value(self.unit).flatMap { (try? Habit.validateUnit($0)) != nil ? $0 : nil }
                let targetText = value(targetValue) ?? "0"
                guard let target = LenientDecimal.amount(targetText) else {
                    return .failure("invalid target value '\(Echo.token(targetText))'")
                }
                switch value(targetType)?.lowercased() {
                case nil, "0", "at_least", "atleast", "at least": goal = .atLeast(target, unit: unit)
                case "1", "at_most", "atmost", "at most": goal = .atMost(target, unit: unit)
                case let other?:
                    return .failure("invalid target type '\(Echo.token(other))': expected 0 (at least) or 1 (at most)")
                }
                switch interval {
                case 1: schedule = .daily
                case 7: schedule = .perWeek(1)
                case 30, 31: schedule = .perMonth(1)
                default:
                    schedule = .daily
                    note =
                        "'\(Echo.token(name))' has a target per \(interval) days; imported per day (numeric habits "
                        + "count per day, week or month)"
                }
            } else {
                goal = .check
                let (mapped, approximated) = FrequencyMapping.schedule(
                    times: times, interval: interval)
                schedule = mapped
                if approximated {
                    note =
                        "'\(Echo.token(name))' has frequency \(times)/\(interval); imported as \(mapped) (the nearest schedule)"
                }
            }
            return .success(
                Definition(
                    position: position, name: name, schedule: schedule, goal: goal, archived: archived, note: note))
        }
    }
}
