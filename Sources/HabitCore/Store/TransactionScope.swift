/// How much of `log` a transaction reads before its body runs.
public enum TransactionScope: Sendable, Hashable {
    /// Every entry, the whole log in memory: for rewrites of the log.
    case everything
    /// Only habit `id`'s entries, the log read a piece at a time (`Store.load(only:)`):
    /// for `check`, `uncheck` and `skip`. Problems on other habits' lines are not in the
    /// snapshot; when the body stages a rewrite, the store reads every line before
    /// writing, as a rewrite is refused while any file has errors.
    case habit(HabitID)

    /// The read this scope asks for.
    var shape: LogShape {
        switch self {
        case .everything: .entries
        case .habit(let id): .entriesOf(id, checkingOthers: false)
        }
    }
}
