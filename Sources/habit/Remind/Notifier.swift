import Foundation
import HabitCore

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
            let path = DataDirectory.join(directory, toolName)
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
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Shows one notification; waits for the tool to finish.
    ///
    /// - Throws: `RemindError.notifierMissing` when it cannot be started,
    ///   `RemindError.notifierFailed` when it exits with a status other than 0.
    func send(title: String, body: String, environment: [String: String]) throws(RemindError) {
        let child = ChildProcess(
            executable: tool, arguments: Self.arguments(title: title, body: body), environment: environment)
        guard let output = child.run(capturing: false) else { throw .notifierMissing(Self.toolName) }
        guard output.status == 0 else { throw .notifierFailed(Self.toolName, status: output.status) }
    }
}
