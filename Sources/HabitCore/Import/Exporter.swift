import Foundation

/// Writes habit's own export formats (docs/import.md): every habit property and every
/// effective entry — one per habit and day, after folding (docs/data-format.md, `log`) — with its notes.
/// `habit import csv|json` reads them back; an export imported into an empty directory
/// reproduces the same habits and the same day states.
package enum Exporter {
    /// The header line of the CSV export; importing checks for it.
    package static let csvHeader = [
        "record", "id", "name", "schedule", "goal", "target", "unit", "since", "archived",
        "date", "action", "note",
    ]
    /// The `format` value of the JSON export.
    package static let jsonFormat = "habit-export"

    /// One entry per habit and recorded day, in habit order then day order: `no` for a day
    /// answered "not done", `skip` for a skipped day, `done` for a done day of a check habit, `=N` for a numeric habit's day.
    /// The note joins, with "; ", the distinct notes written that day since its last `clear`.
    ///
    /// Throws when a numeric day holds more than `Amount.maximum`, which `=N` could not
    /// carry back in: the export is refused rather than losing that day on import.
    package static func effectiveEntries(habits: [Habit], entries: [Entry]) throws(ExportError) -> [Entry] {
        var byHabit: [HabitID: [Entry]] = [:]
        for entry in entries { byHabit[entry.habit, default: []].append(entry) }
        var result: [Entry] = []
        for habit in habits {
            let own = byHabit[habit.id] ?? []
            let history = History(folding: own, goal: habit.goal)
            var notes: [Day: [String]] = [:]
            for entry in own {
                if case .clear = entry.action {
                    notes[entry.day] = nil
                } else if let note = entry.note, !note.isEmpty, notes[entry.day]?.contains(note) != true {
                    notes[entry.day, default: []].append(note)
                }
            }
            var states: [(Day, DayState?)] = zip(history.days, history.states).map { ($0, $1) }
            if !history.noDays.isEmpty {
                states += history.noDays.map { ($0, nil) }
                states.sort { $0.0 < $1.0 }
            }
            for (day, state) in states {
                let action: Action
                switch state {
                case nil: action = .no
                case .skipped: action = .skip
                case .amount(let amount):
                    guard habit.goal.isNumeric else {
                        action = .done
                        break
                    }
                    guard amount <= .maximum else {
                        throw .amountTooLarge(habit: habit.id, day: day, amount: amount)
                    }
                    action = .set(amount)
                }
                let note = notes[day].map { $0.joined(separator: "; ") }
                result.append(Entry(day: day, habit: habit.id, action: action, note: note))
            }
        }
        return result
    }

    /// The CSV export: a header, one `habit` row per habit in order, then one `entry` row
    /// per effective entry.
    package static func csv(habits: [Habit], entries: [Entry]) throws(ExportError) -> String {
        var out = CSVText.line(csvHeader)
        for habit in habits {
            let (goal, target) = goalFields(habit.goal)
            out += CSVText.line([
                "habit", habit.id.rawValue, habit.name, habit.schedule.description, goal, target,
                habit.goal.unit ?? "", habit.since.description, habit.archived ? "true" : "false", "", "", "",
            ])
        }
        for entry in try effectiveEntries(habits: habits, entries: entries) {
            out += CSVText.line([
                "entry", entry.habit.rawValue, "", "", "", "", "", "", "", entry.day.description,
                entry.action.description, entry.note ?? "",
            ])
        }
        return out
    }

    /// The JSON export: `{"format": "habit-export", "version": 1, "habits": [...]}` with
    /// each habit's effective entries nested under it.
    package static func json(habits: [Habit], entries: [Entry]) throws(ExportError) -> String {
        let effective = try effectiveEntries(habits: habits, entries: entries)
        var byHabit: [HabitID: [ExportJSON.Entry]] = [:]
        for entry in effective {
            byHabit[entry.habit, default: []].append(
                ExportJSON.Entry(date: entry.day.description, action: entry.action.description, note: entry.note))
        }
        let document = ExportJSON.Document(
            format: jsonFormat, version: 1,
            habits: habits.map { habit in
                let (goal, _) = goalFields(habit.goal)
                var target: Double? = nil
                switch habit.goal {
                case .check: break
                case .atLeast(let amount, _), .atMost(let amount, _): target = amount.doubleValue
                }
                return ExportJSON.Habit(
                    id: habit.id.rawValue, name: habit.name, schedule: habit.schedule.description, goal: goal,
                    target: target, unit: habit.goal.unit, since: habit.since.description, archived: habit.archived,
                    entries: byHabit[habit.id] ?? [])
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `check`/`at-least`/`at-most` and the target text.
    static func goalFields(_ goal: Goal) -> (String, String) {
        switch goal {
        case .check: ("check", "")
        case .atLeast(let amount, _): ("at-least", amount.description)
        case .atMost(let amount, _): ("at-most", amount.description)
        }
    }
}

/// The JSON export's shape.
enum ExportJSON {
    struct Document: Codable {
        var format: String
        var version: Int
        var habits: [Habit]
    }

    struct Habit: Codable {
        var id: String
        var name: String?
        var schedule: String?
        var goal: String?
        var target: Double?
        var unit: String?
        var since: String?
        var archived: Bool?
        var entries: [Entry]?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(schedule, forKey: .schedule)
            try container.encode(goal, forKey: .goal)
            try container.encode(target, forKey: .target)
            try container.encode(unit, forKey: .unit)
            try container.encode(since, forKey: .since)
            try container.encode(archived, forKey: .archived)
            try container.encode(entries, forKey: .entries)
        }
    }

    struct Entry: Codable {
        var date: String
        var action: String?
        var note: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(action, forKey: .action)
            try container.encode(note, forKey: .note)
        }
    }
}
