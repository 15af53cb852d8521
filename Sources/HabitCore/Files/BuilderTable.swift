/// The history builders of `HistoryFolder`, one per id number, in storage the table owns:
/// a line updates its habit's builder in place, without the copy-on-write check of an
/// array, and the builders are released with the table. The pointers never leave it.
///
/// The header (the number of builders) is read only when the table grows or goes: a
/// class's stored property would be checked for exclusive access at run time on every
/// line. `HistoryFolder` keeps the numbers in range.
final class BuilderTable: ManagedBuffer<BuilderTable.Header, HistoryBuilder> {
    struct Header {
        var count: Int
        /// The builders there is room for.
        var capacity: Int
    }

    static func make(capacity: Int = 64) -> BuilderTable {
        let table = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(table, to: BuilderTable.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, builders in builders.deinitialize(count: header.pointee.count) }
    }

    /// This table with `builder` for the next number: itself, or a larger table that
    /// took over its builders when it was full.
    func appending(_ builder: HistoryBuilder) -> BuilderTable {
        let table = header.count < header.capacity ? self : grown()
        table.withUnsafeMutablePointers { header, builders in
            (builders + header.pointee.count).initialize(to: builder)
            header.pointee.count += 1
        }
        return table
    }

    /// A table of twice the capacity with this one's builders moved over (this one is
    /// left empty).
    private func grown() -> BuilderTable {
        let larger = BuilderTable.make(capacity: header.capacity * 2)
        withUnsafeMutablePointers { header, builders in
            larger.withUnsafeMutablePointers { newHeader, newBuilders in
                newBuilders.moveInitialize(from: builders, count: header.pointee.count)
                newHeader.pointee.count = header.pointee.count
            }
            header.pointee.count = 0
        }
        return larger
    }

    /// Folds `action` on `day` into the history of id `number` (below the count, which
    /// the caller checks).
    @inline(__always)
    func apply(_ action: Action, on day: Day, to number: Int) {
        withUnsafeMutablePointerToElements { builders in builders[number].apply(action, on: day) }
    }

    /// The folded history of each of `ids` (by number) whose builder folds.
    func finish(_ ids: [HabitID]) -> [HabitID: History] {
        withUnsafeMutablePointers { header, builders in
            precondition(ids.count == header.pointee.count)
            var histories = [HabitID: History](minimumCapacity: ids.count)
            for number in ids.indices where builders[number].folding {
                histories[ids[number]] = builders[number].finish()
            }
            return histories
        }
    }
}
