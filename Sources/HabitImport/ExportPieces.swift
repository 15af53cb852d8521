import HabitCore

/// An export's text gathered into pieces of about `size` bytes, each handed on once full:
/// the export is written as it is made, never held whole (docs/performance.md, "Wide
/// data sets").
struct ExportPieces {
    /// Large enough that writing costs few system calls, small beside any data set.
    static let size = 64 << 10

    let emit: (String) -> Void
    private var piece = ""

    init(emit: @escaping (String) -> Void) {
        self.emit = emit
    }

    mutating func append(_ text: String) {
        piece += text
        if piece.utf8.count >= Self.size {
            emit(piece)
            piece = ""
        }
    }

    /// Hands on what is left.
    mutating func finish() {
        if !piece.isEmpty { emit(piece) }
        piece = ""
    }
}
