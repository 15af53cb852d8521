import HabitCore
import StreakEngine

/// `habit list`: one row per habit with id, name, schedule, current and longest streak
/// (with badges) and a sparkline of its recent days, as many as the width holds (at
/// least 14) or as many as `--days` asks for (docs/cli.md, "Views").
enum ListTable {
    struct Row {
        var id: String
        var name: String
        var schedule: String
        var current: Int
        var longest: Int
        var unit: StreakUnit?
        var archived: Bool
        /// The habit's series, oldest first, ending today: at least as many days as shown
        /// (empty while `historyDays` decides how many).
        var points: [SeriesPoint]
        var goal: Goal
        var noDays: Set<Day>
    }

    /// The fewest days the history shows when it fills the width.
    static let minimumDays = 14

    /// The most cells a name takes at `width` columns: a quarter of the width, at least 24,
    /// so that one long name leaves the history its room (docs/cli.md, "Width").
    static func nameCells(width: Int) -> Int { max(24, width / 4) }

    /// How the table is laid out for the width (`layout(_:days:style:)`): how many days
    /// the history shows, whether streaks are written short, and the rows' other cells,
    /// made once for the layout and kept for the drawing.
    struct Layout {
        let days: Int
        let compactBadges: Bool
        /// The table the layout measured (the history a placeholder of its days).
        fileprivate let probe: Table
        /// The widths of its cells, row by row.
        fileprivate let cellWidths: [[Int]]
    }

    /// How many days the history shows, and whether streaks are written short: `days`
    /// (`--days N`) when they fit, else as many as the width leaves beside the other
    /// columns (at least 14, or N when smaller). Only the rows' ids, names, schedules and
    /// streaks count: their points may still be empty.
    static func layout(_ rows: [Row], days: Int? = nil, style: Style) -> Layout {
        // Laid out with a history of the days asked for (or the fewest), then the history
        // takes what the other columns leave, or gives up what they cannot (down to 14
        // days; then the id column is cut). Streaks are written short when the full
        // badges leave no room for 14 days beside the id.
        let full = probe(rows, days: minimumDays, compact: false, style: style)
        let compact = full.width > style.width
        let wanted = days ?? minimumDays
        let used = wanted == minimumDays && !compact ? full : probe(rows, days: wanted, compact: compact, style: style)
        let spare = style.width - used.width
        let shown = days.map { max(min($0, minimumDays), $0 + min(0, spare)) } ?? wanted + max(0, spare)
        return Layout(days: shown, compactBadges: compact, probe: used.table, cellWidths: used.cellWidths)
    }

    /// The table with `layout.days` of history for each row, streaks short when
    /// `layout.compactBadges`, as UTF-8; with `groups` (positions in `rows`), under tag
    /// headings (docs/cli.md, "Groups"). `rows` are those `layout` was made of, in the same
    /// order, their points filled in since.
    static func render(
        _ rows: [Row], layout: Layout, groups: TagGroups? = nil, hiddenArchived: Int, style: Style
    ) -> [UInt8] {
        guard !rows.isEmpty else { return Array(emptyMessage(hiddenArchived: hiddenArchived, style: style).utf8) }
        let (days, compactBadges) = (layout.days, layout.compactBadges)
        let order = groups?.order ?? Array(rows.indices)
        let rows = order.map { rows[$0] }
        let history = { (row: Row) in
            Sparkline.render(Array(row.points.suffix(days)), goal: row.goal, noDays: row.noDays, style: style)
        }
        // The layout's table, its history drawn: the other cells are the same, and measure
        // the same. A sparkline takes a cell a day (`Sparkline.render`).
        var table = layout.probe
        table.alsoFlexible = tableAlsoFlexible
        table.headers[historyColumn] = header(days: days)
        table.rows = order.map { layout.probe.rows[$0] }
        var cellWidths = order.map { layout.cellWidths[$0] }
        for (index, row) in rows.enumerated() {
            table.rows[index][historyColumn] = history(row)
            cellWidths[index][historyColumn] = min(days, row.points.count)
        }
        // A name column the layout cuts further: the names are cut to it here, so that an
        // archived habit's mark stays whole (one more layout, only when a row is archived).
        if rows.contains(where: \.archived) {
            let layout = table.layout(width: style.width, cellWidths: cellWidths)
            if layout.visible.contains(1), layout.widths[1] >= 8, layout.widths[1] < nameCells(width: style.width) {
                table = self.table(
                    rows, days: days, compact: compactBadges, history: history, nameCells: layout.widths[1],
                    style: style)
                cellWidths = table.cellWidths()
            }
        }
        var start = 0
        for group in groups?.groups ?? [] {
            table.headings[start] = GroupHeading.render(title: group.title, detail: nil, style: style)
            start += group.members.count
        }
        return table.utf8(width: style.width, style: style, cellWidths: cellWidths)
    }

    /// What `list` says when it shows no habit: none yet, or every one archived.
    private static func emptyMessage(hiddenArchived: Int, style: Style) -> String {
        if hiddenArchived > 0 {
            return TodayView.wrap(
                (hiddenArchived == 1
                    ? "Your only habit is archived. " : "All \(hiddenArchived) habits are archived. ")
                    + "This list shows the habits you track; "
                    + "'habit list --all' includes archived ones and 'habit unarchive ID' brings one back.",
                style: style)
        }
        return TodayView.wrap(
            "No habits yet. This list shows every habit with its streaks and its recent days. "
                + "Add one with 'habit add meditate --every daily', or try 'habit demo'.",
            style: style)
    }

    /// The column of the history.
    private static let historyColumn = 5
    /// The columns that give way after the name (`Table.alsoFlexible`).
    private static let tableAlsoFlexible = [0]

    /// The history column's header.
    private static func header(days: Int) -> String { days == 1 ? "TODAY" : "LAST \(days) DAYS" }

    /// The table with a placeholder history of `days`, and its width once every column
    /// that can go is gone, before the id is cut.
    private static func probe(_ rows: [Row], days: Int, compact: Bool, style: Style) -> (
        table: Table, cellWidths: [[Int]], width: Int
    ) {
        let placeholder = String(repeating: "x", count: days)
        var probe = table(rows, days: days, compact: compact, history: { _ in placeholder }, style: style)
        probe.alsoFlexible = []
        let cellWidths = probe.cellWidths()
        return (probe, cellWidths, probe.layout(width: style.width, cellWidths: cellWidths).total)
    }

    private static func table(
        _ rows: [Row], days: Int, compact: Bool, history: (Row) -> String, nameCells: Int? = nil, style: Style
    ) -> Table {
        var table = Table(
            headers: ["ID", "NAME", "SCHEDULE", "STREAK", "BEST", header(days: days)],
            alignments: [.left, .left, .left, .left, .right, .left], flexible: 1, alsoFlexible: tableAlsoFlexible,
            droppable: [1, 4, 2])
        let dash = style.unicode ? "—" : "-"
        let nameCells = nameCells ?? Self.nameCells(width: style.width)
        for row in rows {
            let streak =
                row.unit == nil
                ? dash : BadgeView.render(row.current, unit: row.unit, style: style, compact: compact)
            let best = row.unit == nil ? dash : "\(row.longest)"
            // A name that is just the id is left blank, as in the Today view.
            // The archived mark is kept whole: the name gives way before it.
            let mark = row.archived ? (row.name == row.id ? "(archived)" : " (archived)") : ""
            let room = max(1, nameCells - TextWidth.of(mark))
            let name =
                TextWidth.truncate(Describe.nameBesideID(row.name, id: row.id), to: room, unicode: style.unicode) + mark
            table.rows.append([row.id, name, row.schedule, streak, best, history(row)])
        }
        // No column of blank names.
        if table.rows.allSatisfy({ $0[1].isEmpty }) { table.headers[1] = "" }
        return table
    }
}
