import Foundation
import HabitCore

/// `habit remind install` and `uninstall` (docs/reminders.md, "Installing"): what runs
/// `habit remind` on a timer, printed, or written with `--write`.
struct ReminderSetup {
    let context: Context
    let timer: ReminderTimer
    let interval: ReminderTimer.Interval

    private func installer() throws -> ReminderInstaller {
        var directory = try context.dataDirectory()
        if !directory.hasPrefix("/") {
            directory = DataDirectory.join(FileManager.default.currentDirectoryPath, directory)
        }
        var units = ReminderUnits(
            binary: ReminderSetup.binary(), dataDirectory: URL(fileURLWithPath: directory).standardized.path,
            interval: interval)
        units.notify = timer != .systemd || hasNotifier
        return ReminderInstaller(timer: timer, units: units, environment: context.environment)
    }

    /// Whether the notifier is on `PATH` now (the systemd service runs `remind --notify` only
    /// then; a launchd agent is for macOS, which has `osascript`).
    private var hasNotifier: Bool { (try? Notifier.find(environment: context.environment)) != nil }

    /// What the files are for, where that needs saying: a service that prints because no
    /// notifier is here, a launchd agent on a system without launchd.
    private func notes(_ installer: ReminderInstaller) -> String {
        switch timer {
        case .systemd where !installer.units.notify:
            "No '\(Notifier.toolName)' on PATH: the service runs 'habit remind' without --notify, so "
                + "reminders go to the journal (journalctl --user -u \(ReminderUnits.serviceName)); install "
                + "\(Notifier.toolName) and run this again for desktop notifications.\n"
        case .launchd where !Self.hasLaunchd:
            "This is a launchd agent, for macOS: this system has no launchd, so nothing runs it here.\n"
        default: ""
        }
    }

    /// Whether this system runs launchd agents.
    private static var hasLaunchd: Bool {
        #if os(macOS)
            true
        #else
            false
        #endif
    }

    func install(write: Bool) throws -> ExitCode {
        let installer = try installer()
        if timer == .cron {
            context.write(
                "Add this line with 'crontab -e' (every \(interval.words); cron mails what 'habit remind' "
                    + "prints, and it prints only when a reminder is due):\n\n\(installer.units.cronLine)\n")
            return .ok
        }
        let files = try installer.files()
        guard write else {
            for (path, text) in files { context.write("Save as \(Echo.line(path)):\n\n\(text)\n") }
            context.write(
                notes(installer) + "Then run: \(installer.enableCommand)\n"
                    + "(or let habit write them: habit remind install \(timer.rawValue) --write)\n")
            return .ok
        }
        let written = try installer.write()
        let paths = files.map { Echo.line($0.path) }.joinedText(separator: " and ")
        context.write(written.isEmpty ? "Already installed: \(paths) (unchanged).\n" : "Wrote \(paths).\n")
        context.write(notes(installer) + "Enable with: \(installer.enableCommand)\n")
        return .ok
    }

    func uninstall() throws -> ExitCode {
        let installer = try installer()
        if timer == .cron {
            context.write(
                "habit never edits your crontab: remove the line that runs 'habit' with 'crontab -e':\n\n"
                    + "\(installer.units.cronLine)\n")
            return .ok
        }
        let removed = try installer.remove()
        if removed.isEmpty {
            context.write("Nothing to remove: no \(timer.rawValue) reminder timer written by habit.\n")
            return .ok
        }
        context.write("Removed \(removed.map(Echo.line).joinedText(separator: " and ")).\n")
        context.write("Stop it with: \(installer.disableCommand)\n")
        return .ok
    }

    /// The absolute path of the running binary: the timer units call it.
    static func binary() -> String {
        #if os(Linux)
            // The kernel's link to the running binary, every link already followed.
            (try? SystemFileSystem().readLink("/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
            Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        #endif
    }
}
