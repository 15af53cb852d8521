import Foundation

/// The `habit` executable: hands the process's arguments, environment, terminal and
/// clock to `CLI.run` and exits with its status.
@main
enum HabitMain {
    static func main() {
        let status = CLI.run(
            ProcessEnvironment.arguments(),
            environment: ProcessEnvironment.variables(),
            stdout: FileSink(descriptor: 1),
            stderr: FileSink(descriptor: 2),
            terminal: TerminalInfo.probe(descriptor: 1),
            now: Date())
        exit(status)
    }
}
