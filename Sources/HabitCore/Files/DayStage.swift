/// The closed days of one `HistoryBuilder` on their way to its arrays, `size` at a time,
/// in storage the stage owns and releases with itself. The pointers never leave it.
final class DayStage: ManagedBuffer<Int, DayStage.Slot> {
    /// One closed day and its state.
    struct Slot {
        var day: Day
        var state: DayState
    }

    /// The days a stage holds before they move to the arrays.
    static let size = 64

    static func make() -> DayStage {
        unsafeDowncast(create(minimumCapacity: size) { _ in 0 }, to: DayStage.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { count, slots in slots.deinitialize(count: count.pointee) }
    }

    /// Stages `day` with `state`; `true` when the stage is then full.
    @inline(__always)
    func add(_ day: Day, _ state: DayState) -> Bool {
        withUnsafeMutablePointers { count, slots in
            (slots + count.pointee).initialize(to: Slot(day: day, state: state))
            count.pointee += 1
            return count.pointee == Self.size
        }
    }

    /// Moves the staged days to the end of `days` and `states`.
    func unstage(into days: inout [Day], _ states: inout [DayState]) {
        withUnsafeMutablePointers { count, slots in
            guard count.pointee > 0 else { return }
            let staged = UnsafeBufferPointer(start: slots, count: count.pointee)
            days.append(contentsOf: staged.lazy.map(\.day))
            states.append(contentsOf: staged.lazy.map(\.state))
            slots.deinitialize(count: count.pointee)
            count.pointee = 0
        }
    }
}
