/// The history builders of `HistoryFolder`, one per id number, in storage the table owns:
/// a line updates its habit's builder in place, without the copy-on-write check of an
/// array, and the builders are released with the table. The pointers never leave it.
final class BuilderTable: ManagedBuffer<BuilderTable.Header, HistoryBuilder> {
    struct Header {
        var count: Int
        /// The builders there is room for.
        var capacity: Int
        /// The ids, by number.
        var ids: [HabitID]
    }

    static func make(capacity: Int = 64) -> BuilderTable {
        let table = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity, ids: []) }
        return unsafeDowncast(table, to: BuilderTable.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, builders in builders.deinitialize(count: header.pointee.count) }
    }

    var count: Int { header.count }

    /// This table with `builder` for the next number: itself, or a larger table that
    /// took over its builders when it was full.
    func appending(_ builder: HistoryBuilder, id: HabitID) -> BuilderTable {
        let table = count < header.capacity ? self : grown()
        table.withUnsafeMutablePointers { header, builders in
            (builders + header.pointee.count).initialize(to: builder)
            header.pointee.count += 1
            header.pointee.ids.append(id)
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
                newHeader.pointee.ids = header.pointee.ids
            }
            header.pointee.count = 0
        }
        return larger
    }

    /// Folds `action` on `day` into the history of id `number`.
    @inline(__always)
    func apply(_ action: Action, on day: Day, to number: Int) {
        withUnsafeMutablePointers { header, builders in
            precondition(number >= 0 && number < header.pointee.count)
            builders[number].apply(action, on: day)
        }
    }

    /// Every folded history, by id.
    func finish() -> [HabitID: History] {
        withUnsafeMutablePointers { header, builders in
            var histories = [HabitID: History](minimumCapacity: header.pointee.count)
            for number in 0..<header.pointee.count where builders[number].folding {
                histories[header.pointee.ids[number]] = builders[number].finish()
            }
            return histories
        }
    }
}
