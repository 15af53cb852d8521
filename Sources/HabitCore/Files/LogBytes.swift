#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte-level helpers shared by the data-file scanners.
enum LogBytes {
    /// The number of `\n` bytes, eight at a time: the byte flags of up to 31 words
    /// (`WordMarks.newlineFlags`) add up in one word, whose bytes then hold at most 31 each
    /// and sum to at most 248, which one multiplication adds into its top byte.
    static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var i = 0
        let words = bytes.count / 8
        var done = 0
        while done < words {
            let batch = min(words &- done, 31)
            var flags: UInt64 = 0
            for _ in 0..<batch {
                flags &+= WordMarks.newlineFlags(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i &+= 8
            }
            count &+= Int(truncatingIfNeeded: (flags &* WordMarks.ones) &>> 56)
            done &+= batch
        }
        while i < bytes.count {
            if bytes[i] == LogGrammar.newline { count += 1 }
            i += 1
        }
        return count
    }

    /// Whether two files' bytes are the same (both missing, or equal), compared by
    /// `memcmp`: `==` on `[UInt8]` goes a byte at a time, seven instructions a byte.
    static func same(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }
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
