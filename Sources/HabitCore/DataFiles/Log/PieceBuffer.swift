/// The bytes a log is read into, a piece at a time: storage that the buffer owns and frees
/// when it goes, so no path can leak or free it twice. The parser reads them through
/// `bytes(_:)` while the buffer is alive.
final class PieceBuffer {
    private let storage: UnsafeMutableRawBufferPointer

    init(capacity: Int) {
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    var capacity: Int { storage.count }

    /// The first `count` bytes.
    func bytes(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(count <= storage.count)
        return UnsafeBufferPointer(start: storage.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The room after the first `filled` bytes, for `read` to fill.
    func room(after filled: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(rebasing: storage[filled...])
    }

    /// A buffer twice as large holding this one's first `filled` bytes.
    func doubled(keeping filled: Int) -> PieceBuffer {
        let larger = PieceBuffer(capacity: storage.count * 2)
        larger.storage.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<filled]))
        return larger
    }

    /// Moves the `count` bytes at `start` to the front.
    func moveToFront(from start: Int, count: Int) {
        guard count > 0, let base = storage.baseAddress else { return }
        base.copyMemory(from: base + start, byteCount: count)
    }
}
