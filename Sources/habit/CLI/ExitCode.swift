/// The process exit statuses (docs/cli.md, "Exit codes and errors"). Which error gets
/// which status is decided in one place, `ErrorClassifier`.
enum ExitCode: Int32, Sendable {
    case ok = 0
    /// Unknown habit, duplicate id, refused action.
    case failure = 1
    /// `status --exit-code` found a habit at risk.
    case atRisk = 3
    /// Bad command line.
    case usage = 64
    /// A data file is malformed.
    case dataError = 65
    /// A tool `habit` needs is not there (`notify-send` for `remind --notify`).
    case unavailable = 69
    /// Reading or writing a file failed.
    case ioError = 74
    /// The data directory stayed locked for too long.
    case lockTimeout = 75
}
