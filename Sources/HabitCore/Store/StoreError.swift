#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why reading or writing the data directory failed. The command line maps each case
/// to its exit code (docs/cli.md); the library holds none.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed: what was being done, on which path, and `errno`.
    case io(operation: String, path: String, code: Int32)
    /// A write accepted only part of the bytes (a full disk); nothing was kept.
    case incompleteWrite(path: String)
    /// The lock file could not be locked within the timeout (seconds).
    case lockTimeout(path: String, seconds: Double)
    /// A rewrite was refused because a data file has errors; the errors, in file order.
    case malformed([ParseIssue])
    /// Neither `--data-dir`, `HABIT_HOME`, `XDG_DATA_HOME` nor `HOME` gives a directory.
    case noDataDirectory
    /// The data directory path names something that is not a directory.
    case notADirectory(path: String)
    /// A symbolic link chain that does not end (more than 40 links).
    case symbolicLinkLoop(path: String)
    /// A data file that is a device, socket or directory rather than a plain file.
    case notARegularFile(path: String)
    /// The data directory path (from `source`: `--data-dir`, `HABIT_HOME`, …) is not
    /// UTF-8, so it cannot be used as the same directory (docs/data-format.md).
    case undecodablePath(source: String, path: String)
    /// The change recorded in the journal cannot be finished: `file` was changed since
    /// in a way other than by appending to it.
    case journalConflict(journal: String, file: String)
    /// The journal is of a version this `habit` cannot apply exactly (`version`), or is
    /// not a whole journal (`nil`): refused, never dropped.
    case journalRefused(journal: String, version: String?)
    /// A multi-file change was made, but the deletion of its journal could not be made
    /// durable (`fsync` of the directory failed with `code`), nor could the change be
    /// taken back: it may not survive a power loss, and must not be run again.
    case madeButNotDurable(path: String, code: Int32)
    /// The log's last line holds carriage returns followed by more text: line ends of
    /// the old Mac kind, which would make the whole history one unfinished line.
    case carriageReturnLineEnds(path: String)
    /// A rewrite of existing entries in a data directory of device files (`path`), where
    /// entries are never rewritten (docs/sync.md, "Device files").
    case entriesNotRewritten(path: String)
    /// A change the device layout cannot record as it stands, and why (an id no habit
    /// has, or one another habit has taken).
    case refusedChange(String)

    /// The message, naming the path involved.
    public var description: String {
        switch self {
        case .io(let operation, let path, let code):
            "cannot \(operation) '\(path)': \(StoreError.message(for: code))"
        case .incompleteWrite(let path):
            "cannot write '\(path)': the disk accepted only part of the data (is it full?); nothing was saved"
        case .lockTimeout(let path, let seconds):
            "data directory is busy: could not lock '\(path)' within \(Int(seconds.rounded(.up))) s; "
                + "another habit command may be stuck"
        case .malformed(let issues):
            "refusing to rewrite the data files while they have \(issues.count) error"
                + (issues.count == 1 ? "" : "s") + (issues.first.map { " (first: \($0))" } ?? "")
                + "; run 'habit verify' and fix them"
        case .noDataDirectory:
            "cannot find the data directory: HOME is not set; use --data-dir or HABIT_HOME"
        case .notADirectory(let path):
            "data directory '\(path)' is not a directory"
        case .notARegularFile(let path):
            "cannot read '\(path)': it is not a regular file; data files must be plain files or links to them"
        case .journalConflict(let journal, let file):
            "cannot finish the interrupted change recorded in '\(journal)': '\(file)' was changed since, "
                + "other than by adding lines at its end; compare it with the backups in '.backup', "
                + "then delete '\(journal)' to keep the files as they are"
        case .journalRefused(let journal, let version):
            (version.map {
                "cannot use '\(journal)': it records an interrupted change as journal version '\(Echo.token($0))', "
                    + "which this habit cannot undo or finish exactly"
            } ?? "cannot use '\(journal)': it is not a whole habit journal")
                + "; nothing was written. Compare the data files with the backups in '.backup', "
                + "then delete '\(journal)' to keep the files as they are"
        case .madeButNotDurable(let path, let code):
            "the change was made, but cannot sync directory '\(path)': \(StoreError.message(for: code)); "
                + "it may not survive a power loss; do not run the command again, check with 'habit verify'"
        case .entriesNotRewritten(let path):
            "entries in '\(path)' are never rewritten; remove or rename the habit instead"
        case .refusedChange(let why):
            "cannot record the change: \(why)"
        case .carriageReturnLineEnds(let path):
            "cannot write to '\(path)': its lines end with carriage returns only; "
                + "change them to newlines (for example with tr '\\r' '\\n') and run 'habit verify'"
        case .symbolicLinkLoop(let path):
            "cannot follow '\(path)': too many levels of symbolic links"
        case .undecodablePath(let source, let path):
            "the data directory from \(source) is not valid UTF-8 ('\(Echo.token(path))'): habit reads and "
                + "writes UTF-8 paths only; rename the directory or reach it through a link with a UTF-8 name"
        }
    }

    /// The C library's text for `errno` `code`, lower-cased to fit house style.
    package static func message(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        guard let first = message.first else { return "error \(code)" }
        return first.lowercased() + message.dropFirst()
    }
}
