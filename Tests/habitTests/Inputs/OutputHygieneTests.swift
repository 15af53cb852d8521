import Foundation
import HabitCore
import Testing

@testable import habit

/// Messages never carry control bytes or huge tokens to the terminal; repeated options
/// and flags are usage errors; a data directory path that is not UTF-8 is refused
/// (docs/cli.md, "Messages" and "Exit codes and errors").
@Suite struct OutputHygieneTests {
    /// Whether `text` has a control character other than the newlines ending its lines.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    }

    @Test(arguments: [
        ["remove", "x", "--yes", "--yes"], ["--json", "--json", "list"], ["list", "--json", "--json"],
        ["list", "--all", "--all"], ["--ascii", "list", "--ascii"], ["-h", "--help"], ["--version", "--version"],
        ["check", "x", "--date", "today", "--date=today"],
    ])
    func repeatedOptionsAndFlagsAreUsageErrors(_ arguments: [String]) {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x"]).status == 0)
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: option '--"))
        #expect(result.stderr.hasSuffix("' given more than once\n"))
        #expect(result.stdout.isEmpty)
        #expect(harness.contents() == before)
    }

    @Test func controlBytesFromDataFilesAreEscapedInVerifyAndWarnings() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x"]).status == 0)
        harness.write("log", "2026-11-20 x \u{1B}[2J\u{07}\n2026-1\u{0}-01 x\n2026-11-20 \u{1B}]0;pwned\u{07} done\n")
        harness.write("config", "week-start = \u{1B}[31mfriday\n")
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect(!Self.hasControl(verify.stdout + verify.stderr))
        #expect(verify.stdout.contains("invalid action '\\u{1b}[2J\\u{7}'"))
        #expect(verify.stdout.contains("invalid date '2026-1\\u{0}-01'"))
        let list = harness.run(["list"])
        #expect(!Self.hasControl(list.stderr))
        #expect(list.stderr.contains("habit: warning: log:1:14:"))
        let add = harness.run(["add", "y"])
        #expect(add.status == 65)
        #expect(!Self.hasControl(add.stderr))
    }

    @Test func controlBytesOnTheCommandLineAreEscaped() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x"]).status == 0)
        for arguments in [
            ["check", "a\u{1B}[31mb"], ["chec\u{1B}k"], ["list", "--a\u{1B}ll"], ["check", "x", "--date", "\u{9B}2J"],
        ] {
            let result = harness.run(arguments)
            #expect(result.status == 64 || result.status == 1)
            #expect(!Self.hasControl(result.stderr), "\(arguments)")
            #expect(result.stderr.contains("\\u{"), "\(arguments)")
        }
    }

    @Test func aHugeTokenIsCutAtEightyCharacters() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.run(["add", "x"]).status == 0)
        let huge = String(repeating: "z", count: 1_000_000)
        for arguments in [[huge], ["check", huge], ["check", "x", "--date", huge], ["list", "--" + huge]] {
            let result = harness.run(arguments)
            #expect(result.status == 64 || result.status == 1)
            #expect(result.stderr.utf8.count < 400, "\(result.stderr.prefix(100))")
            #expect(result.stderr.contains(String(repeating: "z", count: 78) + "…"))
        }
        harness.write("log", "2026-11-20 " + huge + "\n")
        let verify = harness.run(["verify"])
        #expect(verify.stdout.utf8.count < 400)
        #expect(verify.stdout.contains(String(repeating: "z", count: 80) + "…'"))
    }

    /// `String(cString:)`, which reads `argv` and `environ`, puts U+FFFD where bytes are not
    /// UTF-8; such a path would name another directory, so it is refused.
    @Test(arguments: ["--data-dir", "HABIT_HOME", "HOME"])
    func aDataDirectoryThatIsNotUTF8IsRefused(_ source: String) {
        let harness = Harness()
        defer { harness.cleanUp() }
        let bytes: [CChar] = Array("\(harness.root)/caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let path = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
        #expect(path.unicodeScalars.contains("\u{FFFD}"))
        var extra = ["HABIT_HOME": "", "XDG_DATA_HOME": ""]
        var arguments = ["add", "x"]
        if source == "--data-dir" { arguments = ["--data-dir", path] + arguments } else { extra[source] = path }
        let result = harness.run(arguments, extra: extra)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("habit: error: the data directory from \(source) is not valid UTF-8"))
        let made = (try? FileManager.default.contentsOfDirectory(atPath: harness.root)) ?? []
        #expect(!made.contains { $0.hasPrefix("caf") })
    }

    @Test func aBadTimezoneValueOnTheCommandLineIsAUsageError() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["config", "timezone", "Mars/Base"])
        #expect(result.status == 64)
        #expect(harness.contents().isEmpty)
    }
}
