#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its standard output: whether it is a terminal and, if
/// so, how wide. Probed once in `main` and injected, so tests can pretend.
struct TerminalInfo: Sendable, Equatable {
    /// Whether standard output is a terminal.
    var isTerminal: Bool
    /// The terminal's width in columns, when it reports one.
    var width: Int?

    /// Not a terminal: a pipe or a file.
    static let pipe = TerminalInfo(isTerminal: false, width: nil)

    /// Asks the operating system about `descriptor`.
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
