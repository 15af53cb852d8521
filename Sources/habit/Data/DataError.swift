/// A problem with the data files or the file system (exit 65, 74 or 75).
enum DataError: ExitingError, Equatable {
    /// A data file has malformed lines; writes that rewrite files are refused.
    case malformed([DataProblem])
    /// Reading or writing failed.
    case io(path: String, reason: String)
    /// The lock could not be had in time.
    case locked(path: String, seconds: Int)

    var exitCode: ExitCode {
        switch self {
        case .malformed: .dataError
        case .io: .ioError
        case .locked: .lockTimeout
        }
    }

    var description: String {
        switch self {
        case .malformed(let problems):
            "refusing to rewrite the data files while they have \(problems.count) error\(problems.count == 1 ? "" : "s") "
                + "(first: \(problems.first?.description ?? "")); run 'habit verify' to see them all"
        case .io(let path, let reason):
            "cannot access '\(path)': \(reason)"
        case .locked(let path, let seconds):
            "the data directory '\(path)' stayed locked for \(seconds) s; another habit may be stuck: try again"
        }
    }
}

/// One malformed line in a data file: `file:line:col: message`.
struct DataProblem: Sendable, Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(file):\(line):\(column): \(message)" }
}
