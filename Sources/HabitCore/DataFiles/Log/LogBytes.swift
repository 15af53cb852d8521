/// Byte-level helpers shared by the data-file scanners.
package enum LogBytes {
    /// The number of `\n` bytes, sixteen at a time: each lane of a 16-byte vector counts
    /// the newlines met in its position, up to 255 vectors in a row (a lane's byte then
    /// holds at most 255), and the lanes are added up after each run. Compiled to a load,
    /// a compare and a subtraction per 16 bytes: `check` counts the lines it passes over
    /// this way (`LogParser.parseLines`).
    package static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let newline = SIMD16<UInt8>(repeating: LogGrammar.newline)
        var count = 0
        var i = 0
        let vectors = bytes.count / 16
        var done = 0
        while done < vectors {
            let run = min(vectors &- done, 255)
            var lanes = SIMD16<UInt8>()
            for _ in 0..<run {
                let chunk = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                lanes &+= SIMD16<UInt8>.zero.replacing(with: 1, where: chunk .== newline)
                i &+= 16
            }
            count &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            done &+= run
        }
        while i < bytes.count {
            if bytes[i] == LogGrammar.newline { count += 1 }
            i += 1
        }
        return count
    }

    /// The offset of the last `\n` in `bytes` at or after `start`, or `nil`. Scans
    /// backwards: a piece of a log has a newline within its last few dozen bytes.
    static func lastNewline(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var i = bytes.count
        while i > start {
            i -= 1
            if bytes[i] == LogGrammar.newline { return i }
        }
        return nil
    }

    /// 3 when `bytes` start with a UTF-8 byte-order mark (some editors write one), else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mark = LogGrammar.byteOrderMark
        return bytes.count >= 3 && bytes[0] == mark.0 && bytes[1] == mark.1 && bytes[2] == mark.2 ? 3 : 0
    }
}
