/// Room for a fixed number of values of a plain type, in storage that frees itself: the
/// stage of a `HistoryBuilder`, which fills it by index and empties it into its arrays,
/// and the block of lines `HistoryFolder` waits for. The values
/// need no deinitialization (`BitwiseCopyable`), so the buffer keeps no count: its owner
/// knows how many slots it filled, and a class's stored count would be checked for
/// exclusive access at run time on every day.
final class StageBuffer<Element: BitwiseCopyable>: ManagedBuffer<Void, Element> {
    static func make(capacity: Int) -> StageBuffer {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in () }, to: StageBuffer.self)
    }

    /// Stores `value` in slot `index` (below the capacity the owner asked for).
    @inline(__always)
    func store(_ value: Element, at index: Int) {
        withUnsafeMutablePointerToElements { ($0 + index).initialize(to: value) }
    }

    /// Calls `body` with the first `count` slots (filled by `store`).
    @inline(__always)
    func withSlots<R>(_ count: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> R) -> R {
        withUnsafeMutablePointerToElements { body(UnsafeMutableBufferPointer(start: $0, count: count)) }
    }

    /// Appends the first `count` slots to `array`.
    func move(_ count: Int, to array: inout [Element]) {
        withUnsafeMutablePointerToElements { array.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
    }
}

// The values staged: plain bits (a day number; a state or an action that is an amount in
// thousandths or a word).
extension Day: BitwiseCopyable {}
extension Amount: BitwiseCopyable {}
extension DayState: BitwiseCopyable {}
extension Action: BitwiseCopyable {}
