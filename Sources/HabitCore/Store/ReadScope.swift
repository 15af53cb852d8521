/// What a transaction reads of the log before its body runs (`Store.transaction`):
/// every entry, one habit's entries, or folded histories. The body sees it in
/// `transaction.snapshot`; whatever the scope, every change is checked and written the
/// same way.
public struct ReadScope: Sendable {
    /// The store's own description of the read (docs/architecture.md, "The read path").
    package let scope: TransactionScope

    /// A read described by the store's own scope (the command line's tuned reads).
    /// - Parameter scope: what the store reads.
    package init(_ scope: TransactionScope) {
        self.scope = scope
    }

    /// Every entry, the whole log: what a change to a habit needs (`Transaction.rename`
    /// and the others count the entries they keep or drop), and the default.
    public static let everything = ReadScope(.everything)

    /// Only the entries of one habit, the log read a piece at a time: enough to append
    /// entries of that habit. Problems on other habits' lines are not in the snapshot.
    /// - Parameter id: the habit whose entries are read.
    /// - Returns: the scope.
    public static func habit(_ id: HabitID) -> ReadScope { ReadScope(.habit(id)) }

    /// No entries: the histories of some habits, folded while the log is read a piece at
    /// a time (`Snapshot.history(of:)`); every line is checked.
    /// - Parameter ids: the habits whose histories are folded; `nil`: every habit's.
    /// - Returns: the scope.
    public static func histories(of ids: Set<HabitID>?) -> ReadScope { ReadScope(.histories(of: ids)) }
}
