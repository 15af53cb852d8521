/// Splits the small, line-oriented data files (`habits`, `config`) into lines.
///
/// A leading UTF-8 byte-order mark is skipped, lines end at `\n`, and a `\r` before the
/// `\n` is not part of the line. A last line without a final newline is still a line.
/// The log has its own faster scanner (`LogParser`); these files are a few lines long.
enum TextLines {
    /// Calls `body` with each line's 1-based number and its bytes, in order.
    static func forEach(in bytes: [UInt8], _ body: (_ lineNumber: Int, _ line: ArraySlice<UInt8>) -> Void) {
        var lineNumber = 0
        var start = bytes.withUnsafeBufferPointer { LogBytes.byteOrderMarkLength($0) }
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            body(lineNumber, bytes[start..<stop])
            start = end + 1
        }
    }
}
