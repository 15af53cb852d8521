import Foundation

/// The `habit` executable: hands the process's arguments, environment, terminal and
/// clock to `CLI.run` and exits with its status.
@main
enum HabitMain {
    static func main() {
        let status = CLI.run(
            ProcessEnvironment.arguments(),
            environment: ProcessEnvironment.variables(),
            stdout: FileSink(descriptor: 1, stream: .standardOutput),
            stderr: FileSink(descriptor: 2, stream: .standardError),
            terminal: TerminalInfo.probe(),
            stdin: StandardInput(),
            now: Date())
        exit(status)
    }
}
