import Foundation
import HabitCore
import Testing

@testable import habit

/// Reminders on a machine without a desktop (docs/reminders.md): units that print where
/// no notifier is, a notifier that fails falling back to printing, a launchd agent written
/// on a system without launchd, an install refused whole, a catch-up run that names each
/// slot once, and a record read whatever its line ends.
@Suite struct RemindHeadlessTests {
    /// A harness with its units under `xdg-config` and an empty `bin` on `PATH`.
    static func harness() throws -> (Harness, bin: String, units: String) {
        var harness = RemindCommandTests.harness()
        let bin = harness.root + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        harness.environment["PATH"] = bin
        harness.environment["XDG_CONFIG_HOME"] = harness.root + "/xdg-config"
        return (harness, bin, harness.root + "/xdg-config/systemd/user")
    }

    /// A `notify-send` in `bin` that runs `body`.
    static func notifier(in bin: String, _ body: String) {
        _ = FileManager.default.createFile(
            atPath: bin + "/notify-send", contents: Data("#!/bin/sh\n\(body)\n".utf8),
            attributes: [.posixPermissions: 0o755])
    }

    @Test func withoutANotifierTheServicePrintsAndTheInstallSaysSo() throws {
        let (harness, _, units) = try Self.harness()
        defer { harness.cleanUp() }
        let output = harness.ok(["remind", "install", "systemd", "--write"])
        #expect(output.contains("No 'notify-send' on PATH: the service runs 'habit remind' without --notify"))
        let service = try String(contentsOfFile: units + "/habit-remind.service", encoding: .utf8)
        #expect(service.contains("\"remind\"\n"))
        #expect(!service.contains("--notify"))
    }

    @Test func withANotifierTheServiceNotifies() throws {
        let (harness, bin, units) = try Self.harness()
        defer { harness.cleanUp() }
        Self.notifier(in: bin, "exit 0")
        let output = harness.ok(["remind", "install", "systemd", "--write"])
        #expect(!output.contains("No 'notify-send'"))
        let service = try String(contentsOfFile: units + "/habit-remind.service", encoding: .utf8)
        #expect(service.contains("\"remind\" \"--notify\"\n"))
    }

    /// `notify-send` without a session bus fails: the reminder is printed, said once, exit 0.
    @Test func aFailingNotifierFallsBackToPrinting() throws {
        let (harness, bin, _) = try Self.harness()
        defer { harness.cleanUp() }
        Self.notifier(in: bin, "echo 'cannot open display' >&2; exit 1")
        let result = RemindCommandTests.remind(harness, at: "2026-11-21T07:31", ["--notify"])
        #expect(result.status == 0)
        #expect(result.stdout == "meditate — Morning meditation: not done yet (streak ● 2 days at risk)\n")
        #expect(
            result.stderr
                == "habit: warning: 'notify-send' failed with exit status 1; the reminders were printed only\n")
        #expect(RemindCommandTests.remind(harness, at: "2026-11-21T07:46", ["--notify"]).stdout == "")
    }

    #if !os(macOS)
        @Test func aLaunchdAgentOnThisSystemSaysItIsForMacOS() throws {
            let (harness, _, _) = try Self.harness()
            defer { harness.cleanUp() }
            let path = harness.root + "/Library/LaunchAgents/local.habit.remind.plist"
            let written = harness.ok(["remind", "install", "launchd", "--write"])
            #expect(written.hasPrefix("Wrote \(path).\nThis is a launchd agent, for macOS: this system has no launchd"))
            #expect(harness.ok(["remind", "install", "launchd"]).contains("for macOS"))
        }
    #endif

    /// A timer `habit` did not write refuses the install before the service is written.
    @Test func anInstallRefusedOverAForeignFileWritesNothing() throws {
        let (harness, _, units) = try Self.harness()
        defer { harness.cleanUp() }
        try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: units + "/habit-remind.timer", contents: Data("[Timer]\n".utf8))
        let result = harness.run(["remind", "install", "systemd", "--write"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("habit-remind.timer' was not written by habit"))
        #expect(!FileManager.default.fileExists(atPath: units + "/habit-remind.service"))
        #expect(FileManager.default.contents(atPath: units + "/habit-remind.timer") == Data("[Timer]\n".utf8))
    }

    /// The first run of the day at 18:05 catches up with water's 12:00 and its 18:00: one
    /// line naming both times.
    @Test func aCatchUpRunNamesEachMissedSlotOnce() throws {
        let (harness, _, _) = try Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "meditate"])
        let result = RemindCommandTests.remind(harness, at: "2026-11-21T18:05")
        #expect(result.stdout == "water: 3 of 8 glasses (reminders 12:00, 18:00)\n")
        #expect(RemindCommandTests.remind(harness, at: "2026-11-21T18:20").stdout == "")
    }

    @Test(arguments: [
        "2026-11-21 meditate 07:30\r\n", "2026-11-21 meditate 07:30\0", "2026-11-21 meditate 07:30\0\0\n",
    ])
    func aRecordLineWithACarriageReturnOrANulIsRead(record: String) throws {
        let (harness, _, _) = try Self.harness()
        defer { harness.cleanUp() }
        harness.write(".reminded", "# habit remind: reminders sent today (docs/reminders.md)\r\n" + record)
        #expect(RemindCommandTests.remind(harness, at: "2026-11-21T07:40").stdout == "")
    }
}
