import HabitCore
import StreakEngine

/// `habit list`: one row per habit with id, name, schedule, current and longest streak
/// (with badges) and a 14-day sparkline.
enum ListTable {
    struct Row {
        var id: String
        var name: String
        var schedule: String
        var current: Int
        var longest: Int
        var unit: StreakUnit?
        var archived: Bool
        var sparkline: String
    }

    static func render(_ rows: [Row], hiddenArchived: Int, style: Style) -> String {
        guard !rows.isEmpty else {
            if hiddenArchived > 0 {
                return TodayView.wrap(
                    (hiddenArchived == 1
                        ? "Your only habit is archived. " : "All \(hiddenArchived) habits are archived. ")
                        + "This list shows the habits you track; "
                        + "'habit list --all' includes archived ones and 'habit unarchive ID' brings one back.",
                    style: style)
            }
            return TodayView.wrap(
                "No habits yet. This list shows every habit with its streaks and the last 14 days. "
                    + "Add one with 'habit add meditate --every daily', or try 'habit demo'.",
                style: style)
        }
        var table = Table(
            headers: ["ID", "NAME", "SCHEDULE", "STREAK", "BEST", "LAST 14 DAYS"],
            alignments: [.left, .left, .left, .left, .right, .left], flexible: 1, droppable: [1, 4, 2])
        let dash = style.unicode ? "—" : "-"
        for row in rows {
            let streak = row.unit == nil ? dash : BadgeView.render(row.current, unit: row.unit, style: style)
            let best = row.unit == nil ? dash : "\(row.longest)"
            let name = row.archived ? row.name + " (archived)" : row.name
            table.rows.append([row.id, name, row.schedule, streak, best, row.sparkline])
        }
        return table.render(width: style.width, style: style)
    }
}
