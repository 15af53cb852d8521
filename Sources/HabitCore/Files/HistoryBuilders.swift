/// The builders of `HistoryFolder`, by id number, changed in place line by line.
///
/// A class where the rest of the model is values: a builder held in an array is changed
/// only after the array asks whether its storage is shared, a call on every log line
/// (docs/performance.md, "Where the time goes"). The folder alone holds this table and
/// uses it once, from its first line to `finish`, so nothing shares what it changes.
final class HistoryBuilders {
    private var storage: UnsafeMutablePointer<HistoryBuilder>
    private var capacity: Int
    /// How many builders: the ids met so far.
    private(set) var count = 0

    init() {
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds the builder of the next id number.
    func append(_ builder: HistoryBuilder) {
        if count == capacity {
            let larger = UnsafeMutablePointer<HistoryBuilder>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: builder)
        count += 1
    }

    /// Whether the builder of `number` folds its entries.
    func isFolding(_ number: Int) -> Bool {
        precondition(number >= 0 && number < count)
        return storage[number].folding
    }

    /// Applies `action` on `day` to the builder of `number`.
    @inline(__always)
    func apply(_ action: Action, on day: Day, to number: Int) {
        precondition(number >= 0 && number < count)
        storage[number].apply(action, on: day)
    }

    /// The history the builder of `number` folded (`HistoryBuilder.finish`).
    func finish(_ number: Int) -> History {
        precondition(number >= 0 && number < count)
        return storage[number].finish()
    }
}
