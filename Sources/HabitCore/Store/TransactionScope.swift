/// What one read of the data directory takes from `log`: the one description of a read,
/// settled by the caller before anything is read. The store turns it into the parser's
/// request in `Store.parseLog`, and nowhere else (docs/architecture.md, "The read path").
/// Whatever the scope, the log is read once, before the transaction's body runs; only an
/// app's rewrite on a read of one habit's lines has the other lines checked after it
/// (`Store.refusals`).
/// `package`: the tally, the entries of some days, the sizing `today` and `notesOfLast`
/// are the command line's tuning; an app names what a transaction reads with
/// `ReadScope`, which holds one of these (docs/library.md).
package enum TransactionScope: Sendable {
    /// Every entry, the whole log in memory: for rewrites that need every entry.
    case everything
    /// Only habit `id`'s entries, the log read a piece at a time: for `check`,
    /// `uncheck` and `skip` of one habit. Problems on other habits' lines are not in the
    /// snapshot — unless the write records `recording` (worked out from today as the store
    /// works it out, `Store.today`) and its first day lies before the habit's `since`:
    /// the write then moves `since` back, a rewrite, refused while any file has errors,
    /// so every other line is checked too, in the same read. Without `entries`, the write
    /// needs only the habit's history (`Snapshot.histories`): in the device layout the
    /// device checkpoint may give it, and the state, without reading an entry
    /// (docs/performance.md, "The device checkpoint"); elsewhere the entries are read all
    /// the same.
    case habit(HabitID, recording: AskedDays? = nil, entries: Bool = true)
    /// No entries: the histories of the habits `of` names (`nil`: every habit, and every
    /// id the log names) folded while the log is read a piece at a time; every line is
    /// checked. `today` (when not given, as the store works it out: `Store.today`) only
    /// sizes the arrays the fold fills; with one habit named and `notesOfLast`, that
    /// habit's entries that carry a note from that many days before today on come too
    /// (`Snapshot.notes`).
    case histories(of: Set<HabitID>?, today: Day? = nil, notesOfLast: Int? = nil)
    /// No entries and no histories: every line checked, and how many entries each id has
    /// (`Snapshot.entryCount`), the log read a piece at a time: for `verify`, and for a
    /// rewrite of the log that passes each line through as it streams (`rename`).
    case tally
    /// Only the entries of the habits `of` names (`nil`: of every id the log names; with
    /// those under an id on their `was=` lists) that lie on the days `on` asks for, in
    /// file order, the log read a piece at a time; every line is checked. The days are
    /// worked out from today as the store works it out (`Store.today`), before the log is
    /// read: for a write that only asks whether the days it writes hold an entry (`skip`
    /// of several habits), not for whole histories. Days that cannot be worked out keep no
    /// entry; without a today, every day's are kept.
    case entries(of: Set<HabitID>?, on: AskedDays)
}

extension TransactionScope {
    /// Histories of one habit with `notesOfLast`, today known: the first day whose notes
    /// come with them.
    var notesSince: Day? {
        guard case .histories(let ids, let today, let days) = self, ids?.count == 1, let today, let days else {
            return nil
        }
        return today.adding(-days)
    }
}
