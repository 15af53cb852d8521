/// The files `habit sync init` writes into the data directory (docs/sync.md, "Setting
/// up"): what git ignores and which files go through `habit`'s merge driver. A remote
/// that changes either is refused.
enum SyncFiles {
    /// The data files git keeps and merges.
    static let data = ["habits", "config", "log"]

    /// What `sync init` writes as `.gitignore`: the store's private files.
    static let gitignore = """
        # habit: the store's private files (docs/sync.md)
        .lock
        .backup/
        .journal
        .*.tmp
        .reminded
        rejects
        *.sync-conflict-*
        * (*conflicted copy*)

        """

    /// What earlier versions of `sync init` wrote as `.gitignore` (before `.reminded`,
    /// docs/reminders.md): a remote set up by one is still trusted.
    static let formerGitignores = [
        """
        # habit: the store's private files (docs/sync.md)
        .lock
        .backup/
        .journal
        .*.tmp
        rejects
        *.sync-conflict-*
        * (*conflicted copy*)

        """
    ]

    /// What `sync init` writes as `.gitattributes`: the data files go through the driver.
    static let gitattributes = """
        # habit: merge the data files by meaning (docs/sync.md)
        habits merge=habit
        config merge=habit
        log merge=habit

        """

    /// Every path a commit of the data directory may hold.
    static let allowed: Set<String> = Set(data + [".gitignore", ".gitattributes"])

    /// The driver's command line for git's config: this binary, `merge-file %O %A %B %P`.
    static func driver(binary: String) -> String {
        "'" + binary.replacing("'", with: "'\\''") + "' merge-file %O %A %B %P"
    }
}
