import Foundation
import Testing

@testable import habit

/// `habit man` (docs/cli.md, "The manual page"): `habit(1)` from the tables `habit help`
/// reads, lint-clean, with every command and option help shows, saying what help says.
@Suite struct ManPageTests {
    /// Where `mandoc` is, if anywhere (`.ci/run` installs it).
    static let mandoc = ["/usr/bin/mandoc", "/usr/local/bin/mandoc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `mandoc` with `arguments` on the page; its standard output and error, together.
    static func mandoc(_ arguments: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-\(UUID().uuidString).1")
        try Data(ManPage.render().utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.mandoc))
        process.arguments = arguments + [path.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacing(path.path, with: "habit.1")
    }

    /// `text` with overstrikes (`h\bh`) taken out and every run of white space one space.
    static func plain(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            if index + 1 < characters.count, characters[index + 1] == "\u{8}" {
                index += 1
                continue
            }
            let character = characters[index].isWhitespace ? " " : characters[index]
            if character != " " || (out.last.map { $0 != " " } ?? false) { out.append(character) }
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    @Test func theManCommandPrintsThePageAndIsHiddenFromHelp() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let page = harness.ok(["man"])
        #expect(page == ManPage.render())
        #expect(page.contains(".TH HABIT 1 \(CLI.releaseDate) \"habit \(CLI.version)\""))
        for section in ["NAME", "SYNOPSIS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        #expect(!harness.ok(["help"]).contains("man "))
    }

    /// Every command `habit help` lists and every option it shows (global, and each
    /// command's own) has its entry in the page.
    @Test func everyCommandAndOptionHelpShowsIsInThePage() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let overview = harness.ok(["help"])
        let page = ManPage.render()
        for type in ManPage.shown {
            #expect(overview.contains("  \(type.info.name)  "), "\(type.info.name)")
            #expect(page.contains("\n.SS \(type.info.name)\n"), "\(type.info.name)")
            for option in type.options + GlobalOption.specs {
                #expect(page.contains(".TP\n" + Roff.bold("--" + option.name)), "\(type.info.name) --\(option.name)")
            }
        }
        #expect(!page.contains(".SS man\n"))
    }

    @Test(.enabled(if: mandoc != nil, "mandoc is not installed: apt-get install -y mandoc"))
    func mandocLintFindsNothing() throws {
        #expect(try Self.mandoc(["-T", "lint", "-W", "all"]) == "")
    }

    /// `habit help COMMAND` and the page, as `man` shows it, say the same: the usage line,
    /// the summary, each option with its help line and every line of the discussion.
    @Test(.enabled(if: mandoc != nil, "mandoc is not installed: apt-get install -y mandoc"))
    func helpAndThePageSayTheSame() throws {
        let page = Self.plain(try Self.mandoc(["-T", "utf8"]))
        let harness = Harness()
        defer { harness.cleanUp() }
        for type in ManPage.shown {
            let help = harness.ok(["help", type.info.name], columns: 10_000)
            var lines = help.split(separator: "\n").map { Self.plain(String($0)) }
            // The global options are the page's OPTIONS, said once.
            if let globals = lines.firstIndex(of: "Global options:") {
                let end = lines[globals...].firstIndex(of: "") ?? lines.endIndex
                lines.removeSubrange(globals..<min(end, globals + 1 + GlobalOption.allCases.count))
            }
            for line in lines where !line.isEmpty && line != "Options:" {
                let text = line.hasPrefix("Usage: ") ? String(line.dropFirst("Usage: ".count)) : line
                let found = page.contains(text)
                #expect(found, "habit help \(type.info.name): '\(text)' is not in the page")
            }
        }
    }
}
