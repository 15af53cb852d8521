import Foundation
import HabitCore

/// Writes habit's own export formats (docs/import.md): every habit property and every
/// effective entry — one per habit and day, after folding (docs/data-format.md, `log`) — with its notes.
/// `habit import csv|json` reads them back; an export imported into an empty directory
/// reproduces the same habits and the same day states.
package enum Exporter {
    /// The header line of the CSV export; importing checks for it, or for one of
    /// `csvOlderColumns` (exports made before the later columns).
    static let csvHeader = [
        "record", "id", "name", "schedule", "goal", "target", "unit", "since", "archived",
        "date", "action", "note", "tags", "members", "reminders",
    ]
    /// The column counts of older exports' headers, each a prefix of `csvHeader`: before
    /// tags, and before members and reminders.
    static let csvOlderColumns = [12, 13]
    /// The `format` value of the JSON export.
    static let jsonFormat = "habit-export"

    /// One entry per habit and recorded day, in habit order then day order: `no` for a day
    /// answered "not done", `skip` for a skipped day, `done` for a done day of a check habit, `=N` for a numeric habit's day.
    /// The note joins, with "; ", the distinct notes written that day since its last `clear`.
    ///
    /// Throws when a numeric day holds more than `Amount.maximum`, which `=N` could not
    /// carry back in: the export is refused rather than losing that day on import.
    /// `groups` is `Snapshot.entryIndicesByHabit()` of the snapshot holding `entries`.
    package static func effectiveEntries(
        habits: [Habit], entries: some Entries, groups: [HabitID: [Int]]
    ) throws(ExportError) -> [Entry] {
        var result: [Entry] = []
        try forEachHabit(habits, entries, groups) { (habit, own) throws(ExportError) in
            result += try effectiveEntries(of: habit, own)
        }
        return result
    }

    /// `habit`'s effective entries from `own`, its entries in file order.
    static func effectiveEntries(of habit: Habit, _ own: [Entry]) throws(ExportError) -> [Entry] {
        let history = History(folding: own, for: habit)
        var notes: [Day: [String]] = [:]
        for entry in own {
            if case .clear = entry.action {
                notes[entry.day] = nil
            } else if let note = entry.note, !note.isEmpty, notes[entry.day]?.contains(note) != true {
                notes[entry.day, default: []].append(note)
            }
        }
        var states: [(Day, DayState?)] = zip(history.days, history.dayStates).map { ($0, $1) }
        if !history.noDays.isEmpty {
            states += history.noDays.map { ($0, nil) }
            states.sort { $0.0 < $1.0 }
        }
        var result: [Entry] = []
        result.reserveCapacity(states.count)
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
            let note = notes[day].map { $0.joinedText(separator: "; ") }
            result.append(Entry(day: day, habit: habit.id, action: action, note: note))
        }
        return result
    }

    /// Calls `body` with each habit, in order, and its entries in file order: the
    /// positions `groups` gives for it in `entries` — the one grouping by habit,
    /// `Snapshot.entryIndicesByHabit()`, which puts the entries written under a former id
    /// (`was=`, docs/data-format.md) with the habit that lists it. Positions, not a copy of
    /// every entry, so memory stays linear in habits and entries (docs/performance.md,
    /// "Wide data sets").
    static func forEachHabit<Failure: Error>(
        _ habits: [Habit], _ entries: some Entries, _ groups: [HabitID: [Int]],
        _ body: (Habit, [Entry]) throws(Failure) -> Void
    ) throws(Failure) {
        // A habit without entries is still called: the JSON export lists every habit.
        for habit in habits { try body(habit, (groups[habit.id] ?? []).map { entries[$0] }) }
    }

    /// Throws what `effectiveEntries` would for the first day too large to export, before
    /// anything is written. Only a numeric habit can hold such a day.
    static func refuseTooLarge(
        _ habits: [Habit], _ entries: some Entries, _ groups: [HabitID: [Int]]
    ) throws(ExportError) {
        let numeric = habits.filter { $0.goal.isNumeric }
        guard !numeric.isEmpty else { return }
        try forEachHabit(numeric, entries, groups) { (habit, own) throws(ExportError) in
            _ = try effectiveEntries(of: habit, own)
        }
    }

    /// The CSV export: a header, one `habit` row per habit in order, then one `entry` row
    /// per effective entry. `groups` is `Snapshot.entryIndicesByHabit()` of the snapshot
    /// holding `entries`.
    package static func csv(
        habits: [Habit], entries: some Entries, groups: [HabitID: [Int]]
    ) throws(ExportError) -> String {
        var out = ""
        try writeCSV(habits: habits, entries: entries, groups: groups) { out += $0 }
        return out
    }

    /// `csv(habits:entries:groups:)` handed to `emit` a piece at a time, so the whole text is
    /// never held (`habit export` streams). Nothing is emitted when the export is refused.
    package static func writeCSV(
        habits: [Habit], entries: some Entries, groups: [HabitID: [Int]], to emit: @escaping (String) -> Void
    ) throws(ExportError) {
        try refuseTooLarge(habits, entries, groups)
        var out = ExportPieces(emit: emit)
        out.append(CSVText.line(csvHeader))
        for habit in habits {
            let (goal, target) = goalFields(habit.goal)
            out.append(
                CSVText.line([
                    "habit", habit.id.rawValue, habit.name, habit.schedule.description, goal, target,
                    habit.goal.unit ?? "", habit.since.description, habit.archived ? "true" : "false", "", "", "",
                    habit.tags.map { $0.rawValue }.joinedText(separator: ","),
                    habit.members.map { $0.rawValue }.joinedText(separator: ","),
                    habit.reminders.map { $0.description }.joinedText(separator: ","),
                ]))
        }
        try forEachHabit(habits, entries, groups) { (habit, own) throws(ExportError) in
            for entry in try effectiveEntries(of: habit, own) {
                out.append(
                    CSVText.line([
                        "entry", entry.habit.rawValue, "", "", "", "", "", "", "", entry.day.description,
                        entry.action.description, entry.note ?? "", "", "", "",
                    ]))
            }
        }
        out.finish()
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

/// Entries in file order, as an array or as a log holds them (`EntryList`).
package protocol Entries: RandomAccessCollection<Entry> where Index == Int {}
extension Array: Entries where Element == Entry {}
extension EntryList: Entries {}
