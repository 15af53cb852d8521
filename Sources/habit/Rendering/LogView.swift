import HabitCore

/// `habit log`: recorded entries, newest first.
enum LogView {
    /// The `count` entries `entry` gives, in order, as a table handed to `emit` a piece at
    /// a time (about 64 KiB each): a long log is never held as text whole.
    static func render(
        _ count: Int, _ entry: (Int) -> Entry, emptyMessage: String, style: Style, emit: (String) -> Void
    ) {
        guard count > 0 else { return emit(TodayView.wrap(emptyMessage, style: style)) }
        let table = Table(
            headers: ["DATE", "HABIT", "ACTION", "NOTE"], alignments: [.left, .left, .left, .left], flexible: 3,
            alsoFlexible: [1], droppable: [3])
        var piece = ""
        table.render(width: style.width, style: style, count: count) { index in
            let entry = entry(index)
            return [
                entry.day.description, entry.habit.rawValue, entry.action.description,
                entry.note.map(TextWidth.display) ?? "",
            ]
        } emit: { line in
            piece += line
            if piece.utf8.count >= 1 << 16 {
                emit(piece)
                piece = ""
            }
        }
        if !piece.isEmpty { emit(piece) }
    }
}
