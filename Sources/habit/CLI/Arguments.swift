/// A cursor over one command's arguments.
///
/// Forms: `--name value`, `--name=value`, flags `--name`, `-h` for `--help`, and `--`,
/// after which everything is positional (so an id or a note may start with `-`). A
/// command first takes its options (in any order, anywhere on the line), then its
/// positionals, then calls `finish()`, which rejects anything left over. Options the
/// command does not know are reported with a "did you mean".
struct Arguments {
    /// The command being parsed, for messages.
    let command: String
    /// The options this command accepts (its own; the global ones are gone by now).
    let known: [OptionSpec]
    private var tokens: [String]
    private var positionalsOnly: [String] = []
    /// How many of `tokens` and of `positionalsOnly` `next()` has returned: a cursor, so
    /// that taking many ids (`check h0 … h39999`) is linear (docs/performance.md).
    private var taken = 0
    private var takenAfterDashes = 0
    /// Whether the tokens left were found free of unknown options; taking tokens never
    /// adds one, so the check is made once.
    private var optionsChecked = false

    init(command: String, tokens: [String], known: [OptionSpec]) {
        self.command = command
        self.known = known
        if let dashes = tokens.firstIndex(of: "--") {
            self.tokens = Array(tokens[..<dashes])
            self.positionalsOnly = Array(tokens[(dashes + 1)...])
        } else {
            self.tokens = tokens
        }
    }

    /// The value of `--name`, if given; at most once. `name` must be one of the command's
    /// declared options, so help and completions show every option the parser takes.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        let values = try options(name)
        if values.count > 1 { throw .repeatedOption(name) }
        return values.first
    }

    /// Every value of `--name`, in the order given: for an option that may be repeated
    /// (`--remind 08:00 --remind 20:30`). `name` must be one of the command's declared
    /// options.
    mutating func options(_ name: String) throws(UsageError) -> [String] {
        assert(isDeclared(name, value: true), "'--\(name)' is not in the option table of '\(command)'")
        var values: [String] = []
        var index = taken
        while index < tokens.count {
            let token = tokens[index]
            if token == "--\(name)" {
                guard index + 1 < tokens.count else { throw .missingValue(option: name, command: command) }
                values.append(tokens[index + 1])
                tokens.removeSubrange(index...(index + 1))
            } else if token.hasPrefix("--\(name)=") {
                values.append(String(token.dropFirst(name.count + 3)))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// Whether the flag `--name` is present; at most once. `name` must be one of the
    /// command's declared flags.
    mutating func flag(_ name: String) throws(UsageError) -> Bool {
        assert(isDeclared(name, value: false), "'--\(name)' is not a flag in the option table of '\(command)'")
        var found = false
        var index = taken
        while index < tokens.count {
            if tokens[index] == "--\(name)" {
                if found { throw .repeatedOption(name) }
                tokens.remove(at: index)
                found = true
            } else if tokens[index].hasPrefix("--\(name)=") {
                throw .flagWithValue(name)
            } else {
                index += 1
            }
        }
        return found
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

    /// Whether the command's table declares `--name`, taking a value or not.
    private func isDeclared(_ name: String, value: Bool) -> Bool {
        known.contains { $0.name == name && ($0.value != nil) == value }
    }

    private func rejectUnknownOptions() throws(UsageError) {
        guard !optionsChecked else { return }
        for token in tokens[taken...] where token.hasPrefix("-") && token != "-" {
            let name = token.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" })
            let candidates = (known + GlobalOption.all).map { "--" + $0.name }
            throw .unknownOption(
                token, command: command, suggestion: Suggestion.closest(to: "--" + name, in: candidates))
        }
    }
}
