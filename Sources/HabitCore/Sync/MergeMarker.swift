/// git's conflict markers (`<<<<<<< `, `|||||||`, `=======`, `>>>>>>> `): a data file that
/// holds them gets one message, not one per line (docs/sync.md, "Before device files").
package enum MergeMarker {
    /// Whether `line` starts with a marker: seven `<`, `|`, `=` or `>`, then a blank or
    /// the end of the line.
    package static func starts(_ line: some Collection<UInt8>) -> Bool {
        guard let first = line.first, [60, 124, 61, 62].contains(first) else { return false }
        var count = 0
        for byte in line {
            if byte == first {
                count += 1
                if count > 7 { return false }
            } else {
                return count == 7 && (byte == 32 || byte == 9 || byte == 13)
            }
        }
        return count == 7
    }
}
