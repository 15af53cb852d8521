import Foundation
import HabitCore

/// The whole command line as a function: arguments in, text out, exit status back.
///
/// No global state: the environment, the terminal, the clock and the output streams are
/// parameters, so tests run every command in process.
enum CLI {
    /// The version `--version` prints.
    static let version = "0.1.0"
    /// The day `version` was released: the manual page's date, as CHANGELOG's heading says.
    static let releaseDate = "2026-11-22"

    /// Runs `habit` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Output that could not be written (other than to a closed pipe) is reported after
    /// the command, and the status is then 74, whatever the command's own.
    static func run(
        _ arguments: [String], environment: [String: String], stdout: any TextSink, stderr: any TextSink,
        terminal: TerminalInfo = .pipe, stdin: any LineSource = GivenLines([]), now: Date = Date(),
        fileSystem: any FileSystem = SystemFileSystem()
    ) -> Int32 {
        var status = execute(
            arguments, environment: environment, stdout: stdout, stderr: stderr, terminal: terminal, stdin: stdin,
            now: now, fileSystem: fileSystem)
        if let failure = stdout.takeFailure() { status = report(failure, to: stderr) }
        if let failure = stderr.takeFailure() { status = ErrorClassifier.classify(failure).status }
        return status.rawValue
    }

    private static func execute(
        _ arguments: [String], environment: [String: String], stdout: any TextSink, stderr: any TextSink,
        terminal: TerminalInfo, stdin: any LineSource, now: Date, fileSystem: any FileSystem
    ) -> ExitCode {
        var globals = GlobalOptions()
        var rest: [String] = []
        do {
            rest = try globals.extract(from: arguments)
        } catch {
            return report(error, to: stderr)
        }
        let style = Style.resolve(
            choice: globals.color, ascii: globals.ascii, environment: environment, terminal: terminal)
        if globals.version {
            stdout.write("habit \(version)\n")
            return .ok
        }
        let explicit = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let name = explicit ?? TodayCommand.info.name
        if explicit != nil { rest.removeFirst() }
        if globals.help && explicit == nil {
            stdout.write(Help.overview(style: style))
            return .ok
        }
        guard let type = CommandTable.command(named: name) else {
            let error = UsageError.unknownCommand(
                name, suggestion: Suggestion.closest(to: name, in: CommandTable.names))
            return report(error, to: stderr)
        }
        if globals.help {
            stdout.write(Help.command(type, style: style))
            return .ok
        }
        let context = Context(
            environment: environment, stdout: stdout, stderr: stderr, terminal: terminal, stdin: stdin, style: style,
            globals: globals, now: now, fileSystem: fileSystem)
        do {
            let status = try parse(type, tokens: rest, globals: globals).run(in: context)
            context.keepTallies()
            return status
        } catch {
            return report(error, to: stderr)
        }
    }

    /// The command `type` with its own `tokens` (the global options already taken out),
    /// parsed and checked against the global options it accepts: the one place a command
    /// line becomes a command, which the completion tests walk.
    static func parse<C: Command>(_ type: C.Type, tokens: [String], globals: GlobalOptions) throws -> any Command {
        var parser = Arguments<C.Option>(command: type.info.name, tokens: tokens)
        let command = try type.init(parsing: &parser)
        try parser.finish()
        if globals.json && !type.info.readsJSON {
            // A command that writes JSON through its own option (`export --format json`) says so.
            let writesJSON = type.options.contains { option in
                guard option.name == "format", case .choices(let words) = option.completion else { return false }
                return words.contains("json")
            }
            throw UsageError.unknownOption(
                "--" + GlobalOption.json.spec.name, command: type.info.name,
                suggestion: writesJSON ? "--format json" : nil)
        }
        return command
    }

    /// Writes `habit: error: …` and returns the error's exit status (`ErrorClassifier`).
    /// The message goes through `Echo.line`, so whatever a token held, no control byte
    /// reaches the terminal.
    static func report(_ error: any Error, to stderr: any TextSink) -> ExitCode {
        let (message, status) = ErrorClassifier.classify(error)
        stderr.write("habit: error: \(Echo.line(message))\n")
        return status
    }
}
