import Foundation
import HabitTestSupport
import Testing

@testable import habit

/// The completion scripts run by bash, zsh and fish themselves, with the built `habit` on
/// `PATH` answering `habit completions ids` (docs/cli.md, "demo and completions"): paths
/// after `import FORMAT`, `--output` and `--data-dir`; no hidden command; at each id
/// position only the ids it takes.
@Suite(.serialized) struct CompletionShellTests {
    /// Where each shell is, if anywhere (`.ci/run` installs them).
    static func shell(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// A data directory with `run` (tagged `morning`), `bike`, `old` (archived) and `ex`
    /// (made of run and bike); a working directory with a file `harsh.txt` and a folder
    /// `notes`; `habit` on `PATH`.
    struct Setup {
        let harness: Harness
        let work: String
        let environment: [String: String]

        init() throws {
            let harness = Harness()
            _ = harness.ok(["add", "run", "--tag", "morning"])
            _ = harness.ok(["add", "bike"])
            _ = harness.ok(["add", "old"])
            _ = harness.ok(["archive", "old"])
            _ = harness.ok(["add", "ex", "--any-of", "run,bike"])
            work = harness.root + "/work"
            try FileManager.default.createDirectory(atPath: work + "/notes", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: work + "/harsh.txt", contents: Data())
            let bin = harness.root + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: bin + "/habit", withDestinationPath: try BinaryTests.executable().path)
            environment = [
                "PATH": bin + ":/usr/bin:/bin", "HABIT_HOME": harness.directory, "HOME": harness.root,
                "HABIT_TODAY": Harness.today, "TZ": "UTC", "LANG": "C.UTF-8",
            ]
            self.harness = harness
        }

        /// Runs `program` with `arguments` in the working directory; its standard output.
        func run(_ program: String, _ arguments: [String]) throws -> String {
            try ChildOutput.of(program, arguments, in: work, environment: environment)
        }
    }

    /// The lines typed after `habit` and what each must complete to, as a set.
    static let queries: [(line: [String], expected: Set<String>)] = [
        (["check", ""], ["run", "bike", "@morning"]),
        (["skip", "run", ""], ["run", "bike", "@morning"]),
        (["ask", ""], ["run", "bike", "ex", "@morning"]),
        (["status", ""], ["run", "bike", "old", "ex", "@morning"]),
        (["rename", ""], ["run", "bike", "old", "ex"]),
        (["archive", ""], ["run", "bike", "ex"]),
        (["unarchive", ""], ["old"]),
        (["import", "harsh", ""], ["harsh.txt", "notes"]),
        (["export", "--output", ""], ["harsh.txt", "notes"]),
        (["report", "--html", "--output", ""], ["harsh.txt", "notes"]),
        (["--data-dir", ""], ["notes"]),
    ]

    /// A shell's words for `line`; the hidden commands are never among the commands.
    static func expectAnswers(_ answer: ([String]) throws -> Set<String>) throws {
        for (line, expected) in queries {
            #expect(try answer(line) == expected, "habit \(line.joined(separator: " "))")
        }
        let commands = try answer([""])
        #expect(commands.contains("check") && commands.contains("import"))
        #expect(!commands.contains("man"))
    }

    @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
    func bashCompletesWhatEachPositionTakes() throws {
        let setup = try Setup()
        defer { setup.harness.cleanUp() }
        try Self.expectAnswers { line in
            let words = (["habit"] + line).map { "'\($0)'" }.joined(separator: " ")
            let script = """
                source <(habit completions bash)
                COMP_WORDS=(\(words)); COMP_CWORD=\(line.count); _habit
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let output = try setup.run(try #require(Self.shell("bash")), ["--noprofile", "--norc", "-c", script])
            return Set(output.split(separator: "\n").map(String.init))
        }
    }

    /// zsh runs the bash function through `bashcompinit`'s `compgen -F`, as a Tab does;
    /// zsh filters by what is typed itself, so every word is asked with nothing typed.
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed: apt-get install -y zsh"))
    func zshCompletesWhatEachPositionTakes() throws {
        let setup = try Setup()
        defer { setup.harness.cleanUp() }
        try Self.expectAnswers { line in
            let words = (["habit"] + line).map { "'\($0)'" }.joined(separator: " ")
            let script = """
                autoload -U compinit && compinit -u
                source <(habit completions zsh)
                COMP_WORDS=(\(words)); COMP_CWORD=\(line.count)
                compgen -F _habit -- ''
                """
            let output = try setup.run(try #require(Self.shell("zsh")), ["-f", "-c", script])
            return Set(output.split(separator: "\n").map(String.init))
        }
    }

    /// The script as installed (`_habit` on `fpath`, loaded by `compinit`) answers the very
    /// first Tab: an interactive zsh on a pseudo-terminal (`zpty`) is typed `habit
    /// unarchive <Tab>`, then the line is echoed.
    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed: apt-get install -y zsh"))
    func zshAnswersTheFirstTab() throws {
        let setup = try Setup()
        defer { setup.harness.cleanUp() }
        let functions = setup.harness.root + "/zsh-functions"
        try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
        try Data(Completions.zsh().utf8).write(to: URL(fileURLWithPath: functions + "/_habit"))
        let script = """
            zmodload zsh/zpty
            zpty z zsh -f -i
            zpty -w z 'PS1="> "; fpath=(\(functions) $fpath); autoload -U compinit; compinit -u -D'
            zpty -w -n z $'habit unarchive \\t'
            sleep 1
            zpty -w z $'\\C-aecho @\\C-e@'
            zpty -w z 'exit'
            all=""
            while zpty -r z chunk; do all+=$chunk; done
            print -r -- "$all"
            """
        let output = try setup.run(try #require(Self.shell("zsh")), ["-f", "-c", script])
        #expect(output.contains("\n@habit unarchive old"), "\(output.suffix(300))")
    }

    /// fish answers `complete -C` as it answers a Tab.
    @Test(.enabled(if: shell("fish") != nil, "fish is not installed: apt-get install -y fish"))
    func fishCompletesWhatEachPositionTakes() throws {
        let setup = try Setup()
        defer { setup.harness.cleanUp() }
        try Self.expectAnswers { line in
            let typed = (["habit"] + line).joined(separator: " ")
            let script = "habit completions fish | source; complete -C '\(typed)'"
            let output = try setup.run(try #require(Self.shell("fish")), ["--no-config", "-c", script])
            // `word\tdescription`; a folder ends in `/`.
            return Set(
                output.split(separator: "\n").map { line in
                    String(line.prefix { $0 != "\t" }).trimmingSuffix("/")
                })
        }
    }
}

extension String {
    /// The string without `suffix` at its end, when it has it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
