import HabitCore

/// The files `habit sync init` writes into the data directory, and what git carries
/// (docs/sync.md, "Commands"). A remote that changes either file is refused.
enum SyncFiles {
    /// What `sync init` writes as `.gitignore`: the snapshots and the store's private
    /// files stay on each device.
    static let gitignore = """
        # habit: what stays on this device (docs/sync.md)
        /habits
        /config
        /log
        /.log-moving-*
        .lock
        .backup/
        .journal
        .*.tmp
        .reminded
        rejects
        *.sync-conflict-*
        * (*conflicted copy*)

        """

    /// What `sync init` writes as `.gitattributes`: two versions of one device file (a
    /// copied data directory) merge as the lines of both, so a plain `git pull` never
    /// stops on one.
    static let gitattributes = """
        # habit: each device appends to its own file; versions of one merge as both (docs/sync.md)
        devices/*.log merge=union

        """

    /// The two files `sync init` writes, by name: what a merge settles either on when
    /// an earlier version's differs (docs/sync.md, "Upgrade").
    static let setup = [(".gitignore", gitignore), (".gitattributes", gitattributes)]

    /// What earlier versions of `sync init` wrote: a remote set up by one is still
    /// trusted until the first device moves it to device files.
    static let formerGitignores = [
        """
        # habit: the store's private files (docs/sync.md)
        .lock
        .backup/
        .journal
        .*.tmp
        .reminded
        rejects
        *.sync-conflict-*
        * (*conflicted copy*)

        """,
        """
        # habit: the store's private files (docs/sync.md)
        .lock
        .backup/
        .journal
        .*.tmp
        rejects
        *.sync-conflict-*
        * (*conflicted copy*)

        """,
        // The one before `/.log-moving-*` was named.
        gitignore.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "/.log-moving-*" }
            .joined(separator: "\n"),
    ]
    static let formerGitattributes = [
        """
        # habit: merge the data files by meaning (docs/sync.md)
        habits merge=habit
        config merge=habit
        log merge=habit

        """
    ]

    /// The data files of a data directory from before device files.
    static let plain = ["habits", "log", "config"]

    /// Whether a remote's commit may hold `path`: a device file, a file of the base, a
    /// data file from before device files, or one of the two files `sync init` writes.
    static func allowed(_ path: String) -> Bool {
        if plain.contains(path) || path == ".gitignore" || path == ".gitattributes" { return true }
        if path.hasPrefix("base/") { return plain.contains(String(path.dropFirst(5))) }
        guard path.hasPrefix("devices/"), path.hasSuffix(".log") else { return false }
        return DeviceRegistry.isName(path.dropFirst(8).dropLast(4))
    }
}
