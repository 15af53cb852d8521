import Foundation
import HabitCore

/// Where the timers' files go and how they are written and removed (docs/reminders.md,
/// "Installing"): systemd user units under `$XDG_CONFIG_HOME/systemd/user` (else
/// `~/.config/systemd/user`), the launchd agent under `~/Library/LaunchAgents`. A file is
/// written only when it differs (running `install` again changes nothing), through
/// `AtomicFile`; only a file that starts with `ReminderUnits.marker` is ever replaced or
/// removed.
struct ReminderInstaller {
    let timer: ReminderTimer
    let units: ReminderUnits
    let environment: [String: String]

    /// The files `timer` installs: (path, content); none for cron.
    func files() throws(RemindError) -> [(path: String, text: String)] {
        switch timer {
        case .cron: return []
        case .systemd:
            let directory = try systemdDirectory()
            return [
                (DataDirectory.join(directory, ReminderUnits.serviceName), units.systemdService),
                (DataDirectory.join(directory, ReminderUnits.timerName), units.systemdTimer),
            ]
        case .launchd:
            return [(DataDirectory.join(try launchAgents(), ReminderUnits.label + ".plist"), units.launchdPlist)]
        }
    }

    /// The one command that starts the installed timer.
    var enableCommand: String {
        switch timer {
        case .cron: "crontab -e"
        case .systemd: "systemctl --user daemon-reload && systemctl --user enable --now \(ReminderUnits.timerName)"
        case .launchd:
            "launchctl bootstrap gui/$(id -u) ~/Library/LaunchAgents/\(ReminderUnits.label).plist"
        }
    }

    /// The one command that stops it, once its files are gone.
    var disableCommand: String {
        switch timer {
        case .cron: "crontab -e"
        case .systemd: "systemctl --user stop \(ReminderUnits.timerName) && systemctl --user daemon-reload"
        case .launchd: "launchctl bootout gui/$(id -u)/\(ReminderUnits.label)"
        }
    }

    /// Writes each file that differs; returns the paths written (empty: all were there).
    /// A file `habit` did not write at any of the paths refuses the whole install before
    /// anything is written.
    func write() throws -> [String] {
        let changed = try files().filter { path, text in
            FileManager.default.contents(atPath: path) != Data(text.utf8)
        }
        for (path, _) in changed {
            if let old = FileManager.default.contents(atPath: path), !Self.isOurs(old) {
                throw RemindError.notOurs(path)
            }
        }
        var written: [String] = []
        for (path, text) in changed {
            let directory = AtomicFile.parent(of: path)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw RemindError.unitFile(operation: "create directory", path: directory)
            }
            let name = DataDirectory.lastComponent(path)
            try AtomicFile().write(
                Array(text.utf8), to: path, through: DataDirectory.join(directory, ".\(name).tmp"), mode: 0o644,
                umask: true, exclusive: true)
            written.append(path)
        }
        return written
    }

    /// Removes the files `habit` wrote, and systemd's link that enabled the timer;
    /// returns the paths removed (empty: nothing was installed).
    func remove() throws -> [String] {
        var removed: [String] = []
        var paths = try files().map(\.path)
        if timer == .systemd {
            let wants = DataDirectory.join(
                DataDirectory.join(try systemdDirectory(), "timers.target.wants"), ReminderUnits.timerName)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: wants)) != nil { removed.append(wants) }
        }
        paths = paths.filter { path in
            guard let old = FileManager.default.contents(atPath: path) else { return false }
            return Self.isOurs(old)
        }
        for path in removed + paths {
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw RemindError.unitFile(operation: "remove", path: path)
            }
        }
        return removed + paths
    }

    /// Whether `bytes` is a file `habit remind install` wrote.
    static func isOurs(_ bytes: Data) -> Bool {
        String(decoding: bytes.prefix(200), as: UTF8.self).firstRange(of: ReminderUnits.marker) != nil
    }

    private func systemdDirectory() throws(RemindError) -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return DataDirectory.join(DataDirectory.join(config, "systemd"), "user")
        }
        return DataDirectory.join(try home(), ".config/systemd/user")
    }

    private func launchAgents() throws(RemindError) -> String { DataDirectory.join(try home(), "Library/LaunchAgents") }

    private func home() throws(RemindError) -> String {
        guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHome }
        return home
    }

}
