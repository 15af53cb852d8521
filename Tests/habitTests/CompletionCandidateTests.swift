import Foundation
import Testing

@testable import habit

/// The completion scripts offer only what the parser accepts: every option they offer,
/// global or a command's own, with every value they offer for it, goes through the
/// parser of that command.
@Suite struct CompletionCandidateTests {
    typealias Candidate = CompletionWalk.Candidate

    /// What bash offers, asked of bash itself; and what the fish script declares.
    static let bashCandidates: [Candidate] = (try? CompletionWalk.bash()) ?? []
    static let fishCandidates: [Candidate] = CompletionWalk.fish()

    /// A word the parser takes for a positional argument of each kind.
    static func sample(_ argument: ArgumentSpec) -> String {
        switch argument.completion {
        case .habitID: "gym"
        case .choices(let words): words.first ?? "x"
        case .command: "list"
        case .path, .none: "/tmp/x"
        }
    }

    /// Parses `habit [COMMAND] --OPTION [VALUE]` as `CLI.run` does, without running it. An
    /// option offered with no value gets a placeholder, which may be refused — but only as
    /// a value, never as an unknown option.
    static func parse(_ candidate: Candidate) throws {
        var tokens = (candidate.command.map { [$0] } ?? []) + [candidate.option]
        if CompletionWalk.takesValue(candidate.option, after: candidate.command) {
            tokens.append(candidate.value ?? "1")
        }
        var globals = GlobalOptions()
        var rest = try globals.extract(from: tokens)
        let name = candidate.command ?? TodayCommand.info.name
        if candidate.command != nil { rest.removeFirst() }
        guard let type = CommandTable.command(named: name) else {
            throw UsageError.unknownCommand(name, suggestion: nil)
        }
        if globals.help || globals.version { return }
        _ = try CLI.parse(type, tokens: rest + type.info.arguments.map(sample), globals: globals)
    }

    @Test func theWalkCoversEveryCommandAndOption() {
        let offered = Set(Completions.offered.map { type in type.info.name })
        for candidates in [Self.bashCandidates, Self.fishCandidates] {
            #expect(Set(candidates.compactMap(\.command)) == offered)
            let options = Set(candidates.map(\.option))
            #expect(
                options.isSuperset(of: ["--today", "--color", "--date", "--every", "--since", "--format", "--all"]))
            #expect(candidates.contains { $0.option == "--today" && $0.value == "yesterday" })
            #expect(candidates.contains { $0.command == "skip" && $0.option == "--to" && $0.value == "mon" })
            #expect(candidates.contains { $0.command == "list" && $0.option == "--json" })
            #expect(candidates.count > 200)
        }
    }

    @Test(arguments: bashCandidates)
    func everyCandidateBashOffersIsAccepted(candidate: Candidate) {
        Self.expectAccepted(candidate)
    }

    @Test(arguments: fishCandidates)
    func everyCandidateFishDeclaresIsAccepted(candidate: Candidate) {
        Self.expectAccepted(candidate)
    }

    /// `move --to` takes a position, not a date; `export` prints no JSON: the scripts offer
    /// neither what `skip --to` takes nor `--json` there.
    @Test func valuesAndGlobalsFollowTheCommand() {
        for candidates in [Self.bashCandidates, Self.fishCandidates] {
            #expect(!candidates.contains { $0.command == "move" && $0.option == "--to" && $0.value != nil })
            #expect(!candidates.contains { $0.command == "export" && $0.option == "--json" })
            #expect(!candidates.contains { $0.command == "verify" && $0.option == "--json" })
        }
    }

    static func expectAccepted(_ candidate: Candidate) {
        do {
            try Self.parse(candidate)
        } catch let error as UsageError {
            switch error {
            // The line is short of what the command needs (`--to` needs `--from`, `move`
            // needs `--to`, `edit` something to change) or has a sample positional too
            // many (`skip --all`, `stats --tag T ID`): the option and its value were taken.
            case .optionNeedsOption, .conflictingOptions, .missingArgument, .nothingToEdit, .tagWithID: break
            case .unexpectedArgument(let word, _):
                #expect(word != candidate.value && word != candidate.option, "\(candidate): \(error)")
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
                    do {
                        _ = try CLI.parse(type, tokens: tokens, globals: GlobalOptions())
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
