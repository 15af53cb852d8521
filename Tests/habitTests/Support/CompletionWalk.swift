import Foundation
import HabitTestSupport

@testable import habit

/// The completion scripts as a shell runs them: every word the bash script offers, asked
/// of bash itself with `COMP_WORDS` set as the shell sets it, and every option and value
/// the fish script declares, read from its `complete` lines. The tests put each through
/// the parser (`CLI.parse`).
enum CompletionWalk {
    /// One offered word: an option after `command` (`nil`: before any command), with one
    /// offered value (`nil` when the shell offers none for it, or it is a flag).
    struct Candidate: Sendable, CustomStringConvertible {
        var command: String?
        var option: String
        var value: String?
        var description: String {
            (["habit"] + (command.map { [$0] } ?? []) + [option] + (value.map { [$0] } ?? [])).joined(separator: " ")
        }
    }

    /// Every option the bash script offers before a command and after each command it
    /// offers, each with every value it offers for it.
    static func bash() throws -> [Candidate] {
        let script = Completions.bash()
        let commands = try ask(script, [[""]]).first ?? []
        let top: [String] = ["--"]
        var queries: [[String]] = [top]
        for command in commands { queries.append([command, "--"]) }
        let options = try ask(script, queries)
        var pairs: [(command: String?, option: String)] = options[0].map { (nil, $0) }
        for (index, command) in commands.enumerated() {
            pairs += options[index + 1].map { (command, $0) }
        }
        let values = try ask(script, pairs.map { ($0.command.map { [$0] } ?? []) + [$0.option, ""] })
        return zip(pairs, values).flatMap { pair, words -> [Candidate] in
            // A flag completes the next word as a positional: it offers no value.
            let offered = takesValue(pair.option, after: pair.command) ? words : []
            guard !offered.isEmpty else { return [Candidate(command: pair.command, option: pair.option, value: nil)] }
            return offered.map { Candidate(command: pair.command, option: pair.option, value: $0) }
        }
    }

    /// Every option the fish script declares, for each command its condition names (or
    /// every command, without a condition), with the values it lists.
    static func fish() -> [Candidate] {
        let script = Completions.fish()
        let commands = Completions.offered.map { type in type.info.name }
        var result: [Candidate] = []
        for line in script.split(separator: "\n") where line.contains(" -l ") {
            let words = quotedWords(String(line))
            guard let nameIndex = words.firstIndex(of: "-l"), nameIndex + 1 < words.count else { continue }
            let option = "--" + words[nameIndex + 1]
            var scope: [String?] = [nil] + commands.map { Optional($0) }
            if let condition = words.firstIndex(of: "-n").map({ words[$0 + 1] }) {
                let named = condition.split(separator: " ").drop { $0 != "__fish_seen_subcommand_from" }.dropFirst()
                scope = (condition.hasPrefix("__fish_use_subcommand") ? [nil] : []) + named.map { String($0) }
            }
            var values = words.firstIndex(of: "-a").map { words[$0 + 1].split(separator: " ").map(String.init) } ?? []
            // `(habit completions tags)`: a command fish runs, no fixed word to check.
            if values.first?.hasPrefix("(") == true { values = [] }
            for command in scope {
                if values.isEmpty {
                    result.append(Candidate(command: command, option: option, value: nil))
                } else {
                    result += values.map { Candidate(command: command, option: option, value: $0) }
                }
            }
        }
        return result
    }

    /// Whether the parser takes a value after `option` (of `command`, or a global one).
    static func takesValue(_ option: String, after command: String?) -> Bool {
        let own = command.flatMap { CommandTable.command(named: $0)?.options } ?? []
        return (own + GlobalOption.specs).first { "--" + $0.name == option }?.value != nil
    }

    /// `COMPREPLY` of the bash script's `_habit` for each query, with a `habit` on hand that
    /// knows the habit `ids` (a shell function, as `habit completions ids` would print them).
    static func bashReplies(_ queries: [[String]], ids: [String]) throws -> [[String]] {
        let fake = "habit() { [[ \"$*\" == *'completions ids'* ]] && printf '%s\\n' \(ids.joined(separator: " ")); }\n"
        return try ask(fake + Completions.bash(), queries)
    }

    /// Runs the bash script's `_habit` once per query (the words after `habit`, the last
    /// one being completed) in one bash process, and returns each query's `COMPREPLY`.
    private static func ask(_ script: String, _ queries: [[String]]) throws -> [[String]] {
        var driver = script + "\n"
        for query in queries {
            let words = (["habit"] + query).map(quote).joined(separator: " ")
            driver += "COMP_WORDS=(\(words)); COMP_CWORD=\(query.count); COMPREPLY=(); _habit\n"
            driver += "printf '%s\\n' \"${COMPREPLY[*]}\"\n"
        }
        // No `habit` on the path to ask for ids.
        let text = try ChildOutput.of(
            "/bin/bash", ["--noprofile", "--norc", "-c", driver], environment: ["PATH": "/nonexistent"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return queries.indices.map { index in
            index < lines.count ? lines[index].split(separator: " ").map(String.init) : []
        }
    }

    private static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A `complete` line's words, with `'…'` kept as one word (quotes dropped).
    private static func quotedWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "'" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
