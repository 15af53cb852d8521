#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's text goes: standard output, standard error, or a buffer in tests.
protocol TextSink: AnyObject {
    /// Appends `text` as is (callers add their own newlines).
    func write(_ text: String)
    /// Appends text given as its UTF-8 bytes, as is: output drawn as bytes goes out
    /// without being made a string first.
    func write(utf8 bytes: [UInt8])
    /// The write that failed, once: the first caller to take it reports it (`CLI.run`),
    /// later ones get `nil`.
    func takeFailure() -> OutputError?
}

extension TextSink {
    func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// A sink that collects everything written to it, for tests and for `demo`.
final class BufferSink: TextSink {
    /// Everything written so far.
    private(set) var text = ""

    init() {}

    func write(_ text: String) { self.text += text }

    func takeFailure() -> OutputError? { nil }
}

/// A sink over a file descriptor, written with `write(2)` so a closed pipe or a full
/// disk is an error code rather than a trap.
///
/// A closed pipe (`habit list | head`) ends the output quietly. Any other failure (a
/// full disk, an I/O error) ends it too and is kept for `CLI.run`, which reports it and
/// exits 74: `habit export > backup.csv` on a full disk must not look like a backup.
final class FileSink: TextSink {
    private let descriptor: Int32
    private let stream: OutputError.Stream
    /// Set once a write failed; nothing more is written after it.
    private var stopped = false
    private var failure: OutputError?

    /// A sink over `descriptor` (1 or 2), named as `stream` in messages.
    init(descriptor: Int32, stream: OutputError.Stream) {
        self.descriptor = descriptor
        self.stream = stream
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    func write(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    private func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard !stopped, let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = sysWrite(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            let code = written < 0 ? errno : EIO
            if code == EINTR { continue }
            stopped = true
            if code != EPIPE { failure = .cannotWrite(stream: stream, code: code) }
            return
        }
    }

    func takeFailure() -> OutputError? {
        defer { failure = nil }
        return failure
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
