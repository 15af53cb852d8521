import HabitCore

/// `habit log`: recorded entries, newest first.
enum LogView {
    static func render(_ entries: [Entry], emptyMessage: String, style: Style) -> String {
        guard !entries.isEmpty else { return TodayView.wrap(emptyMessage, style: style) }
        var table = Table(
            headers: ["DATE", "HABIT", "ACTION", "NOTE"], alignments: [.left, .left, .left, .left], flexible: 3,
            alsoFlexible: [1], droppable: [3])
        for entry in entries {
            table.rows.append([
                entry.day.description, entry.habit.rawValue, entry.action.description,
                entry.note.map(TextWidth.display) ?? "",
            ])
        }
        return table.render(width: style.width, style: style)
    }
}
