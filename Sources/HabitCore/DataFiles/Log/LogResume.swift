/// One habit's fold as a read left it: the history folded so far and the latest day an
/// entry was applied to, from which `HistoryBuilder(resuming:rules:)` folds on exactly
/// as the builder that folded it would have (docs/performance.md, "The fold checkpoint").
package struct FoldPoint: Sendable, Equatable {
    /// The history folded so far.
    package var history: History
    /// The latest day an entry was applied to (`HistoryBuilder.lastDay`); `nil` when no
    /// entry was.
    package var lastDay: Day?

    /// A fold point of `history`, whose latest entry was for `lastDay`.
    package init(history: History, lastDay: Day?) {
        self.history = history
        self.lastDay = lastDay
    }
}

/// Reading on from where an earlier read of the same log stopped (a checkpoint,
/// docs/performance.md): the bytes given are the log's lines after its first `offset`
/// bytes, which held `lines` lines without a problem; the folded habits fold on from
/// `folds`, the lines are numbered on from `lines`, and `firstLines` are the ids those
/// lines named with their first lines. The result is the read of the whole log.
package struct LogResume: Sendable {
    /// The bytes the earlier read covered: whole lines, up to a newline.
    package var offset: Int
    /// How many lines they hold.
    package var lines: Int
    /// Each id those lines named, with the line of its first valid entry, in file order.
    package var firstLines: [(id: HabitID, line: Int)]
    /// The fold of each folded id after those lines.
    package var folds: [HabitID: FoldPoint]
    /// The `History.contentHash` of folds' histories, where known (a checkpoint's, taken
    /// as its bytes were checked): an id the lines after `offset` do not name keeps it
    /// (`LogFile.historyHashes`).
    package var historyHashes: [HabitID: UInt64]

    /// Reading on after `offset` bytes and `lines` lines.
    package init(
        offset: Int, lines: Int, firstLines: [(id: HabitID, line: Int)], folds: [HabitID: FoldPoint],
        historyHashes: [HabitID: UInt64] = [:]
    ) {
        self.offset = offset
        self.lines = lines
        self.firstLines = firstLines
        self.folds = folds
        self.historyHashes = historyHashes
    }
}
