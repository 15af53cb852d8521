import HabitCore

/// The sources `habit import` understands.
package enum ImportFormat: String, Sendable, Hashable, CaseIterable {
    /// harsh: a directory with `habits` and `log`.
    case harsh
    /// habitctl: a directory with `habits` and a tab-separated `log`.
    case habitctl
    /// Loop Habit Tracker's CSV export, unzipped: `Habits.csv` and one folder per habit.
    case loop
    /// habit's own CSV export (one file).
    case csv
    /// habit's own JSON export (one file).
    case json

    /// Whether the source is a directory (otherwise a single file).
    var readsDirectory: Bool {
        switch self {
        case .harsh, .habitctl, .loop: true
        case .csv, .json: false
        }
    }
}

/// The formats `habit export` writes.
package enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    case csv
    case json
}
