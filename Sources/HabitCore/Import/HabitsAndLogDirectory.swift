/// The directory layout harsh and habitctl share: a `habits` file beside a `log` file.
enum HabitsAndLogDirectory {
    /// Reads both files of `directory` and hands them to `parse`.
    ///
    /// A file with content of which not one line has the expected shape is refused as the
    /// wrong format, naming the shape (`habitsShape`, `logShape`) it looked for.
    static func read(
        _ directory: String, format: ImportFormat, habitsShape: String, logShape: String,
        parse: (_ habits: SourceFile, _ log: SourceFile) -> HarshImporter.Parsed
    ) throws(ImportError) -> ImportBatch {
        try SourceFile.requireDirectory(directory)
        let habitsPath = ImportPaths.join(directory, "habits")
        let logPath = ImportPaths.join(directory, "log")
        let habits = try SourceFile.read(habitsPath, name: "habits", format: format)
        let log = try SourceFile.read(logPath, name: "log", format: format)
        let parsed = parse(habits, log)
        if parsed.habitsLookWrong {
            throw .wrongFormat(path: habitsPath, format: format, reason: "no line has the form '\(Echo.token(habitsShape))'")
        }
        if parsed.logLooksWrong {
            throw .wrongFormat(path: logPath, format: format, reason: "no line has the form '\(Echo.token(logShape))'")
        }
        return parsed.batch
    }
}
