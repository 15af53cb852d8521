/// Why the benchmark could not run.
enum BenchError: Error, CustomStringConvertible {
    case io(String, errno: Int32)
    case spawn(String, errno: Int32)
    case commandFailed(String, status: Int32)
    case missingBinary(String)
    case missingHarsh(String)
    case usage(String)

    var description: String {
        switch self {
        case .io(let path, let code): "cannot write '\(path)' (errno \(code))"
        case .spawn(let path, let code): "cannot start '\(path)' (errno \(code))"
        case .commandFailed(let command, let status):
            "'\(command)' exited with status \(status); run it by hand to see why"
        case .missingBinary(let path):
            "no habit binary at '\(path)': build it first with 'make' (HABIT_RELEASE=1 swift build -c release --disable-local-rpath), or pass --habit PATH"
        case .missingHarsh(let path): "no harsh binary at '\(path)' (--harsh takes the path of a harsh executable)"
        case .usage(let message): message
        }
    }
}
