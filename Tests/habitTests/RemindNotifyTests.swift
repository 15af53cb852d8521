import Foundation
import HabitCore
import Testing

@testable import habit

/// `habit remind --notify` (docs/reminders.md): each reminder said is also shown through
/// `notify-send`, found on `PATH`; without it, exit 69 and nothing recorded as said.
@Suite struct RemindNotifyTests {
    /// A harness with `meditate` due at 07:30 and a `bin` directory for tools.
    static func harness() throws -> (Harness, bin: String) {
        let harness = Harness(
            habits: "meditate since=2026-11-01 remind=07:30 name=\"Morning meditation\"\n",
            log: "2026-11-20 meditate\n")
        let bin = harness.root + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        return (harness, bin)
    }

    static func run(_ harness: Harness, path: String, at now: String = "2026-11-21T07:31") -> RunResult {
        harness.run(["remind", "--notify"], extra: ["HABIT_TODAY": "", "HABIT_NOW": now, "PATH": path])
    }

    @Test func aFakeNotifySendReceivesTheTitleAndTheBody() throws {
        let (harness, bin) = try Self.harness()
        defer { harness.cleanUp() }
        let received = harness.root + "/received"
        let script = "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done >> '\(received)'\n"
        _ = FileManager.default.createFile(
            atPath: bin + "/notify-send", contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        let result = Self.run(harness, path: bin + ":/usr/bin:/bin")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "meditate — Morning meditation: not done yet (streak ● 1 day at risk)\n")
        let arguments = try String(contentsOfFile: received, encoding: .utf8)
        #expect(
            arguments == "--app-name=habit\nmeditate — Morning meditation\nnot done yet (streak ● 1 day at risk)\n")
        // Said once: the next run shows nothing.
        #expect(Self.run(harness, path: bin + ":/usr/bin:/bin", at: "2026-11-21T07:46").stdout == "")
        #expect(try String(contentsOfFile: received, encoding: .utf8) == arguments)
    }

    @Test func aMissingNotifySendIsExit69AndTheReminderIsStillDue() throws {
        let (harness, bin) = try Self.harness()
        defer { harness.cleanUp() }
        let result = Self.run(harness, path: bin)
        #expect(result.status == 69)
        #expect(
            result.stderr
                == "habit: error: cannot send notifications: 'notify-send' is not on PATH; install it, "
                + "or run 'habit remind' without --notify\n")
        #expect(harness.read(".reminded") == nil)
        let plain = harness.run(["remind"], extra: ["HABIT_TODAY": "", "HABIT_NOW": "2026-11-21T07:40"])
        #expect(plain.stdout.hasPrefix("meditate"))
    }

    @Test func nothingDueNeedsNoNotifier() throws {
        let (harness, bin) = try Self.harness()
        defer { harness.cleanUp() }
        let result = Self.run(harness, path: bin, at: "2026-11-21T07:00")
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
    }
}
