import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One-line results of the reliability suites, for `.ci/run` to print.
///
/// Each suite writes `name: counts` to standard output and, when
/// `HABIT_RELIABILITY_SUMMARY` names a file, appends the line to it, so the CI script can
/// print every suite's figures together at the end of a run.
package enum ReliabilitySummary {
    /// Prints `line` and appends it to the summary file, if one is named.
    package static func record(_ line: String) {
        print(line)
        guard let path = ProcessInfo.processInfo.environment["HABIT_RELIABILITY_SUMMARY"], !path.isEmpty
        else { return }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Whether the full-size runs were asked for (`HABIT_RELIABILITY_FULL=1`, set by `.ci/run`).
    package static var isFull: Bool {
        ProcessInfo.processInfo.environment["HABIT_RELIABILITY_FULL"] == "1"
    }
}
