/// What each timer installs to run `habit remind` (docs/reminders.md, "Installing"): the
/// crontab line, the systemd user service and timer, the launchd agent. Each names the
/// binary and the data directory by absolute path; each file starts with `marker`, so
/// `uninstall` removes only what `habit` wrote.
struct ReminderUnits {
    /// The absolute path of the `habit` binary.
    let binary: String
    /// The absolute path of the data directory.
    let dataDirectory: String
    let interval: ReminderTimer.Interval
    /// Whether the desktop timers run `remind --notify`: only where the notifier is there
    /// at install time, else `remind` alone, which prints to the journal (docs/reminders.md).
    var notify = true

    /// The systemd units' names and the launchd agent's label.
    static let serviceName = "habit-remind.service"
    static let timerName = "habit-remind.timer"
    static let label = "local.habit.remind"
    /// What the first line of a file `habit` wrote says.
    static let marker = "Written by 'habit remind install"

    /// The command the timer runs, as arguments; the desktop timers add `--notify`.
    func arguments(notify: Bool) -> [String] {
        [binary, "--data-dir", dataDirectory, "remind"] + (notify ? ["--notify"] : [])
    }

    /// The crontab line: cron mails what `habit remind` prints, and it prints only when a
    /// reminder is due. Each argument single-quoted; `%` escaped, as cron reads it as a
    /// newline.
    var cronLine: String {
        let schedule =
            interval.minutes < 60 ? "*/\(interval.minutes) * * * *" : "0 */\(interval.minutes / 60) * * *"
        let command = arguments(notify: false).map { argument in
            "'" + argument.replacing("'", with: "'\\''") + "'"
        }
        return schedule + " " + command.joinedText(separator: " ").replacing("%", with: "\\%")
    }

    /// The systemd user service: one run of `habit remind --notify` (or `habit remind`).
    var systemdService: String {
        let command = arguments(notify: notify).map { argument in
            "\""
                + argument.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
                .replacing("%", with: "%%").replacing("$", with: "$$") + "\""
        }
        return """
            # \(Self.marker) systemd' (docs/reminders.md)
            [Unit]
            Description=habit reminders

            [Service]
            Type=oneshot
            ExecStart=\(command.joinedText(separator: " "))

            """
    }

    /// The systemd user timer: every `interval` by the calendar, `Persistent=true` so a
    /// run missed while the machine was off or asleep happens at the next start.
    var systemdTimer: String {
        let calendar =
            interval.minutes < 60 ? "*-*-* *:00/\(interval.minutes):00" : "*-*-* 00/\(interval.minutes / 60):00:00"
        return """
            # \(Self.marker) systemd' (docs/reminders.md)
            [Unit]
            Description=habit reminders every \(interval.words)

            [Timer]
            OnCalendar=\(calendar)
            Persistent=true
            AccuracySec=30s

            [Install]
            WantedBy=timers.target

            """
    }

    /// The launchd agent: `habit remind --notify` every `interval`, and once at load.
    var launchdPlist: String {
        let strings = arguments(notify: notify).map { "        <string>\(Self.xml($0))</string>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- \(Self.marker) launchd' (docs/reminders.md) -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>Label</key>
                <string>\(Self.label)</string>
                <key>ProgramArguments</key>
                <array>
            \(strings.joinedText(separator: "\n"))
                </array>
                <key>StartInterval</key>
                <integer>\(interval.minutes * 60)</integer>
                <key>RunAtLoad</key>
                <true/>
            </dict>
            </plist>

            """
    }

    /// `text` escaped for XML character data.
    static func xml(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }
}
