import Foundation
import HabitCore

/// The whole command line as a function: arguments in, text out, exit status back.
///
/// No global state: the environment, the terminal, the clock and the output streams are
/// parameters, so tests run every command in process.
enum CLI {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Runs `habit` with `arguments` (without the program name) and returns the exit status.
    static func run(
        _ arguments: [String], environment: [String: String], stdout: any TextSink, stderr: any TextSink,
        terminal: TerminalInfo = .pipe, now: Date = Date(), fileSystem: any FileSystem = SystemFileSystem()
    ) -> Int32 {
        var globals = GlobalOptions()
        var rest: [String] = []
        do {
            rest = try globals.extract(from: arguments)
        } catch {
            return report(error, to: stderr).rawValue
        }
        let style = Style.resolve(
            choice: globals.color, ascii: globals.ascii, environment: environment, terminal: terminal)
        if globals.version {
            stdout.write("habit \(version)\n")
            return ExitCode.ok.rawValue
        }
        let explicit = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let name = explicit ?? TodayCommand.info.name
        if explicit != nil { rest.removeFirst() }
        if globals.help && explicit == nil {
            stdout.write(Help.overview(style: style))
            return ExitCode.ok.rawValue
        }
        guard let type = CommandTable.command(named: name) else {
            let error = UsageError.unknownCommand(
                name, suggestion: Suggestion.closest(to: name, in: CommandTable.names))
            return report(error, to: stderr).rawValue
        }
        if globals.help {
            stdout.write(Help.command(type.info, style: style))
            return ExitCode.ok.rawValue
        }
        let context = Context(
            environment: environment, stdout: stdout, stderr: stderr, style: style, globals: globals, now: now,
            fileSystem: fileSystem)
        do {
            var parser = Arguments(command: name, tokens: rest, known: type.info.options)
            let command = try type.init(parsing: &parser)
            try parser.finish()
            if globals.json && !type.info.readsJSON {
                throw UsageError.unknownOption("--json", command: name, suggestion: nil)
            }
            return try command.run(in: context).rawValue
        } catch {
            return report(error, to: stderr).rawValue
        }
    }

    /// Writes `habit: error: …` and returns the error's exit status. The message goes
    /// through `Echo.line`, so whatever a token held, no control byte reaches the terminal.
    static func report(_ error: any Error, to stderr: any TextSink) -> ExitCode {
        let (message, status) = describe(error)
        stderr.write("habit: error: \(Echo.line(message))\n")
        return status
    }

    /// The message and exit status of `error`.
    private static func describe(_ error: any Error) -> (String, ExitCode) {
        if let error = error as? any ExitingError { return (error.description, error.exitCode) }
        if let error = error as? ValueError { return (error.description, .usage) }
        if let error = error as? StoreError { return (error.description, ExitCode(error)) }
        if let error = error as? ClockError {
            if case .unknownTimeZone = error { return (error.description, .dataError) }
            return (error.description, .usage)
        }
        return (String(describing: error), .failure)
    }
}

/// The options every command accepts, taken out of the argument list wherever they
/// appear before `--`.
struct GlobalOptions: Sendable {
    var dataDirectory: String?
    var today: Day?
    var color: Style.ColorChoice = .auto
    var json = false
    var ascii = false
    var help = false
    var version = false

    /// Removes the global options from `arguments` and returns what is left.
    mutating func extract(from arguments: [String]) throws(UsageError) -> [String] {
        var rest: [String] = []
        var index = 0
        // A handful of names at most: an array, which (unlike a `Set<String>`) needs no
        // type metadata made at run time.
        var seen: [String] = []
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if token == "--" {
                rest.append(contentsOf: arguments[(index - 1)...])
                break
            }
            let (name, inline) = Self.split(token)
            let valued = ["data-dir", "today", "color"]
            if valued.contains(name) {
                var value = inline
                if value == nil {
                    guard index < arguments.count else { throw .missingValue(option: name, command: "habit") }
                    value = arguments[index]
                    index += 1
                }
                guard !seen.contains(name) else { throw .repeatedOption(name) }
                seen.append(name)
                try set(name, to: value ?? "")
                continue
            }
            let flag: String
            switch token {
            case "--json": flag = "json"
            case "--ascii": flag = "ascii"
            case "-h", "--help": flag = "help"
            case "--version": flag = "version"
            default:
                rest.append(token)
                continue
            }
            // A flag given twice is a usage error, as an option is (docs/cli.md).
            guard !seen.contains(flag) else { throw .repeatedOption(flag) }
            seen.append(flag)
            switch flag {
            case "json": json = true
            case "ascii": ascii = true
            case "help": help = true
            default: version = true
            }
        }
        return rest
    }

    private mutating func set(_ name: String, to value: String) throws(UsageError) {
        switch name {
        case "data-dir":
            guard !value.isEmpty else { throw .missingValue(option: name, command: "habit") }
            dataDirectory = value
        case "today":
            guard let day = Day(value) else { throw .invalidValue(.invalidDate(value)) }
            today = day
        default:
            guard let choice = Style.ColorChoice(rawValue: value) else {
                throw .invalidChoice(
                    option: name, value: value, choices: Style.ColorChoice.allCases.map { $0.rawValue })
            }
            color = choice
        }
    }

    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--") else { return ("", nil) }
        let body = token.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
