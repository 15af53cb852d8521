import Foundation
import HabitCore

/// habit's JSON export (docs/import.md), written a habit at a time.
extension Exporter {
    /// The JSON export: `{"format": "habit-export", "version": 1, "habits": [...]}` with
    /// each habit's effective entries nested under it. `groups` is
    /// `Snapshot.entryIndicesByHabit()` of the snapshot holding `entries`.
    package static func json(
        habits: [Habit], entries: some Entries, groups: [HabitID: [Int]]
    ) throws(ExportError) -> String {
        var out = ""
        try writeJSON(habits: habits, entries: entries, groups: groups) { out += $0 }
        return out
    }

    /// `json(habits:entries:groups:)` handed to `emit` a piece at a time. The text is the one
    /// document `JSONEncoder` writes (pretty, sorted keys): each habit is encoded alone and
    /// indented to its place, so only one habit's entries are held at once. Nothing is
    /// emitted when the export is refused.
    package static func writeJSON(
        habits: [Habit], entries: some Entries, groups: [HabitID: [Int]], to emit: @escaping (String) -> Void
    ) throws(ExportError) {
        try refuseTooLarge(habits, entries, groups)
        var out = ExportPieces(emit: emit)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard !habits.isEmpty else {
            out.append(encode(ExportJSON.Document(format: jsonFormat, version: 1, habits: []), encoder) + "\n")
            out.finish()
            return
        }
        // The document's keys in sorted order: format, habits, version.
        out.append("{\n  \"format\" : \"\(jsonFormat)\",\n  \"habits\" : [\n")
        var first = true
        try forEachHabit(habits, entries, groups) { (habit, own) throws(ExportError) in
            let effective = try effectiveEntries(of: habit, own).map {
                ExportJSON.Entry(date: $0.day.description, action: $0.action.description, note: $0.note)
            }
            if !first { out.append(",\n") }
            first = false
            out.append(indented(encode(document(habit, entries: effective), encoder), depth: 2))
        }
        out.append("\n  ],\n  \"version\" : 1\n}\n")
        out.finish()
    }

    /// `habit` as the JSON export carries it.
    private static func document(_ habit: Habit, entries: [ExportJSON.Entry]) -> ExportJSON.Habit {
        let (goal, _) = goalFields(habit.goal)
        var target: Double? = nil
        switch habit.goal {
        case .check: break
        case .atLeast(let amount, _), .atMost(let amount, _): target = amount.doubleValue
        }
        return ExportJSON.Habit(
            id: habit.id.rawValue, name: habit.name, schedule: habit.schedule.description, goal: goal,
            target: target, unit: habit.goal.unit, since: habit.since.description, archived: habit.archived,
            tags: habit.tags.map { $0.rawValue }, members: habit.members.map { $0.rawValue },
            reminders: habit.reminders.map { $0.description }, entries: entries)
    }

    /// `value` as `encoder` writes it (pretty, sorted keys), without a final newline.
    private static func encode<T: Encodable>(_ value: T, _ encoder: JSONEncoder) -> String {
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `text` with every line that is not empty indented `depth` levels of two spaces, as
    /// the encoder indents a value nested that deep. Strings never hold a line break
    /// (the encoder escapes it), so lines are the document's own.
    private static func indented(_ text: String, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joinedText(separator: "\n")
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
        var tags: [String]?
        /// Written only for a habit made of others.
        var members: [String]?
        var reminders: [String]?
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
            try container.encode(tags, forKey: .tags)
            if members?.isEmpty == false { try container.encode(members, forKey: .members) }
            try container.encode(reminders, forKey: .reminders)
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
