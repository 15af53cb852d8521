/// A cursor over one command's arguments.
///
/// Forms: `--name value`, `--name=value`, flags `--name`, `-h` for `--help`, and `--`,
/// after which everything is positional (so an id or a note may start with `-`). A
/// command first takes its options (in any order, anywhere on the line), then its
/// positionals, then calls `finish()`, which rejects anything left over. Options the
/// command does not know are reported with a "did you mean".
///
/// The options are the cases of the command's `Option` type: what the command may read
/// is what its table declares, checked by the compiler.
struct Arguments<Option: CommandOption> {
    /// The command being parsed, for messages.
    let command: String
    private var tokens: [String]
    private var positionalsOnly: [String] = []
    /// How many of `tokens` and of `positionalsOnly` `next()` has returned: a cursor, so
    /// that taking many ids (`check h0 … h39999`) is linear (docs/performance.md).
    private var taken = 0
    private var takenAfterDashes = 0
    /// Whether the tokens left were found free of unknown options; taking tokens never
    /// adds one, so the check is made once.
    private var optionsChecked = false

    init(command: String, tokens: [String]) {
        self.command = command
        if let dashes = tokens.firstIndex(of: "--") {
            self.tokens = Array(tokens[..<dashes])
            self.positionalsOnly = Array(tokens[(dashes + 1)...])
        } else {
            self.tokens = tokens
        }
    }

    /// The value of `--name`, if given; at most once. `option` takes a value.
    mutating func value(_ option: Option) throws(UsageError) -> String? {
        let found = try values(option)
        if found.count > 1 { throw .repeatedOption(option.spec.name) }
        return found.first
    }

    /// Every value of `--name`, in the order given: for an option that may be repeated
    /// (`--remind 08:00 --remind 20:30`). `option` takes a value.
    mutating func values(_ option: Option) throws(UsageError) -> [String] {
        let spec = option.spec
        precondition(spec.value != nil, "'--\(spec.name)' of '\(command)' is a flag")
        var found: [String] = []
        var index = taken
        while index < tokens.count {
            guard let word = OptionToken(tokens[index]), word.names(spec) else {
                index += 1
                continue
            }
            if let inline = word.inline {
                found.append(inline)
                tokens.remove(at: index)
            } else {
                guard index + 1 < tokens.count else { throw .missingValue(option: spec.name, command: command) }
                found.append(tokens[index + 1])
                tokens.removeSubrange(index...(index + 1))
            }
        }
        return found
    }

    /// Whether the flag `--name` is present; at most once. `option` takes no value.
    mutating func flag(_ option: Option) throws(UsageError) -> Bool {
        let spec = option.spec
        precondition(spec.value == nil, "'--\(spec.name)' of '\(command)' takes a value")
        var found = false
        var index = taken
        while index < tokens.count {
            guard let word = OptionToken(tokens[index]), word.names(spec) else {
                index += 1
                continue
            }
            if word.inline != nil { throw .flagWithValue(spec.name) }
            if found { throw .repeatedOption(spec.name) }
            tokens.remove(at: index)
            found = true
        }
        return found
    }

    /// The one flag of `choices` given, if any (`--week`, `--month` or `--year`); two of
    /// them are a usage error naming the first two in the order of `choices`.
    mutating func oneOf(_ choices: [Option]) throws(UsageError) -> Option? {
        var chosen: [Option] = []
        for option in choices where try flag(option) { chosen.append(option) }
        if chosen.count > 1 { throw .conflictingOptions(chosen[0].name, chosen[1].name) }
        return chosen.first
    }

    /// The next positional argument, or `nil` when there is none.
    mutating func next() throws(UsageError) -> String? {
        try rejectUnknownOptions()
        optionsChecked = true
        if taken < tokens.count {
            taken += 1
            return tokens[taken - 1]
        }
        if takenAfterDashes < positionalsOnly.count {
            takenAfterDashes += 1
            return positionalsOnly[takenAfterDashes - 1]
        }
        return nil
    }

    /// The next positional argument; a usage error naming `placeholder` when missing.
    mutating func required(_ placeholder: String) throws(UsageError) -> String {
        guard let value = try next() else { throw .missingArgument(placeholder, command: command) }
        return value
    }

    /// Fails on anything not taken.
    func finish() throws(UsageError) {
        try rejectUnknownOptions()
        if let extra = tokens[taken...].first ?? positionalsOnly[takenAfterDashes...].first {
            throw .unexpectedArgument(extra, command: command)
        }
    }

    private func rejectUnknownOptions() throws(UsageError) {
        guard !optionsChecked else { return }
        for token in tokens[taken...] {
            guard let word = OptionToken(token) else { continue }
            let candidates = (Option.specs + GlobalOption.specs).map { "--" + $0.name }
            throw .unknownOption(
                token, command: command, suggestion: Suggestion.closest(to: word.asLongOption, in: candidates))
        }
    }
}
