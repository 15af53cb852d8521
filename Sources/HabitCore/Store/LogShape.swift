/// What a read of `log` must give. The store picks the parser's path from it, here and
/// nowhere else.
enum LogShape {
    /// Every entry: the whole file read into memory and parsed (a rewrite needs its bytes).
    case entries
    /// Habit `id`'s entries only, the log read a piece at a time; with `checkingOthers`,
    /// every other line is still checked.
    case entriesOf(HabitID, checkingOthers: Bool)
    /// Habit `id`'s entries; when `rewrites` says so for the files just read, every other
    /// line is checked too and the log's bytes are kept (`TransactionScope`).
    case entriesOfUnlessRewriting(HabitID, rewrites: (HabitsFile, ConfigFile) -> Bool)
    /// Folded histories (of `only`, or of every habit), the log read a piece at a time;
    /// `today`, when known, only sizes the arrays (`Store.loadHistories`); with `only`,
    /// that habit's entries with a note from `notesSince` on come too.
    case histories(only: HabitID?, today: Day?, notesSince: Day? = nil)
}
