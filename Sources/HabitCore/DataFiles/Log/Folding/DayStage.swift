/// A `HistoryBuilder`'s closed days on their way to its arrays, `size` at a time: an
/// array's append asks whether its storage is shared once per call, so the days move in
/// groups rather than one by one (docs/performance.md, "Where the time goes"). The slots
/// are plain fields of the builder, written in place. Sixty-four a group: each doubling
/// from sixteen took CPU off a long log's fold (512 bytes of slots a folded habit).
struct DayStage {
    static let size = 64
    /// Sixteen values side by side: a homogeneous tuple is laid out as an array is, and a
    /// tuple of such tuples too.
    private typealias Sixteen<Value> = (
        Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value
    )
    /// `size` values side by side.
    private typealias Slots<Value> = (Sixteen<Value>, Sixteen<Value>, Sixteen<Value>, Sixteen<Value>)

    /// `value` in every slot.
    private static func filled<Value>(_ value: Value) -> Slots<Value> {
        let sixteen: Sixteen<Value> = (
            value, value, value, value, value, value, value, value,
            value, value, value, value, value, value, value, value
        )
        return (sixteen, sixteen, sixteen, sixteen)
    }

    /// The filled slots (first: it is read on every step, the slots once each).
    private(set) var count = 0
    private var days: Slots<Day> = filled(Day(number: 0))
    private var words: Slots<Int32> = filled(0)

    /// Whether every slot is filled.
    var isFull: Bool { count == Self.size }

    /// Puts `day` and its state's word (`DayStates.word`, which a large amount lacks) in
    /// the next slot; the stage must not be full.
    @inline(__always)
    mutating func store(_ day: Day, _ word: Int32) {
        let slot = count
        precondition(slot < Self.size)
        // The slots hold `size` days laid out as an array (a constant the compiler folds).
        precondition(MemoryLayout<Slots<Day>>.size == Self.size * MemoryLayout<Day>.stride)
        withUnsafeMutableBytes(of: &days) {
            $0.storeBytes(of: day, toByteOffset: slot &* MemoryLayout<Day>.stride, as: Day.self)
        }
        withUnsafeMutableBytes(of: &words) {
            $0.storeBytes(of: word, toByteOffset: slot &* MemoryLayout<Int32>.stride, as: Int32.self)
        }
        count = slot &+ 1
    }

    /// Appends the filled slots to `days` and `states` and empties the stage.
    mutating func move(to allDays: inout [Day], _ allStates: inout DayStates) {
        let filled = count
        withUnsafeBytes(of: &days) {
            allDays.append(contentsOf: UnsafeBufferPointer(rebasing: $0.bindMemory(to: Day.self)[..<filled]))
        }
        withUnsafeBytes(of: &words) {
            allStates.append(words: UnsafeBufferPointer(rebasing: $0.bindMemory(to: Int32.self)[..<filled]))
        }
        count = 0
    }
}
