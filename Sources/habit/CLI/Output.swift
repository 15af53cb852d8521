#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's text goes: standard output, standard error, or a buffer in tests.
protocol TextSink: AnyObject {
    /// Appends `text` as is (callers add their own newlines).
    func write(_ text: String)
}

/// A sink that collects everything written to it, for tests and for `demo`.
final class BufferSink: TextSink {
    /// Everything written so far.
    private(set) var text = ""

    init() {}

    func write(_ text: String) { self.text += text }
}

/// A sink over a file descriptor, written with `write(2)` so a closed pipe or a full
/// disk is an error code rather than a trap.
final class FileSink: TextSink {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = sysWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe (`habit list | head`) is not an error worth reporting.
                }
                offset += written
            }
        }
    }
}

/// `write(2)`, named apart from the `write` methods of the types that call it.
func sysWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
