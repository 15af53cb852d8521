/// The grammar of a `log` line, named once (docs/data-format.md): the log's reader —
/// `LogParser` and its field scanners, `LineScanner` — reads the fields through these names.
///
///     YYYY-MM-DD ID [ACTION] [# note]
///
/// | field  | where                                        | what it may hold                                  |
/// |--------|----------------------------------------------|---------------------------------------------------|
/// | date   | first field, exactly `dateWidth` bytes        | `YYYY-MM-DD` (dashes at 4 and 7), a real day      |
/// | id     | second field                                 | 1…`HabitID.maximumLength` bytes of `[a-z0-9_-]`   |
/// | action | optional third field                         | `done` (the default), `no`, `skip`, `clear`, `+N`, `=N` |
/// | note   | from a field starting with `noteMarker` on   | UTF-8 without control characters, to the line end |
///
/// Fields are separated by runs of blanks (space or tab). One space after the note marker
/// is not part of the note. A blank line, or one whose first non-blank byte is the note
/// marker, is a comment (which must still be UTF-8). A `\r` before the `\n` is ignored;
/// a UTF-8 byte-order mark may open the file.
enum LogGrammar {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    /// Opens a note; as a line's first non-blank byte, a comment.
    static let noteMarker = UInt8(ascii: "#")
    /// `+N` adds N to the day's amount.
    static let addSign = UInt8(ascii: "+")
    /// `=N` sets the day's amount to N.
    static let setSign = UInt8(ascii: "=")
    /// The UTF-8 byte-order mark some editors write at the start of a file.
    static let byteOrderMark: (UInt8, UInt8, UInt8) = (0xEF, 0xBB, 0xBF)

    /// The date field's width: `YYYY-MM-DD`.
    static let dateWidth = 10
    /// The fewest bytes a line holding an entry takes: the date, one blank, a one-byte id
    /// and the newline.
    static let shortestEntryLine = dateWidth + 3

    /// The most entries `byteCount` bytes of log can hold: each takes a line of at least
    /// `shortestEntryLine` bytes.
    static func mostEntries(in byteCount: Int) -> Int { byteCount / shortestEntryLine }

    /// The action words, with the word loads that match them (`word(_:)`).
    static let doneWord = word("done")
    static let skipWord = word("skip")
    /// The two bytes of `no`, as the little-endian half-word a two-byte load gives.
    static let noHalf = UInt16(UInt8(ascii: "n")) | UInt16(UInt8(ascii: "o")) << 8
    /// The first four bytes of `clear`; its fifth is `clearLast`.
    static let clearHead = word("clea")
    static let clearLast = UInt8(ascii: "r")

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// An id field ends at a blank; `LineScanner.idField` finds the end as the first
    /// byte at or below a space, which is also where the line ends (`\r`, `\n`).
    static func endsField(_ byte: UInt8) -> Bool { byte <= space }

    /// Four ASCII bytes as the little-endian word a four-byte load of them gives
    /// (`done` is 0x656E6F64), so an action word is matched by one comparison.
    @inline(__always)
    static func word(_ text: StaticString) -> UInt32 {
        let bytes = text.utf8Start
        return UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
    }
}

/// Eight bytes at a time: the word-load tests of the log's scanners, on little-endian words
/// (byte `i` of the text is bits `8i..<8i+8`).
///
/// The tests mark a byte by setting its high bit. `x - 0x0101…` turns on the high bit of
/// every zero byte (it borrows through it), and `& ~x` keeps only bytes whose own high bit
/// was clear, so bytes of 0x80 and above are never marked. A borrow can carry into the
/// byte after a marked one, so only the first mark (the lowest set bit) can be trusted —
/// which is all the callers use, through `trailingZeroBitCount / 8`.
enum WordMarks {
    /// 0x01 in every byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte: where the marks are.
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// 0x21 (one above a space) in every byte: subtracting it borrows through every byte
    /// at or below a space.
    static let aboveSpace: UInt64 = 0x2121_2121_2121_2121

    /// The first byte at or below a space (a blank, a control byte, a line end) in `x`
    /// marked, or 0 when there is none.
    @inline(__always)
    static func controlOrSpace(_ x: UInt64) -> UInt64 {
        (x &- aboveSpace) & ~x & highBits
    }

    /// The first `\n` in `x` marked, or 0 when there is none.
    @inline(__always)
    static func newline(_ x: UInt64) -> UInt64 {
        let y = x ^ (ones &* UInt64(LogGrammar.newline))
        return (y &- ones) & ~y & highBits
    }

    /// The byte offset of the first mark (8 when `marks` is 0).
    @inline(__always)
    static func firstOffset(_ marks: UInt64) -> Int { marks.trailingZeroBitCount >> 3 }
}
