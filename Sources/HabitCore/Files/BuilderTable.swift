/// The history builders of `HistoryFolder`, one per id number, in storage the table owns:
/// a line updates its habit's builder in place, without the copy-on-write check of an
/// array, and the builders are released with the table. The pointer never leaves it.
///
/// A plain final class, not a `ManagedBuffer`: the line loop reads only the `let`
/// pointer, which needs no run-time exclusivity check (a class's `var`, such as a
/// `ManagedBuffer` header, would be checked on every line), and a non-generic class needs
/// no metadata built at run time. `HistoryFolder` keeps the numbers below `count`.
final class BuilderTable {
    private let base: UnsafeMutablePointer<HistoryBuilder>
    private let capacity: Int
    /// The builders made so far: `base[0..<count]` are initialized.
    private var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// This table with `builder` for the next number: itself, or a larger table that
    /// took over its builders when it was full.
    func appending(_ builder: HistoryBuilder) -> BuilderTable {
        let table = count < capacity ? self : grown()
        (table.base + table.count).initialize(to: builder)
        table.count += 1
        return table
    }

    /// A table of twice the capacity with this one's builders moved over (this one is
    /// left empty).
    private func grown() -> BuilderTable {
        let larger = BuilderTable(capacity: capacity * 2)
        larger.base.moveInitialize(from: base, count: count)
        larger.count = count
        count = 0
        return larger
    }

    /// Folds `action` on `day` into the history of id `number` (below `count`, which
    /// the caller checks).
    @inline(__always)
    func apply(_ action: Action, on day: Day, to number: Int) {
        base[number].apply(action, on: day)
    }

    /// The folded history of each of `ids` (by number) whose builder folds.
    func finish(_ ids: [HabitID]) -> [HabitID: History] {
        precondition(ids.count == count)
        var histories = [HabitID: History](minimumCapacity: ids.count)
        for number in ids.indices where base[number].folding {
            histories[ids[number]] = base[number].finish()
        }
        return histories
    }
}
