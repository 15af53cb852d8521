/// The lines `HistoryFolder` keeps waiting for their block (with many habits), in storage
/// the block owns and frees with itself; the folder counts the filled slots. A plain
/// final class with a `let` pointer, like `BuilderTable`, for the same reasons; the lines
/// are plain bits (`BitwiseCopyable`), so slots need no deinitialization.
final class PendingBlock {
    private let lines: UnsafeMutablePointer<PendingLine>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        lines = .allocate(capacity: capacity)
    }

    deinit { lines.deallocate() }

    /// Stores `line` in slot `index` (below `capacity`).
    @inline(__always)
    func store(_ line: PendingLine, at index: Int) {
        (lines + index).initialize(to: line)
    }

    /// The first `count` slots (filled by `store`).
    func filled(_ count: Int) -> UnsafeBufferPointer<PendingLine> {
        precondition(count <= capacity)
        return UnsafeBufferPointer(start: lines, count: count)
    }
}

/// A valid line waiting in `HistoryFolder` to be folded.
struct PendingLine: BitwiseCopyable {
    var day: Day
    var action: Action
    var number: Int32
}

extension Action: BitwiseCopyable {}
