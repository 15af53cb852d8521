/// Reading a log a piece at a time (`LogSource.pieces`), with the result of reading it
/// whole: a long log is never in memory at once, so its pages stay in cache and are not
/// faulted in one by one.
extension LogParser {
    /// Parses the log that `read` delivers, a piece at a time, exactly as `run(over:)`
    /// parses the whole of it.
    ///
    /// `read` fills the buffer it is given from the start and returns how many bytes it
    /// wrote, 0 at the end of the file. Whole lines are parsed as soon as they are in;
    /// the rest of a line waits at the front of the buffer for its next bytes. The buffer
    /// (`pieceSize` bytes, doubled for a longer line) is reused.
    mutating func run<Failure: Error>(
        reading read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, pieceSize: Int
    ) throws(Failure) {
        var buffer = PieceBuffer(capacity: max(pieceSize, 16))
        defer { usePiece(UnsafeBufferPointer(start: nil, count: 0)) }
        var filled = 0
        var atStart = atFileStart
        while true {
            if filled == buffer.capacity { buffer = buffer.doubled(keeping: filled) }
            let received = try read(buffer.room(after: filled))
            if received <= 0 {
                // The end: what is left is the last line, without its newline.
                let rest = buffer.bytes(filled)
                usePiece(rest)
                parsePiece(from: atStart ? LogBytes.byteOrderMarkLength(rest) : 0)
                withExtendedLifetime(buffer) {}
                return
            }
            let searched = filled
            filled += received
            guard let newline = LogBytes.lastNewline(in: buffer.bytes(filled), after: searched) else { continue }
            let length = newline + 1
            let piece = buffer.bytes(length)
            usePiece(piece)
            parsePiece(from: atStart ? LogBytes.byteOrderMarkLength(piece) : 0)
            atStart = false
            offset += length
            filled -= length
            buffer.moveToFront(from: length, count: filled)
        }
    }
}
