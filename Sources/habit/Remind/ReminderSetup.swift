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
        let units = ReminderUnits(
            binary: SyncCommand.binary(), dataDirectory: URL(fileURLWithPath: directory).standardized.path,
            interval: interval)
        return ReminderInstaller(timer: timer, units: units, environment: context.environment)
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
                "Then run: \(installer.enableCommand)\n"
                    + "(or let habit write them: habit remind install \(timer.rawValue) --write)\n")
            return .ok
        }
        let written = try installer.write()
        let paths = files.map { Echo.line($0.path) }.joined(separator: " and ")
        context.write(written.isEmpty ? "Already installed: \(paths) (unchanged).\n" : "Wrote \(paths).\n")
        context.write("Enable with: \(installer.enableCommand)\n")
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
        context.write("Removed \(removed.map(Echo.line).joined(separator: " and ")).\n")
        context.write("Stop it with: \(installer.disableCommand)\n")
        return .ok
    }
}
