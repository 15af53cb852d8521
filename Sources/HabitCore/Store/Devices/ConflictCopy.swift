/// A conflict copy a file-sync tool left beside a data file (docs/sync.md, "File-sync
/// tools"): Syncthing's `log.sync-conflict-20261120-081500-ABCDEF7`, Dropbox's
/// `log (Laptop's conflicted copy 2026-11-20)`, Nextcloud's `log (conflicted copy
/// 2026-11-20 081500)`. Every command names it; `habit sync` folds it in.
package struct ConflictCopy: Sendable, Hashable {
    /// The data file it is a copy of.
    package var file: DataFile
    /// Its name in the data directory.
    package var name: String

    /// The conflict copies among `names` (a directory listing), by name.
    package static func find(in names: [String]) -> [ConflictCopy] {
        var copies: [ConflictCopy] = []
        for name in names.sorted() {
            for file in DataFile.allCases where isCopy(name, of: file.fileName) {
                copies.append(ConflictCopy(file: file, name: name))
            }
        }
        return copies
    }

    private static func isCopy(_ name: String, of file: String) -> Bool {
        if name.hasPrefix(file + ".sync-conflict-") { return true }
        return name.hasPrefix(file + " (") && name.hasSuffix(")") && name.firstRange(of: "conflicted copy") != nil
    }

    /// What every command says about it.
    package var warning: String {
        "'\(Echo.token(name))' is a file-sync tool's conflict copy of '\(file.fileName)'; "
            + "what it holds does not count until 'habit sync' folds it in"
    }
}

extension Store {
    /// The conflict copies in the data directory (none when it cannot be listed).
    package func conflictCopies() -> [ConflictCopy] {
        ConflictCopy.find(in: (try? fileSystem.contentsOfDirectory(directory)) ?? [])
    }

    /// The path of a file in the data directory.
    package func path(named name: String) -> String { DataDirectory.join(directory, name) }
}
