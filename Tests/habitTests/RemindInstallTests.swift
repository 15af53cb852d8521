import Foundation
import HabitCore
import Testing

@testable import habit

/// `habit remind install` and `uninstall` (docs/reminders.md, "Installing"): the crontab
/// line, the systemd units (checked by the real `systemd-analyze verify`) and the launchd
/// agent, with the absolute paths of the binary and the data directory.
@Suite struct RemindInstallTests {
    /// A harness with its units under `xdg-config` and a `notify-send` on `PATH`, so the
    /// service notifies (RemindHeadlessTests has the machine without one).
    static func harness() -> (Harness, config: String) {
        var harness = Harness()
        let config = harness.root + "/xdg-config"
        harness.environment["XDG_CONFIG_HOME"] = config
        let bin = harness.root + "/bin"
        try? FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: bin + "/notify-send", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        harness.environment["PATH"] = bin + ":/usr/bin:/bin"
        return (harness, config)
    }

    @Test func theCronLineIsFiveTimeFieldsAndTheQuotedCommand() throws {
        let (harness, _) = Self.harness()
        defer { harness.cleanUp() }
        for (every, schedule) in [("15m", "*/15 * * * *"), ("1m", "*/1 * * * *"), ("2h", "0 */2 * * *")] {
            let output = harness.ok(["remind", "install", "cron", "--every", every])
            let line = try #require(output.split(separator: "\n").last.map(String.init))
            #expect(line.hasPrefix(schedule + " '/"))
            let fields = line.split(separator: " ", maxSplits: 5).map(String.init)
            // minute hour day month weekday, each a number, `*` or `*/N`.
            let field = try Regex(#"^(\*|\*/[0-9]+|[0-9]+)$"#)
            #expect(fields.prefix(5).allSatisfy { $0.wholeMatch(of: field) != nil })
            #expect(fields[5].hasSuffix("' '--data-dir' '\(harness.directory)' 'remind'"))
        }
        #expect(harness.ok(["remind", "uninstall", "cron"]).contains("crontab -e"))
    }

    @Test func systemdUnitsAreWrittenOnceAndRemovedByUninstall() throws {
        let (harness, config) = Self.harness()
        defer { harness.cleanUp() }
        let printed = harness.ok(["remind", "install", "systemd"])
        #expect(printed.contains("Save as \(config)/systemd/user/habit-remind.service:"))
        #expect(printed.contains("Persistent=true"))
        #expect(!FileManager.default.fileExists(atPath: config + "/systemd/user"))
        let written = harness.ok(["remind", "install", "systemd", "--write"])
        let service = config + "/systemd/user/habit-remind.service"
        let timer = config + "/systemd/user/habit-remind.timer"
        #expect(
            written == "Wrote \(service) and \(timer).\n"
                + "Enable with: systemctl --user daemon-reload && systemctl --user enable --now habit-remind.timer\n")
        let text = try String(contentsOfFile: service, encoding: .utf8)
        #expect(text.contains("ExecStart=\"/"))
        #expect(text.contains("\" \"--data-dir\" \"\(harness.directory)\" \"remind\" \"--notify\"\n"))
        #expect(
            try String(contentsOfFile: timer, encoding: .utf8).contains(
                "OnCalendar=*-*-* *:00/15:00\nPersistent=true\n"))
        let again = harness.ok(["remind", "install", "systemd", "--write"])
        #expect(again.hasPrefix("Already installed: "))
        // `systemctl enable` links the timer; uninstall removes the link with the units.
        let wants = config + "/systemd/user/timers.target.wants"
        try FileManager.default.createDirectory(atPath: wants, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: wants + "/habit-remind.timer", withDestinationPath: timer)
        let removed = harness.ok(["remind", "uninstall", "systemd"])
        #expect(removed.hasPrefix("Removed "))
        #expect(removed.contains("Stop it with: systemctl --user stop habit-remind.timer"))
        for path in [service, timer, wants + "/habit-remind.timer"] {
            #expect((try? FileManager.default.attributesOfItem(atPath: path)) == nil, "\(path)")
        }
        #expect(harness.ok(["remind", "uninstall", "systemd"]).hasPrefix("Nothing to remove"))
    }

    @Test func aUnitFileHabitDidNotWriteIsLeftAlone() throws {
        let (harness, config) = Self.harness()
        defer { harness.cleanUp() }
        let directory = config + "/systemd/user"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/habit-remind.service", contents: Data("[Unit]\n".utf8))
        let result = harness.run(["remind", "install", "systemd", "--write"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("was not written by habit; left as it is"))
        #expect(harness.ok(["remind", "uninstall", "systemd"]).hasPrefix("Nothing to remove"))
        #expect(FileManager.default.contents(atPath: directory + "/habit-remind.service") == Data("[Unit]\n".utf8))
    }

    /// Where `systemd-analyze` is, if anywhere.
    static let systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The real `systemd-analyze verify` on the written units (`.ci/run` installs it).
    @Test(.enabled(if: systemdAnalyze != nil, "systemd-analyze is not installed: apt-get install -y systemd"))
    func systemdAnalyzeVerifiesTheUnits() throws {
        let tool = try #require(Self.systemdAnalyze)
        let (harness, config) = Self.harness()
        defer { harness.cleanUp() }
        for every in ["15m", "1h"] {
            _ = harness.ok(["remind", "uninstall", "systemd"])
            _ = harness.ok(["remind", "install", "systemd", "--write", "--every", every])
            let directory = config + "/systemd/user"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["verify", directory + "/habit-remind.timer", directory + "/habit-remind.service"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output)")
            #expect(!output.contains("habit-remind"), "\(output)")
        }
    }

    @Test func theLaunchdAgentIsAPropertyList() throws {
        let (harness, _) = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["remind", "install", "launchd", "--write", "--every", "30m"])
        let path = harness.root + "/Library/LaunchAgents/local.habit.remind.plist"
        let data = try #require(FileManager.default.contents(atPath: path))
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist["Label"] as? String == "local.habit.remind")
        #expect(plist["StartInterval"] as? Int == 1800)
        #expect(plist["RunAtLoad"] as? Bool == true)
        let arguments = try #require(plist["ProgramArguments"] as? [String])
        #expect(arguments.first?.hasPrefix("/") == true)
        #expect(Array(arguments.dropFirst()) == ["--data-dir", harness.directory, "remind", "--notify"])
        #expect(harness.ok(["remind", "uninstall", "launchd"]).hasPrefix("Removed \(path)."))
    }
}
