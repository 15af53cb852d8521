/// One problem found in a data file, with its place: `log:12:1: invalid date '2026-02-30':
/// expected YYYY-MM-DD`.
///
/// Lines and columns count from 1; columns count bytes (the same as characters for the
/// ASCII parts of a line, which is where every problem but a note's is found).
public struct ParseIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in.
    package var file: DataFile
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column (byte offset + 1) where the problem starts.
    package var column: Int
    /// What is wrong.
    package var problem: ParseProblem

    /// An issue at `file:line:column`.
    package init(file: DataFile, line: Int, column: Int, problem: ParseProblem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// Whether the issue is an error that blocks rewrites (docs/data-format.md, "Problems"). A torn last line
    /// (repaired by the next write) and an entry for an unknown habit are not.
    package var isError: Bool { problem.isError }

    /// `file:line:col: message`.
    public var description: String { "\(file.fileName):\(line):\(column): \(problem)" }
}
