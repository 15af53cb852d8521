import HabitCore

/// The global options of one run, taken out of the argument list wherever they appear
/// before `--` (docs/cli.md, "Parsing"). Which words are options, which take a value and
/// what a value may be come from the one table, `GlobalOption`.
struct GlobalOptions: Sendable {
    var dataDirectory: String?
    /// `--today` as typed: any form of a date argument, checked when parsed and read
    /// against the clock when today is needed (`Context.today(config:)`).
    var today: String?
    var color: Style.ColorChoice = .auto
    var json = false
    var ascii = false
    var help = false
    var version = false

    /// Removes the global options from `arguments` and returns what is left.
    mutating func extract(from arguments: [String]) throws -> [String] {
        var rest: [String] = []
        var index = 0
        // A handful of options at most: an array, which (unlike a `Set`) needs no type
        // metadata made at run time.
        var seen: [GlobalOption] = []
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if token == "--" {
                rest.append(contentsOf: arguments[(index - 1)...])
                break
            }
            guard let (option, inline) = GlobalOption.named(by: token) else {
                rest.append(token)
                continue
            }
            let name = option.spec.name
            var value = inline
            if option.spec.value == nil {
                guard inline == nil else { throw UsageError.flagWithValue(name) }
            } else if value == nil {
                guard index < arguments.count else { throw UsageError.missingValue(option: name, command: "habit") }
                value = arguments[index]
                index += 1
            }
            // A flag given twice is a usage error, as an option is (docs/cli.md).
            guard !seen.contains(option) else { throw UsageError.repeatedOption(name) }
            seen.append(option)
            try set(option, to: value ?? "")
        }
        return rest
    }

    private mutating func set(_ option: GlobalOption, to value: String) throws {
        switch option {
        case .dataDirectory:
            guard !value.isEmpty else { throw UsageError.missingValue(option: option.spec.name, command: "habit") }
            dataDirectory = value
        case .today:
            // Checked now, so a bad date is refused before anything runs; read against
            // the real today later. No form reaches further back from the last day than
            // from any other, so what is refused here is refused on every day.
            _ = try Clock.day(fromArgument: value, today: .maximum)
            today = value
        case .color:
            guard let choice = Style.ColorChoice(rawValue: value) else {
                throw UsageError.invalidChoice(
                    option: option.spec.name, value: value, choices: Style.ColorChoice.allCases.map { $0.rawValue })
            }
            color = choice
        case .json: json = true
        case .ascii: ascii = true
        case .help: help = true
        case .version: version = true
        }
    }
}
