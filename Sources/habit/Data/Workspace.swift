import HabitCore

/// What the data files hold, as read once.
struct Snapshot: Sendable {
    /// Habits in file order (the user's sort order), archived ones included.
    var habits: [Habit] = []
    /// Entries in file order.
    var entries: [Entry] = []
    var settings = Settings()
    /// Malformed lines, in file order.
    var problems: [DataProblem] = []
}

/// The data directory seen by the commands: read everything, append entries, rewrite
/// habits (and the log, for rename and remove), write settings.
///
/// Reading never creates anything. Every rewrite is refused while any file has errors.
struct Workspace: Sendable {
    /// The data directory's path.
    let directory: String

    /// Reads `habits`, `log` and `config`; missing files are empty.
    func load() throws(DataError) -> Snapshot {
        try InterimFiles(directory: directory).load()
    }

    /// Appends entries to the log as one write, under the lock, then syncs.
    func append(_ entries: [Entry]) throws(DataError) {
        try InterimFiles(directory: directory).append(entries)
    }

    /// Replaces the habits file with `habits` (in this order). When `renaming` is given,
    /// the log's entries for the old id are rewritten to the new one; when `removing` is
    /// given, that habit's entries are dropped. Refused while any file has errors.
    func rewrite(habits: [Habit], renaming: (from: HabitID, to: HabitID)? = nil, removing: HabitID? = nil)
        throws(DataError)
    {
        try InterimFiles(directory: directory).rewrite(habits: habits, renaming: renaming, removing: removing)
    }

    /// Replaces the config file. Refused while any file has errors.
    func write(settings: Settings) throws(DataError) {
        try InterimFiles(directory: directory).write(settings: settings)
    }
}
