import HabitCore
import HabitImport

/// `habit export`: every habit and every effective entry, as CSV or JSON, to standard
/// output or a file (docs/import.md).
struct ExportCommand: Command {
    static let info = CommandInfo(
        name: "export", summary: "write all habits and entries as CSV or JSON",
        discussion: """
            The export carries every habit (archived ones too) and, per habit and day, the
            state that day ends in, with its notes. 'habit import csv FILE' (or json) reads
            it back.
            Examples:
              habit export > habits.csv
              habit export --format json --output habits.json
            """)

    enum Option: CommandOption {
        case format, output

        var spec: OptionSpec {
            switch self {
            case .format:
                OptionSpec(
                    name: "format", value: "FORMAT", summary: "csv (default) or json",
                    completion: .choices(ExportFormat.allCases.map { $0.rawValue }))
            case .output:
                OptionSpec(
                    name: "output", value: "FILE", summary: "write to FILE instead of standard output",
                    completion: .file)
            }
        }
    }

    let format: ExportFormat
    let output: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        let name = try arguments.value(.format) ?? ExportFormat.csv.rawValue
        guard let format = ExportFormat(rawValue: name) else {
            throw UsageError.invalidChoice(
                option: "format", value: name, choices: ExportFormat.allCases.map { $0.rawValue })
        }
        self.format = format
        output = try arguments.value(.output)
    }

    func run(in context: Context) throws -> ExitCode {
        if let output {
            try ExportTarget.check(output, dataDirectory: try context.dataDirectory(), fileSystem: context.fileSystem)
        }
        let session = try context.session()
        let habits = session.snapshot.habits
        let entries = session.snapshot.log.entries
        // The session's grouping by habit, which puts entries written under a former id
        // with the habit that lists it (docs/data-format.md, `was=`).
        let groups = session.entryIndices
        // The text is written as it is made, a piece at a time (docs/performance.md,
        // "Wide data sets"); a refused export writes nothing.
        let export = { (emit: @escaping (String) -> Void) throws(ExportError) in
            switch format {
            case .csv: try Exporter.writeCSV(habits: habits, entries: entries, groups: groups, to: emit)
            case .json: try Exporter.writeJSON(habits: habits, entries: entries, groups: groups, to: emit)
            }
        }
        guard let output else {
            try export { context.write($0) }
            return .ok
        }
        try ExportFile.write(to: output, fileSystem: context.fileSystem) { emit in
            try export { emit(Array($0.utf8)) }
        }
        context.stderr.write("Exported \(habits.count) habit\(habits.count == 1 ? "" : "s") to '\(output)'.\n")
        return .ok
    }
}
