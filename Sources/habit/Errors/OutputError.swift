import HabitCore

/// Standard output or standard error did not take what was written (a full disk, an I/O
/// error); a closed pipe (`habit list | head`) is not one (docs/cli.md).
enum OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `write(2)` to the stream failed with `errno` `code`.
    case cannotWrite(stream: Stream, code: Int32)

    /// Where the text was going.
    enum Stream: Sendable, Equatable {
        case standardOutput, standardError
    }

    var description: String {
        switch self {
        case .cannotWrite(let stream, let code):
            "cannot write to \(stream == .standardOutput ? "standard output" : "standard error"): "
                + StoreError.message(for: code)
        }
    }
}
