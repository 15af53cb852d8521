/// Where a command reads what a person types, or a pipe gives, one line at a time:
/// standard input, or given lines in tests and the demo. Injected with the terminal, so
/// every prompt (`ask`, a backdate's `[y/N]`) reads through the same seam.
protocol LineSource: AnyObject {
    /// The next line without its newline, or `nil` at the end of input.
    func readLine() -> String?
}

/// The process's standard input.
final class StandardInput: LineSource {
    init() {}

    func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}

/// Given lines, one answer each, as from a pipe; then the end of input.
final class GivenLines: LineSource {
    private var lines: [String]
    private var index = 0

    init(_ lines: [String]) { self.lines = lines }

    func readLine() -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
    }
}
