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
        var buffer = [UInt8](repeating: 0, count: max(pieceSize, 16))
        var filled = 0
        var atStart = atFileStart
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let result = buffer.withUnsafeMutableBytes { storage in
                Result { () throws(Failure) in try read(UnsafeMutableRawBufferPointer(rebasing: storage[filled...])) }
            }
            let received = try result.get()
            if received <= 0 {
                // The end: what is left is the last line, without its newline.
                parse(buffer, count: filled, atStart: atStart)
                return
            }
            let searched = filled
            filled += received
            let newline = buffer.withUnsafeBufferPointer {
                LogBytes.lastNewline(in: UnsafeBufferPointer(rebasing: $0[..<filled]), after: searched)
            }
            guard let newline else { continue }
            let length = newline + 1
            parse(buffer, count: length, atStart: atStart)
            atStart = false
            offset += length
            filled -= length
            buffer.withUnsafeMutableBytes { storage in
                guard filled > 0, let base = storage.baseAddress else { return }
                base.copyMemory(from: base + length, byteCount: filled)
            }
        }
    }

    /// Parses the first `count` bytes of `buffer` as one piece; the parser holds no
    /// pointer into `buffer` afterwards.
    private mutating func parse(_ buffer: [UInt8], count: Int, atStart: Bool) {
        buffer.withUnsafeBufferPointer { storage in
            let piece = UnsafeBufferPointer(rebasing: storage[..<count])
            usePiece(piece)
            parsePiece(from: atStart ? LogBytes.byteOrderMarkLength(piece) : 0)
        }
        usePiece(UnsafeBufferPointer(start: nil, count: 0))
    }
}
