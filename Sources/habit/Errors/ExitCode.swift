/// The process exit statuses (docs/cli.md, "Exit codes and errors"). Which error gets
/// which status is decided in one place, `ErrorClassifier`.
enum ExitCode: Int32, Sendable, CaseIterable {
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

    /// What the status means, for the manual page's EXIT STATUS.
    var meaning: String {
        switch self {
        case .ok: "success"
        case .failure: "a refused request: unknown habit, duplicate id, a refused action"
        case .atRisk: "'status --exit-code': a habit still has something to do today"
        case .usage: "a usage error: unknown command or option, a bad date, number or value"
        case .dataError: "a data file is malformed ('habit verify' says where)"
        case .unavailable: "a tool habit needs is missing (notify-send or osascript for 'remind --notify')"
        case .ioError: "a file or the output could not be read or written; git or the network failed"
        case .lockTimeout: "the data directory stayed locked for more than 10 seconds"
        }
    }
}
