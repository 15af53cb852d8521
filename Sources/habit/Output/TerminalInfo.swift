#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its standard output and input: whether each is a
/// terminal and, for output, how wide. Probed once in `main` and injected, so tests can
/// pretend.
struct TerminalInfo: Sendable, Equatable {
    /// Whether standard output is a terminal.
    var isTerminal: Bool
    /// The terminal's width in columns, when it reports one.
    var width: Int?
    /// Whether standard input is a terminal: a person typing, who sees their own typing
    /// and can be asked a question (`ask`, a backdate's confirmation).
    var inputIsTerminal = false

    /// Not a terminal: pipes or files.
    static let pipe = TerminalInfo(isTerminal: false, width: nil)

    /// Asks the operating system about standard output and standard input.
    static func probe() -> TerminalInfo {
        var info = probe(descriptor: STDOUT_FILENO)
        info.inputIsTerminal = isatty(STDIN_FILENO) == 1
        return info
    }

    /// Asks the operating system about output `descriptor`.
    static func probe(descriptor: Int32) -> TerminalInfo {
        guard isatty(descriptor) == 1 else { return .pipe }
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        if ioctl(descriptor, request, &size) == 0, size.ws_col > 0 {
            return TerminalInfo(isTerminal: true, width: Int(size.ws_col))
        }
        return TerminalInfo(isTerminal: true, width: nil)
    }
}
