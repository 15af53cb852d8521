import HabitCore

/// An import that could not start: missing or unreadable source (exit 74) or a file of
/// the wrong format (exit 65). Nothing is written.
struct ImportFailure: ExitingError {
    let error: ImportError

    var exitCode: ExitCode { error.isMalformedData ? .dataError : .ioError }
    var description: String { error.description }
}
