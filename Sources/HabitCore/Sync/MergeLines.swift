/// Lines of a data file as the merges see them: each line's bytes without its newline.
enum MergeLines {
    /// The lines of `bytes`; a last line without a newline is still a line.
    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lines.append(Array(bytes[start..<end]))
            start = end + 1
        }
        return lines
    }

    /// `lines`, each followed by a newline.
    static func join(_ lines: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// How often each line occurs.
    static func counts(_ lines: [[UInt8]]) -> [[UInt8]: Int] {
        var counts: [[UInt8]: Int] = [:]
        for line in lines { counts[line, default: 0] += 1 }
        return counts
    }

    /// The lines of `a` that `b` holds too, as often as both hold them, in `a`'s order:
    /// the base of a two-way merge.
    static func common(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var left = counts(split(b))
        var out: [[UInt8]] = []
        for line in split(a) where left[line, default: 0] > 0 {
            left[line, default: 0] -= 1
            out.append(line)
        }
        return join(out)
    }

    /// Whether `a` sorts before `b` byte by byte.
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool { a.lexicographicallyPrecedes(b) }
}
