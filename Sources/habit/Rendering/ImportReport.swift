import HabitCore
import HabitImport

/// The summary `habit import` prints.
enum ImportReport {
    /// At most this many skipped lines, conflicts or differing days are listed one by one.
    static let listed = 20

    static func render(_ plan: ImportPlan, batch: ImportBatch, format: ImportFormat, path: String, dryRun: Bool)
        -> String
    {
        var out =
            dryRun
            ? "Dry run: importing \(format.rawValue) '\(Echo.line(path))' would change the following (nothing written).\n"
            : "Imported \(format.rawValue) '\(Echo.line(path))'.\n"
        var ids = plan.newHabits.prefix(listed).map { $0.id.rawValue }
        if plan.newHabits.count > listed { ids.append("… and \(plan.newHabits.count - listed) more") }
        out +=
            "  habits added: \(plan.newHabits.count)" + (ids.isEmpty ? "" : " (\(ids.joinedText(separator: ", ")))")
            + "\n"
        out += "  habits already present: \(plan.habitsAlreadyPresent)\n"
        if !plan.conflicts.isEmpty {
            out += "  habits defined differently (kept yours): \(plan.conflicts.count)\n"
            out += list(plan.conflicts.map { $0.description })
        }
        out += "  entries read: " + kinds(of: batch) + "\n"
        out += "  entries added: \(plan.newEntries.count)\n"
        out += "  entries already present: \(plan.entriesAlreadyPresent)\n"
        if !plan.entriesDiffering.isEmpty {
            out += "  entries differing from yours (kept yours): \(plan.entriesDiffering.count)\n"
            out += list(plan.entriesDiffering.map { "\($0.day) \($0.habit) \($0.action)" })
        }
        if !plan.movedSince.isEmpty {
            let moved = plan.movedSince.sorted { $0.key < $1.key }.map { "\($0.key) since \($0.value)" }
            out += "  start moved back: " + moved.joinedText(separator: ", ") + "\n"
        }
        out += "  lines skipped: \(plan.skipped.count)\n"
        out += list(plan.skipped.map { $0.description })
        if !plan.notes.isEmpty {
            out += "  notes:\n"
            out += list(plan.notes)
        }
        if plan.isEmpty, !dryRun { out += "Nothing new to add.\n" }
        return out
    }

    /// Every entry the source held, by kind: `402 (330 done, 72 no)`.
    static func kinds(of batch: ImportBatch) -> String {
        var counts = [0, 0, 0, 0, 0]
        for entry in batch.entries {
            switch entry.action {
            case .done: counts[0] += 1
            case .no: counts[1] += 1
            case .skip: counts[2] += 1
            case .add, .set: counts[3] += 1
            case .clear: counts[4] += 1
            }
        }
        let names = ["done", "no", "skip", "amount", "clear"]
        let parts = zip(counts, names).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return "\(batch.entries.count)" + (parts.isEmpty ? "" : " (" + parts.joinedText(separator: ", ") + ")")
    }

    private static func list(_ items: [String]) -> String {
        var out = ""
        for item in items.prefix(listed) { out += "    \(Echo.line(item))\n" }
        if items.count > listed { out += "    … and \(items.count - listed) more\n" }
        return out
    }
}
