/// How much of `log` a transaction reads before its body runs. Whatever the scope, the
/// log is read once.
public enum TransactionScope {
    /// Every entry, the whole log in memory: for rewrites of the log.
    case everything
    /// Only habit `id`'s entries, the log read a piece at a time (`Store.load(only:)`):
    /// for `check`, `uncheck` and `skip`. Problems on other habits' lines are not in the
    /// snapshot; when the body stages a rewrite, the store reads every line before
    /// writing, as a rewrite is refused while any file has errors.
    case habit(HabitID)
    /// Habit `id`'s entries, as `habit`; but when `rewrites`, asked with the `habits` and
    /// `config` files just read, says the body will rewrite a file (a backdate moves
    /// `since`), every other line is checked and the log's bytes kept in that same read,
    /// so nothing is read twice.
    case habitUnlessRewriting(HabitID, rewrites: (HabitsFile, ConfigFile) -> Bool)

    /// The read this scope asks for.
    var shape: LogShape {
        switch self {
        case .everything: .entries
        case .habit(let id): .entriesOf(id, checkingOthers: false)
        case .habitUnlessRewriting(let id, let rewrites): .entriesOfUnlessRewriting(id, rewrites: rewrites)
        }
    }
}
