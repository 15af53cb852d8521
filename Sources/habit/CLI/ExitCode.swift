import HabitCore

/// The process exit statuses of docs/cli.md, "Exit codes and errors".
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
    /// Reading or writing a file failed.
    case ioError = 74
    /// The data directory stayed locked for too long.
    case lockTimeout = 75
}

extension ExitCode {
    /// The exit status for a store error: 65 malformed data, 74 I/O, 75 lock timeout
    /// (docs/cli.md). The one place the libraries' errors get their statuses.
    init(_ error: StoreError) {
        switch error {
        case .malformed, .journalConflict, .carriageReturnLineEnds: self = .dataError
        case .undecodablePath: self = .usage
        case .lockTimeout: self = .lockTimeout
        case .io, .incompleteWrite, .noDataDirectory, .notADirectory, .symbolicLinkLoop, .notARegularFile:
            self = .ioError
        }
    }
}

/// An error that knows its exit status; its `description` is the message after
/// `habit: error: `.
protocol ExitingError: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
}
