import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

/// A pseudo-terminal pair (`openpty`): a process started with the terminal side as its
/// standard input and output sees a real terminal (`isatty` is true, input is echoed);
/// the test reads what it prints and types answers on the other side.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var controller: Int32 = -1
    private var terminal: Int32 = -1
    /// Everything read so far, with the terminal's `\r\n` turned into `\n`.
    private(set) var transcript = ""

    init() throws {
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw Failure(description: "openpty failed") }
    }

    deinit {
        if controller >= 0 { close(controller) }
        if terminal >= 0 { close(terminal) }
    }

    /// Starts `executable` on the terminal; standard error goes to `/dev/null`.
    func start(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Only the child keeps the terminal side open: its exit then ends our reads.
        close(terminal)
        terminal = -1
        return process
    }

    /// Types `text` (a line is answered with `\n`, as the Enter key sends).
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads until the transcript after `start` contains `marker` (true), or until the
    /// process closes the terminal or `timeout` seconds pass (false).
    @discardableResult
    func read(until marker: String, from start: String.Index? = nil, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if transcript[(start ?? transcript.startIndex)...].contains(marker) { return true }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { return false }
            if poller.revents == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead(controller, $0.baseAddress, $0.count) }
            if count <= 0 { return transcript[(start ?? transcript.startIndex)...].contains(marker) }
            transcript += String(decoding: buffer[0..<count], as: UTF8.self).replacingOccurrences(
                of: "\r\n", with: "\n")
        }
    }

    /// Reads whatever is left until the process closes the terminal.
    func readToEnd(timeout: Double = 20) {
        read(until: "\u{0}never\u{0}", timeout: timeout)
    }
}
