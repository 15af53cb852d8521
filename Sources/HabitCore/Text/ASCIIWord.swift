/// Eight bytes of text tested at once, read as one 64-bit word: each test treats every
/// byte alike, so it holds whatever the order the bytes were loaded in.
package enum ASCIIWord {
    /// Whether each byte of `word` is printable ASCII, 0x20 to 0x7E: none with its high
    /// bit set, none below 0x20, none 0x7F (a byte is zero in `word ^ 0x7F…` exactly where
    /// it was 0x7F). With no high bit set, a byte below 0x20 is the one whose subtraction
    /// of 0x20 borrows into its high bit: the lowest such byte always does, whatever
    /// borrows the bytes above it take.
    @inlinable @inline(__always)
    package static func isPrintable(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let del = word ^ (0x7F * ones)
        return (word | (word &- 0x20 * ones) | (del &- ones) & ~del) & high == 0
    }
}
