/// The builders of `HistoryFolder`, changed in place line by line: one for each id whose
/// history is wanted, found through the id's number.
///
/// A class where the rest of the model is values: a builder held in an array is changed
/// only after the array asks whether its storage is shared, a call on every log line
/// (docs/performance.md, "Where the time goes"). The folder alone holds this table and
/// uses it once, from its first line to `finish`, so nothing shares what it changes.
/// An id whose history is not wanted has no builder: a command that folds one habit of
/// a thousand does not fill a thousand builders' stages.
final class HistoryBuilders {
    /// The builders, in the order their ids were met.
    private var storage: UnsafeMutablePointer<HistoryBuilder>
    private var capacity = 16
    private var builderCount = 0
    /// By id number, the index of its builder in `storage`, or -1 for an id not folded.
    /// Raw storage like the builders': an array held by a class is read through an
    /// exclusivity check at run time, on every log line.
    private var positions: UnsafeMutablePointer<Int32>
    private var positionCapacity = 64
    /// How many ids were met: the next id's number.
    private(set) var count = 0

    init() {
        storage = .allocate(capacity: capacity)
        positions = .allocate(capacity: positionCapacity)
    }

    deinit {
        storage.deinitialize(count: builderCount)
        storage.deallocate()
        positions.deallocate()
    }

    /// Gives the next id number `builder`, or no builder when its history is not wanted.
    func append(_ builder: HistoryBuilder?) {
        if count == positionCapacity {
            positions = Self.moved(positions, count: count, to: positionCapacity * 2)
            positionCapacity *= 2
        }
        if let builder {
            if builderCount == capacity {
                storage = Self.moved(storage, count: builderCount, to: capacity * 2)
                capacity *= 2
            }
            (storage + builderCount).initialize(to: builder)
            positions[count] = Int32(truncatingIfNeeded: builderCount)
            builderCount += 1
        } else {
            positions[count] = -1
        }
        count += 1
    }

    /// `count` values moved from `old`, which is freed, to new storage of `capacity`.
    private static func moved<Value>(
        _ old: UnsafeMutablePointer<Value>, count: Int, to capacity: Int
    ) -> UnsafeMutablePointer<Value> {
        let larger = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        larger.moveInitialize(from: old, count: count)
        old.deallocate()
        return larger
    }

    /// The index in `storage` of the builder of `number`, or -1.
    @inline(__always)
    private func position(_ number: Int) -> Int {
        precondition(number >= 0 && number < count)
        return Int(positions[number])
    }

    /// Whether the id of `number` has a builder: its entries are folded.
    func isFolding(_ number: Int) -> Bool { position(number) >= 0 }

    /// Applies `action` on `day` to the builder of `number`, if it has one.
    @inline(__always)
    func apply(_ action: Action, on day: Day, to number: Int) {
        let position = position(number)
        guard position >= 0 else { return }
        storage[position].apply(action, on: day)
    }

    /// The latest day the builder of `number` applied an entry to (before `finish`); the
    /// id must have a builder.
    func lastDay(_ number: Int) -> Day? {
        let position = position(number)
        precondition(position >= 0)
        return storage[position].lastDay
    }

    /// The history the builder of `number` folded (`HistoryBuilder.finish`); the id
    /// must have a builder.
    func finish(_ number: Int) -> History {
        let position = position(number)
        precondition(position >= 0)
        return storage[position].finish()
    }
}
