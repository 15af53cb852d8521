import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One-line results of the reliability suites, for `.ci/run` to print: each line goes to
/// standard output and, when `HABIT_RELIABILITY_SUMMARY` names a file, is appended to it.
enum ReliabilityLog {
    static func record(_ line: String) {
        print(line)
        guard let path = ProcessInfo.processInfo.environment["HABIT_RELIABILITY_SUMMARY"], !path.isEmpty
        else { return }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
