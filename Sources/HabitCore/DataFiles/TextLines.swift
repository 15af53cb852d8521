/// Splits the small, line-oriented data files (`habits`, `config`) into lines.
///
/// A leading UTF-8 byte-order mark is skipped, lines end at `\n`, and a `\r` before the
/// `\n` is not part of the line's content (it stays in its raw bytes, so a line kept
/// verbatim is written back byte for byte). A last line without a final newline is still
/// a line. The log has its own faster scanner (`LogParser`); these files are a few lines
/// long.
enum TextLines {
    /// Calls `body` with each line's 1-based number, its content (without `\r`) and its
    /// raw bytes (with the `\r`, if any; never the `\n`), in order.
    static func forEach(
        in bytes: [UInt8],
        _ body: (_ lineNumber: Int, _ content: ArraySlice<UInt8>, _ raw: ArraySlice<UInt8>) -> Void
    ) {
        var lineNumber = 0
        var start = bytes.withUnsafeBufferPointer { LogBytes.byteOrderMarkLength($0) }
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            body(lineNumber, bytes[start..<stop], bytes[start..<end])
            start = end + 1
        }
    }

    /// The 0-based offset of the first carriage return in a line's content (its `\r`
    /// before the `\n` taken off), or `nil`: a line that holds one is a file whose lines
    /// end with carriage returns only, read as one line (docs/data-format.md, "Common
    /// rules").
    static func carriageReturn(in content: ArraySlice<UInt8>) -> Int? {
        content.firstIndex(of: UInt8(ascii: "\r")).map { $0 - content.startIndex }
    }

    /// The 0-based offset of the first byte in `bytes` that is not part of valid UTF-8,
    /// or `nil` when all of it is valid.
    static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>) -> Int? {
        // Every byte below 0x80 is valid on its own: the common, all-ASCII line costs one pass.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
