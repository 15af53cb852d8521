import Foundation
import Testing

@testable import habit

/// The completion scripts offer only what the parser accepts: every option they offer,
/// global or a command's own, with every value they offer for it, goes through the
/// parser of that command.
@Suite struct CompletionCandidateTests {
    /// One offered word: an option of a command, with one offered value.
    struct Candidate: Sendable, CustomStringConvertible {
        var command: String
        var option: OptionSpec
        var value: String?
        var description: String { "habit \(command) --\(option.name)" + (value.map { " \($0)" } ?? "") }
    }

    /// Every option of every command, each with every value the scripts offer for it
    /// (or once, with no value offered, when they offer none).
    static var candidates: [Candidate] {
        CommandTable.commands.flatMap { type in
            (type.info.options + GlobalOption.all).flatMap { option in
                let values = Completions.values(for: option.completion)
                return values.isEmpty
                    ? [Candidate(command: type.info.name, option: option, value: nil)]
                    : values.map { Candidate(command: type.info.name, option: option, value: $0) }
            }
        }
    }

    /// A word the parser takes for a positional argument of each kind.
    static func sample(_ argument: ArgumentSpec) -> String {
        switch argument.completion {
        case .habitID: "gym"
        case .choices(let words): words.first ?? "x"
        case .command: "list"
        case .path, .none: "/tmp/x"
        }
    }

    /// Parses `habit COMMAND --OPTION VALUE` the way `CLI.run` does, without running it.
    /// An option with no offered value gets a placeholder, which may be refused — but only
    /// as a value, never as an unknown option.
    static func parse(_ candidate: Candidate) throws {
        guard let type = CommandTable.command(named: candidate.command) else {
            throw UsageError.unknownCommand(candidate.command, suggestion: nil)
        }
        var tokens = ["--" + candidate.option.name]
        if candidate.option.value != nil { tokens.append(candidate.value ?? "1") }
        var globals = GlobalOptions()
        let rest = try globals.extract(from: tokens + type.info.arguments.map(sample))
        var parser = Arguments(command: candidate.command, tokens: rest, known: type.info.options)
        _ = try type.init(parsing: &parser)
        try parser.finish()
    }

    @Test func theWalkCoversEveryGlobalAndCommandOption() {
        let names = Set(Self.candidates.map(\.option.name))
        #expect(names.isSuperset(of: ["today", "color", "date", "every", "since", "format", "dry-run", "all"]))
        #expect(Self.candidates.contains { $0.option.name == "today" && $0.value == "yesterday" })
        #expect(Self.candidates.count > 100)
    }

    @Test(arguments: candidates)
    func everyOfferedCandidateIsAccepted(candidate: Candidate) {
        do {
            try Self.parse(candidate)
        } catch let error as UsageError {
            switch error {
            // The line is short of what the command needs (`--to` needs `--from`, `move`
            // needs `--to`, `edit` something to change) or has a sample positional too
            // many (`skip --all`): the option and its value were taken.
            case .optionNeedsOption, .conflictingOptions, .missingArgument, .nothingToEdit: break
            case .unexpectedArgument(let word, _):
                #expect(word != candidate.value && word != "--" + candidate.option.name, "\(candidate): \(error)")
            // A value refused: only the placeholder of a free value may be.
            case .invalidValue, .invalidCount:
                #expect(candidate.value == nil, "\(candidate) refused: \(error)")
            default:
                Issue.record("\(candidate) refused: \(error)")
            }
        } catch {
            // A value error may come from a placeholder only, never from an offered value.
            #expect(candidate.value == nil, "\(candidate) refused: \(error)")
        }
    }

    /// What the scripts print for an option's value is what `Completions.values` gives.
    @Test func theScriptsOfferTheWalkedValues() {
        let bash = Completions.bash()
        let fish = Completions.fish()
        for option in GlobalOption.all where !Completions.values(for: option.completion).isEmpty {
            let words = Completions.values(for: option.completion).joined(separator: " ")
            #expect(bash.contains("--\(option.name)) COMPREPLY=($(compgen -W \"\(words)\""))
            #expect(fish.contains("-l \(option.name) -r -d '\(option.summary)' -a '\(words)'"))
        }
    }

    /// Every word offered for a positional argument (`completions bash`, `import loop`,
    /// `config week-start`, `help list`) is taken by the command's parser.
    @Test func everyOfferedArgumentWordIsAccepted() throws {
        for type in CommandTable.commands {
            let arguments = type.info.arguments
            for (index, argument) in arguments.enumerated() {
                let words: [String] =
                    switch argument.completion {
                    case .choices(let words): words
                    case .command: CommandTable.names
                    case .habitID, .path, .none: []
                    }
                for word in words {
                    var tokens = arguments.map(Self.sample)
                    tokens[index] = word
                    var parser = Arguments(command: type.info.name, tokens: tokens, known: type.info.options)
                    do {
                        _ = try type.init(parsing: &parser)
                        try parser.finish()
                    } catch UsageError.missingArgument, UsageError.nothingToEdit {
                        // Short of an option the command needs; the word was taken.
                    } catch {
                        Issue.record("habit \(type.info.name) \(tokens.joined(separator: " ")) refused: \(error)")
                    }
                }
            }
        }
    }
}
