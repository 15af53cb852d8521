import Foundation

/// Shows a reminder as a desktop notification (docs/reminders.md): `notify-send` on
/// Linux, `osascript` on macOS, found on `PATH` and run with an argument list, never a
/// shell string.
struct Notifier {
    /// The tool's absolute path.
    let tool: String

    /// The tool this platform uses.
    static var toolName: String {
        #if os(macOS)
            "osascript"
        #else
            "notify-send"
        #endif
    }

    /// The notifier found on `PATH` in `environment`.
    ///
    /// - Throws: `RemindError.notifierMissing` when no directory of `PATH` holds it.
    static func find(environment: [String: String]) throws(RemindError) -> Notifier {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for directory in directories where !directory.isEmpty {
            let path = (directory as NSString).appendingPathComponent(toolName)
            if FileManager.default.isExecutableFile(atPath: path) { return Notifier(tool: path) }
        }
        throw .notifierMissing(toolName)
    }

    /// The arguments that show `title` and `body`.
    static func arguments(title: String, body: String) -> [String] {
        #if os(macOS)
            ["-e", "display notification \(appleScript(body)) with title \(appleScript(title))"]
        #else
            ["--app-name=habit", title, body]
        #endif
    }

    /// `text` as an AppleScript string literal.
    static func appleScript(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Shows one notification; waits for the tool to finish.
    ///
    /// - Throws: `RemindError.notifierMissing` when it cannot be started,
    ///   `RemindError.notifierFailed` when it exits with a status other than 0.
    func send(title: String, body: String, environment: [String: String]) throws(RemindError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = Self.arguments(title: title, body: body)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw .notifierMissing(Self.toolName) }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .notifierFailed(Self.toolName, status: process.terminationStatus)
        }
    }
}
