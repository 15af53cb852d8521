import Foundation
import HabitCore

/// Reads habit's own CSV and JSON exports back into an import batch. Habit rows keep
/// their ids and every property; entry rows keep their action and note.
enum ExportReader {
    /// Reads a CSV export at `path`.
    static func readCSV(path: String) throws(ImportError) -> ImportBatch {
        let file = try SourceFile.read(path, name: DataDirectory.lastComponent(path), format: .csv)
        let rows = CSVText.rows(file.bytes)
        // An older export has the first columns only (before tags; before members and reminders).
        let columns =
            Exporter.csvOlderColumns.first { rows.first?.fields == Array(Exporter.csvHeader.prefix($0)) }
            ?? Exporter.csvHeader.count
        guard let header = rows.first, header.fields == Array(Exporter.csvHeader.prefix(columns)) else {
            throw .wrongFormat(
                path: path, format: .csv,
                reason: "the first line must be '\(Echo.token(Exporter.csvHeader.joinedText(separator: ",")))'")
        }
        var batch = ImportBatch()
        var known: [HabitID: Goal] = [:]
        for row in rows.dropFirst() {
            if let problem = row.problem {
                batch.skipped.append(file.skip(row, problem))
                continue
            }
            guard row.fields.count == columns else {
                batch.skipped.append(file.skip(row, "expected \(columns) fields, found \(row.fields.count)"))
                continue
            }
            let f = row.fields + Array(repeating: "", count: Exporter.csvHeader.count - columns)
            switch f[0] {
            case "habit":
                switch habit(
                    id: f[1], name: f[2], schedule: f[3], goal: f[4], target: f[5], unit: f[6], since: f[7],
                    archived: f[8], tags: list(f[12]), members: list(f[13]), reminders: f[14], known: known)
                {
                case .failure(let reason): batch.skipped.append(file.skip(row, reason.description))
                case .success(let habit):
                    known[habit.id] = habit.goal
                    batch.habits.append(habit)
                }
            case "entry":
                switch entry(id: f[1], date: f[9], action: f[10], note: f[11], known: known) {
                case .failure(let reason): batch.skipped.append(file.skip(row, reason.description))
                case .success(let entry): batch.entries.append(entry)
                }
            default:
                batch.skipped.append(file.skip(row, "invalid record '\(Echo.token(f[0]))': expected habit or entry"))
            }
        }
        return batch
    }

    /// Reads a JSON export at `path`.
    static func readJSON(path: String) throws(ImportError) -> ImportBatch {
        let name = DataDirectory.lastComponent(path)
        let file = try SourceFile.read(path, name: name, format: .json)
        let document: ExportJSON.Document
        do {
            document = try JSONDecoder().decode(ExportJSON.Document.self, from: Data(file.bytes))
        } catch {
            // The decoder reads the whole text as JSON before it looks at any field: text
            // that is not JSON fails at the top, with no field named.
            var isJSON = true
            if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty { isJSON = false }
            let opensObject =
                file.bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 } == UInt8(ascii: "{")
            let reason =
                isJSON
                ? "expected a JSON object with format '\(Echo.token(Exporter.jsonFormat))'"
                : opensObject ? "it is not valid JSON (is it cut short?)" : "it is not JSON"
            throw .wrongFormat(path: path, format: .json, reason: reason)
        }
        guard document.format == Exporter.jsonFormat else {
            throw .wrongFormat(
                path: path, format: .json,
                reason: "format is '\(Echo.token(document.format))', not '\(Echo.token(Exporter.jsonFormat))'")
        }
        guard document.version == 1 else {
            throw .wrongFormat(
                path: path, format: .json, reason: "version \(document.version) is not supported (expected 1)")
        }
        var batch = ImportBatch()
        var known: [HabitID: Goal] = [:]
        for (index, item) in document.habits.enumerated() {
            let location = "\(name):habits[\(index)]"
            // Any JSON number may stand here (1e16, -3): out of range it is reported as an
            // invalid number below, never converted in a way that could trap.
            let target = item.target.map { Amount(rounding: $0)?.description ?? "\($0)" } ?? ""
            let parsed = habit(
                id: item.id, name: item.name ?? item.id, schedule: item.schedule ?? "daily", goal: item.goal ?? "check",
                target: target, unit: item.unit ?? "", since: item.since ?? "",
                archived: (item.archived ?? false) ? "true" : "false", tags: item.tags ?? [],
                members: item.members ?? [], reminders: (item.reminders ?? []).joinedText(separator: ","), known: known)
            switch parsed {
            case .failure(let reason):
                batch.skipped.append(SkippedLine(location: location, reason: reason.description))
                continue
            case .success(let habit):
                known[habit.id] = habit.goal
                batch.habits.append(habit)
            }
            for (entryIndex, e) in (item.entries ?? []).enumerated() {
                switch entry(id: item.id, date: e.date, action: e.action ?? "done", note: e.note ?? "", known: known) {
                case .failure(let reason):
                    batch.skipped.append(
                        SkippedLine(location: "\(location).entries[\(entryIndex)]", reason: reason.description))
                case .success(let entry): batch.entries.append(entry)
                }
            }
        }
        batch.entries = batch.entries.enumerated()
            .sorted { $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset }
            .map(\.element)
        return batch
    }

    /// The pieces of a comma-separated CSV field; none when it is empty.
    private static func list(_ field: String) -> [String] {
        field.isEmpty ? [] : field.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    static func habit(
        id: String, name: String, schedule: String, goal: String, target: String, unit: String, since: String,
        archived: String, tags: [String], members: [String] = [], reminders: String = "", known: [HabitID: Goal]
    ) -> Result<ImportedHabit, LineError> {
        guard let habitID = HabitID(id) else { return .failure(ValueError.invalidID(id).description) }
        guard known[habitID] == nil else { return .failure("habit '\(Echo.token(id))' is defined twice") }
        guard let parsedSchedule = Schedule(schedule) else {
            return .failure(ValueError.invalidSchedule(schedule).description)
        }
        let unitValue: String? = unit.isEmpty ? nil : unit
        let parsedGoal: Goal
        switch goal {
        case "check": parsedGoal = .check
        case "at-least", "at-most":
            guard let amount = Amount(target) else { return .failure(ValueError.invalidAmount(target).description) }
            parsedGoal = goal == "at-least" ? .atLeast(amount, unit: unitValue) : .atMost(amount, unit: unitValue)
        default: return .failure("invalid goal '\(Echo.token(goal))': expected check, at-least or at-most")
        }
        guard let sinceDay = Day(since) else { return .failure(ValueError.invalidDate(since).description) }
        guard archived == "true" || archived == "false" else {
            return .failure("invalid archived value '\(Echo.token(archived))': expected true or false")
        }
        var parsedTags: [HabitTag] = []
        for text in tags {
            guard let tag = HabitTag(text) else { return .failure(ValueError.invalidTag(text).description) }
            parsedTags.append(tag)
        }
        var parsedMembers: [HabitID] = []
        for text in members {
            guard let member = HabitID(text) else { return .failure(ValueError.invalidID(text).description) }
            parsedMembers.append(member)
        }
        let parsedReminders: [TimeOfDay]
        do throws(ValueError) {
            parsedReminders = reminders.isEmpty ? [] : try TimeOfDay.list(reminders)
        } catch {
            return .failure(error.description)
        }
        let habit = Habit(
            id: habitID, name: name, schedule: parsedSchedule, goal: parsedGoal, since: sinceDay,
            archived: archived == "true", reminders: parsedReminders, members: parsedMembers, tags: parsedTags)
        do throws(ValueError) {
            try habit.validate()
        } catch {
            return .failure(error.description)
        }
        return .success(
            ImportedHabit(
                id: habitID, name: name, schedule: parsedSchedule, goal: parsedGoal, since: sinceDay,
                archived: habit.archived, tags: habit.tags, members: habit.members, reminders: habit.reminders))
    }

    static func entry(id: String, date: String, action: String, note: String, known: [HabitID: Goal])
        -> Result<ImportedEntry, LineError>
    {
        guard let habitID = HabitID(id), known[habitID] != nil else {
            return .failure("unknown habit '\(Echo.token(id))': no habit row defines it above")
        }
        guard let day = Day(date) else { return .failure(ValueError.invalidDate(date).description) }
        guard let parsedAction = Action(action) else { return .failure(ValueError.invalidAction(action).description) }
        if Habit.containsControlCharacter(note) { return .failure(ValueError.invalidNote(note).description) }
        return .success(ImportedEntry(day: day, habit: habitID, action: parsedAction, note: note.isEmpty ? nil : note))
    }
}

/// Reads any supported source into an import batch.
package enum Importer {
    /// Reads `path` as `format`.
    package static func read(_ format: ImportFormat, path: String) throws(ImportError) -> ImportBatch {
        switch format {
        case .harsh: try HarshImporter.read(directory: path)
        case .habitctl: try HabitctlImporter.read(directory: path)
        case .loop: try LoopImporter.read(directory: path)
        case .csv: try ExportReader.readCSV(path: path)
        case .json: try ExportReader.readJSON(path: path)
        }
    }
}
