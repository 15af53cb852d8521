/// The closed days of one `HistoryBuilder` on their way to its arrays, `size` at a time,
/// in storage the stage owns and frees with itself. The builder counts the filled slots;
/// the pointers never leave the stage.
///
/// A plain final class with `let` pointers, like `BuilderTable`, for the same reasons.
/// Days and states are plain bits (`BitwiseCopyable` below), so slots need no
/// deinitialization: freeing the storage is enough.
final class DayStage {
    /// The days a stage holds before they move to the arrays.
    static let size = 64

    private let days: UnsafeMutablePointer<Day>
    private let states: UnsafeMutablePointer<DayState>

    /// A stage of `size` slots, or of none for a builder that never folds.
    init(folding: Bool) {
        days = .allocate(capacity: folding ? Self.size : 0)
        states = .allocate(capacity: folding ? Self.size : 0)
    }

    deinit {
        days.deallocate()
        states.deallocate()
    }

    /// Stores `day` and `state` in slot `index` (below `size`).
    @inline(__always)
    func store(_ day: Day, _ state: DayState, at index: Int) {
        (days + index).initialize(to: day)
        (states + index).initialize(to: state)
    }

    /// Appends the first `count` slots to `days` and `states`.
    func move(_ count: Int, to days: inout [Day], _ states: inout [DayState]) {
        days.append(contentsOf: UnsafeBufferPointer(start: self.days, count: count))
        states.append(contentsOf: UnsafeBufferPointer(start: self.states, count: count))
    }
}

// Plain bits: a day number; a state that is an amount in thousandths or a skip.
extension Day: BitwiseCopyable {}
extension Amount: BitwiseCopyable {}
extension DayState: BitwiseCopyable {}
