import HabitCore

/// Refuses an export over a file of the data directory in use (docs/import.md,
/// "habit's own export"): `export --output` replaces its target whole, without the lock
/// or a backup, so it must never name `habits`, `log`, `config` or `rejects` — however
/// the path reaches them (a symbolic link, `..`, another name for the directory).
enum ExportTarget {
    /// The files an export may not replace.
    static let dataFiles = ["habits", "log", "config", "rejects"]

    /// Throws `UsageError.exportOverDataFile` when `path` is, or would be created as, a
    /// data file of `directory`. The same file is the same device and inode; a file not
    /// there yet is the same name in the same directory.
    static func check(_ path: String, dataDirectory directory: String, fileSystem: any FileSystem) throws {
        let target = try ExportFile.resolve(path, fileSystem: fileSystem)
        let name = DataDirectory.lastComponent(target)
        let sameDirectory = same(AtomicFile.parent(of: target), directory, fileSystem)
        for file in dataFiles {
            let dataPath = DataDirectory.join(directory, file)
            if same(target, dataPath, fileSystem) || (sameDirectory && name == file) {
                throw UsageError.exportOverDataFile(path: path, file: dataPath)
            }
        }
    }

    /// Whether `a` and `b` both exist and are one file.
    private static func same(_ a: String, _ b: String, _ fileSystem: any FileSystem) -> Bool {
        guard let first = try? fileSystem.status(a, followingLinks: true),
            let second = try? fileSystem.status(b, followingLinks: true)
        else { return false }
        return first.device == second.device && first.inode == second.inode
    }
}
