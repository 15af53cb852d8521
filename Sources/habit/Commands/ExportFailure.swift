#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit export --output FILE` could not write FILE (exit 74).
enum ExportFailure: ExitingError {
    case cannotWrite(path: String, code: Int32)

    var exitCode: ExitCode { .ioError }

    var description: String {
        switch self {
        case .cannotWrite(let path, let code):
            let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return "cannot write '\(path)': " + (text.first.map { $0.lowercased() + text.dropFirst() } ?? text)
        }
    }
}
