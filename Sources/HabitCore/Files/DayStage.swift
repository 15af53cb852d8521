/// A `HistoryBuilder`'s closed days on their way to its arrays, `size` at a time: an
/// array's append asks whether its storage is shared once per call, so the days move in
/// groups rather than one by one (docs/performance.md, "Where the time goes"). The slots
/// are plain fields of the builder, written in place. Sixty-four a group: each doubling
/// from sixteen took CPU off a long log's fold (512 bytes of slots a habit).
struct DayStage {
    static let size = 64
    /// `size` values side by side: a homogeneous tuple is laid out as an array is.
    private typealias Slots<Value> = (
        Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value,
        Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value,
        Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value,
        Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value, Value
    )

    private var days: Slots<Day> = (
        .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
        .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
        .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
        .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
    )
    private var words: Slots<Int32> = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    /// The filled slots.
    private(set) var count = 0

    /// Whether every slot is filled.
    var isFull: Bool { count == Self.size }

    /// Puts `day` and its state's word (`DayStates.word`, which a large amount lacks) in
    /// the next slot; the stage must not be full.
    @inline(__always)
    mutating func store(_ day: Day, _ word: Int32) {
        let slot = count
        precondition(slot < Self.size)
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

extension Day {
    /// 1970-01-01, the stage's filler for slots not yet written.
    fileprivate static let zero = Day(number: 0)
}
