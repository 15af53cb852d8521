import HabitCore

/// Why a source could not be imported at all. (Single bad lines are not errors: they
/// are reported as `SkippedLine`s and the rest is imported.)
package enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path does not exist.
    case missing(path: String)
    /// A directory was expected and the path is a file.
    case notADirectory(path: String)
    /// A file was expected and the path is a directory.
    case notAFile(path: String)
    /// A file the format needs is not in the directory.
    case missingFile(path: String, format: ImportFormat)
    /// The file exists but cannot be read (permissions, I/O).
    case unreadable(path: String, reason: String)
    /// The file does not look like the format at all.
    case wrongFormat(path: String, format: ImportFormat, reason: String)

    package var description: String {
        switch self {
        case .missing(let path):
            "'\(Echo.token(path))' does not exist"
        case .notADirectory(let path):
            "'\(Echo.token(path))' is not a directory: this format imports a directory"
        case .notAFile(let path):
            "'\(Echo.token(path))' is a directory: this format imports a single file"
        case .missingFile(let path, let format):
            "'\(Echo.token(path))' not found: \(ImportError.expectation(format))"
        case .unreadable(let path, let reason):
            "cannot read '\(Echo.token(path))': \(reason)"
        case .wrongFormat(let path, let format, let reason):
            "'\(Echo.token(path))' is not a \(format.rawValue) file: \(reason)"
        }
    }

    /// What a directory of the format holds.
    static func expectation(_ format: ImportFormat) -> String {
        switch format {
        case .harsh: "a harsh directory holds 'habits' and 'log'"
        case .habitctl: "a habitctl directory holds 'habits' and 'log'"
        case .loop: "a Loop Habit Tracker CSV export holds 'Habits.csv' and one folder per habit"
        case .csv: "expected a file written by 'habit export --format csv'"
        case .json: "expected a file written by 'habit export --format json'"
        }
    }
}
