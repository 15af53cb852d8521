/// What a caller needs from reading `log` (`LogFile.read(_:from:)`): which habits' lines,
/// and whether as entries or as folded histories.
///
/// Every request checks every line it reads in full and reports its problems; a request
/// for one habit without `checkingOthers` passes over the other habits' lines after one
/// comparison, and their problems go unreported.
package struct LogRequest {
    /// Whose lines are kept.
    package enum Habits {
        /// Every habit's: `issues` and `firstLines` cover the whole file.
        case all
        /// Only this habit's (for `check`, `show ID`). With `checkingOthers`, the other
        /// lines are still checked in full but keep nothing: `issues` and `firstLines` are
        /// those of `.all`.
        case only(HabitID, checkingOthers: Bool)
    }

    /// What the kept lines become.
    package enum Output {
        /// `LogFile.entries` and `lines`, in file order.
        case entries
        /// No entries: each line is folded into its habit's `History` as it is read,
        /// under `rules(id)`, exactly as `History(folding:for:)` would fold the entries; an
        /// id whose rules are `nil` is checked but not folded. `expectedDays(id)`, about how
        /// many days a history may hold, only sizes its first allocation.
        case histories(rules: (HabitID) -> FoldRules?, expectedDays: (HabitID) -> Int?)
        /// No entries and no histories: how many valid lines each id has (`LogFile.tally`).
        case tally
        /// `entries`, but only the lines of `ids` (`nil`: every id's) that lie on `days`
        /// (`nil`: on any day): the other valid lines are checked and dropped as they are
        /// read (`DaySink`).
        case entriesOn(days: ClosedRange<Day>?, ids: Set<HabitID>?)
    }

    package var habits: Habits
    package var output: Output
    /// Folding histories, the folded habits' entries that carry a note and lie on this
    /// day or later are kept as the file's `entries` (a view that shows one habit with the
    /// notes of its span, `show`); `nil`, none.
    package var notesSince: Day? = nil
    /// Folding every habit's history, the bytes are the log after an earlier read of its
    /// start, which the read goes on from (`LogResume`); `nil`, the bytes are the whole log.
    package var resume: LogResume? = nil
    /// Folding histories, entries that come after the file's last line, by the id of the
    /// file whose history they go on (an id the file does not name starts its own): each
    /// folded on in the order given, as the same lines appended to the file would be,
    /// their notes kept as the file's. The device layout's entries written after its base
    /// `log` (docs/sync.md, "The fold").
    package var following: [HabitID: [Entry]] = [:]

    package init(habits: Habits = .all, output: Output = .entries) {
        self.habits = habits
        self.output = output
    }

    /// Every entry, with every problem: `verify`, `log`, `export`, the rewriting commands.
    package static var entries: LogRequest { LogRequest() }

    /// One habit's entries (see `Habits.only`).
    package static func habit(_ id: HabitID, checkingOthers: Bool = false) -> LogRequest {
        LogRequest(habits: .only(id, checkingOthers: checkingOthers))
    }

    /// Every habit's history folded as the log is read (see `Output.histories`): the
    /// reading commands (`list`, `status`, `report`…).
    package static func histories(
        _ goal: @escaping (HabitID) -> Goal?, expectedDays: @escaping (HabitID) -> Int? = { _ in nil }
    ) -> LogRequest {
        histories(rules: { goal($0).map(FoldRules.init) }, expectedDays: expectedDays)
    }

    /// Every habit's history folded as the log is read, each day under the goal in force
    /// that day (`FoldRules`).
    package static func histories(
        rules: @escaping (HabitID) -> FoldRules?, expectedDays: @escaping (HabitID) -> Int? = { _ in nil }
    ) -> LogRequest {
        LogRequest(output: .histories(rules: rules, expectedDays: expectedDays))
    }
}

/// Where `LogFile.read(_:from:)` takes the log's bytes from.
package struct LogSource<Failure: Error> {
    enum Kind {
        case whole([UInt8])
        case pieces(read: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, expectedSize: Int, pieceSize: Int)
    }

    let kind: Kind

    /// The log's size as far as it is known, to size first allocations.
    var sizeHint: Int {
        switch kind {
        case .whole(let bytes): bytes.count
        case .pieces(_, let expectedSize, _): expectedSize
        }
    }

    /// Reading in pieces: `read` fills the buffer it is given from its start and returns
    /// how many bytes it wrote, 0 at the end of the file (as `read()` does). The log is
    /// never held in memory at once: a buffer of `pieceSize` bytes (doubled for a longer
    /// line) is reused. `expectedSize`, the file's size as far as it is known, only sizes
    /// first allocations.
    package static func pieces(
        _ read: @escaping (UnsafeMutableRawBufferPointer) throws(Failure) -> Int, expectedSize: Int = 0,
        pieceSize: Int = LogFile.pieceSize
    ) -> LogSource {
        LogSource(kind: .pieces(read: read, expectedSize: expectedSize, pieceSize: pieceSize))
    }
}

extension LogSource where Failure == Never {
    /// The whole file, already in memory.
    package static func whole(_ bytes: [UInt8]) -> LogSource { LogSource(kind: .whole(bytes)) }
}
