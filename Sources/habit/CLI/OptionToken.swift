/// A word of the command line that reads as an option: the one reader of `--name`,
/// `--name=value` and `-h`, for the global options and every command's own
/// (docs/cli.md, "Parsing").
///
/// Any word that starts with `-` reads as one, except `-` (standard input, a value) and
/// `--` (the end of the options), so a stray `-x` is refused as an unknown option.
struct OptionToken {
    /// How many dashes lead: 2 for `--name`, 1 for `-h`.
    let dashes: Int
    /// The name after the dashes, up to the first `=`.
    let name: Substring
    /// What follows the first `=`, if there is one: `--note=a b` carries `a b`.
    let inline: String?

    init?(_ word: String) {
        guard word.hasPrefix("-"), word != "-", word != "--" else { return nil }
        let body = word.drop { $0 == "-" }
        dashes = word.distance(from: word.startIndex, to: body.startIndex)
        name = body.prefix { $0 != "=" }
        inline = name.endIndex == body.endIndex ? nil : String(body[body.index(after: name.endIndex)...])
    }

    /// Whether the word is `--name` or `--name=…` for the option called `option`.
    func names(_ option: OptionSpec) -> Bool { dashes == 2 && name == option.name }

    /// The word as the option a slip of it may have meant: `--nte` for `-nte=x`.
    var asLongOption: String { "--" + name }
}
