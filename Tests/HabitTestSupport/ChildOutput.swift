import Foundation

/// A program run to its end with its standard output kept and its standard error
/// dropped: what the suites that drive `git`, `bash` or a shell's completion read back.
public enum ChildOutput {
    /// The standard output of `executable ARGUMENTS`, run in `directory` (the current one
    /// when `nil`) with `environment` (this process's when `nil`).
    public static func of(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
