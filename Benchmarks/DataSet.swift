import HabitCore

/// A generated data directory (`habits`, `log`, `config`) and what is known about it.
struct DataSet: Sendable {
    /// Short label for tables: `10x1y`, `100x10y`, `1000x10y`.
    var label: String
    var habitCount: Int
    var years: Int
    /// The data directory (passed as `--data-dir` and `HABIT_HOME`).
    var directory: String
    var logPath: String { directory + "/log" }
    /// Lines and bytes in `log`.
    var logLines: Int
    var logBytes: Int
    /// Days from `since` through today, summed over all habits: the work of one
    /// evaluation of every habit.
    var habitDays: Int
    /// A daily check habit that `show` and `check` use.
    var showID: String
    /// Ids of unarchived check habits that `check` rotates through.
    var checkIDs: [String]
}

/// The sizes the benchmark runs.
struct DataSetSize: Sendable {
    var habits: Int
    var years: Int
    /// The profiles habits are drawn from.
    var mix = HabitProfile.mix
    /// Appended to the label: `-ti` for the rolling-window set.
    var suffix = ""
    var label: String { "\(habits)x\(years)y\(suffix)" }

    static let small = DataSetSize(habits: 10, years: 1)
    static let medium = DataSetSize(habits: 100, years: 10)
    static let large = DataSetSize(habits: 1000, years: 10)
    /// 100 habits × 10 years, every one on a `T in I days` window (the T/I profile).
    static let rolling = DataSetSize(habits: 100, years: 10, mix: HabitProfile.rollingMix, suffix: "-ti")
}
