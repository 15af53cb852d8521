/// A rewrite of a whole log (`LogFile.rewrite`) kept as what it changes: the old bytes
/// and the changed lines' new text. The new content is handed out a piece at a time —
/// runs of unchanged lines as slices of the old bytes, then each changed line — so the
/// store hashes it for the journal and streams it into the temporary file without ever
/// holding it whole (docs/performance.md, "Wide data sets").
package struct LogRewrite {
    /// The old log.
    let bytes: [UInt8]
    /// The lines the transform changed, ascending, with their new text and newline
    /// (`nil`: dropped).
    let changes: [(line: Int, text: [UInt8]?)]
    /// Where the kept bytes end: a torn last line is left out.
    let end: Int
    /// The new content's length.
    package let count: Int

    /// The rewrite of `bytes` with each entry line passed through `transform`.
    package init(_ bytes: [UInt8], transform: @escaping (Entry) -> Entry?) {
        var parser = LogParser(sink: RewriteSink(transform))
        bytes.withUnsafeBufferPointer { parser.run(over: $0) }
        self.bytes = bytes
        changes = parser.sink.changes
        end = parser.tornTailOffset ?? bytes.count
        var count = 0
        var pieces = Pieces(bytes: bytes, changes: changes, end: end)
        while let piece = pieces.next() { count += piece.count }
        self.count = count
    }

    /// Calls `body` with each piece of the new content, in order.
    package func forEachPiece<E: Error>(_ body: (ArraySlice<UInt8>) throws(E) -> Void) throws(E) {
        var pieces = Pieces(bytes: bytes, changes: changes, end: end)
        while let piece = pieces.next() { try body(piece) }
    }

    /// The walk over the old bytes: unchanged lines are handed out a run at a time, up
    /// to the next changed line.
    private struct Pieces {
        let bytes: [UInt8]
        let changes: [(line: Int, text: [UInt8]?)]
        let end: Int
        var lineNumber = 0
        /// The next change to make.
        var change = 0
        var start = 0
        var run = 0
        /// A changed line's text, due after the run just handed out.
        var pending: [UInt8]?
        var finished = false

        init(bytes: [UInt8], changes: [(line: Int, text: [UInt8]?)], end: Int) {
            self.bytes = bytes
            self.changes = changes
            self.end = end
        }

        mutating func next() -> ArraySlice<UInt8>? {
            if let text = pending {
                pending = nil
                return text[...]
            }
            while start < end, change < changes.count {
                lineNumber += 1
                var stop = start
                while stop < end, bytes[stop] != 10 { stop += 1 }
                let lineStart = start
                start = stop + 1
                if changes[change].line == lineNumber {
                    let kept = bytes[run..<lineStart]
                    pending = changes[change].text
                    change += 1
                    run = min(stop + 1, end)
                    return kept
                }
            }
            guard !finished else { return nil }
            finished = true
            return bytes[min(run, end)..<end]
        }
    }
}
