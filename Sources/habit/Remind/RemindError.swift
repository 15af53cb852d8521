import HabitCore

/// What can go wrong in `habit remind` (docs/reminders.md). `ErrorClassifier` gives each
/// its exit status: 64 for the command line, 69 for a missing or failing notifier, 74 for
/// a unit file that cannot be written.
enum RemindError: Error, Equatable, CustomStringConvertible {
    /// `habit remind WORD` with a word that is no action.
    case unknownAction(String)
    /// `habit remind install WORD` with a word that is no timer.
    case unknownTimer(String, action: String)
    /// `install`/`uninstall` without a timer.
    case missingTimer(action: String)
    /// `--every` that is not `Nm` (1–59) or `Nh` (1–23).
    case invalidInterval(String)
    /// An option given to an action it does not go with: (option, where it goes).
    case optionNotHere(String, expected: String)
    /// `--write` for cron, whose table `habit` never edits.
    case cronNotWritten
    /// The notification tool is not on `PATH`.
    case notifierMissing(String)
    /// The notification tool ran and failed: (tool, exit status).
    case notifierFailed(String, status: Int32)
    /// Neither `XDG_CONFIG_HOME` nor `HOME` says where the units go.
    case noHome
    /// A unit file's directory could not be made, or a unit file removed: (operation, path).
    case unitFile(operation: String, path: String)
    /// The file at a unit's path was not written by `habit`: it is left alone.
    case notOurs(String)

    var description: String {
        switch self {
        case .unknownAction(let word):
            "unknown remind action '\(Echo.token(word))': expected 'habit remind', "
                + "'habit remind install cron|systemd|launchd' or 'habit remind uninstall cron|systemd|launchd'"
        case .unknownTimer(let word, let action):
            "unknown timer '\(Echo.token(word))' for 'remind \(action)': expected cron, systemd or launchd"
        case .missingTimer(let action):
            "missing timer for 'remind \(action)': expected cron, systemd or launchd"
        case .invalidInterval(let text):
            "invalid interval '\(Echo.token(text))' for '--every': expected minutes like 15m (1-59) or hours like 1h (1-23)"
        case .optionNotHere(let option, let expected):
            "option '--\(option)' goes with '\(expected)'"
        case .cronNotWritten:
            "cron has no '--write': habit never edits your crontab; add the line it prints with 'crontab -e'"
        case .notifierMissing(let tool):
            "cannot send notifications: '\(Echo.token(tool))' is not on PATH; install it, or run 'habit remind' without --notify"
        case .notifierFailed(let tool, let status):
            "'\(Echo.token(tool))' failed with exit status \(status)"
        case .noHome:
            "cannot tell where user units go: set HOME or XDG_CONFIG_HOME"
        case .unitFile(let operation, let path):
            "cannot \(operation) '\(Echo.line(path))': check its permissions"
        case .notOurs(let path):
            "'\(Echo.line(path))' was not written by habit; left as it is (remove it yourself if you mean to)"
        }
    }
}
