import HabitCore

/// Writes entries for `check`, `uncheck` and `skip`: validates the habit and days,
/// moves `since` back for a backdated entry, appends, and returns the session as it is
/// after the write (without reading the files again).
struct Recorder {
    let session: Session

    /// The habit called `text`, refusing archived ones.
    func habit(_ text: String, command: String) throws -> Habit {
        let habit = try session.habit(text)
        if habit.archived { throw HabitError.archived(text, command: command) }
        return habit
    }

    /// Refuses days after today (`skip` may plan ahead and does not call this).
    func refuseFuture(_ day: Day, command: String) throws(HabitError) {
        if day > session.today { throw .futureDate(day, today: session.today, command: command) }
    }

    /// Appends `entries` for `habit`; when the earliest done or skip is before `since`,
    /// moves `since` back in the same locked write (SPEC §4).
    func record(_ entries: [Entry], for habit: Habit) throws -> Session {
        // A `clear` before `since` records nothing, so it never moves `since`.
        guard let earliest = entries.filter({ $0.action != .clear }).map(\.day).min(), earliest < habit.since else {
            try session.store.append(entries)
            return session.appending(entries)
        }
        // A rewrite is refused while any data file has errors — before the lock file is
        // created. The session may hold one habit's lines only: read everything to tell.
        let errors = try session.store.load().errors
        if !errors.isEmpty { throw StoreError.malformed(errors) }
        var moved = habit
        moved.since = earliest
        let habits = try session.store.transaction { transaction in
            transaction.habitsFile.replace(habit.id, with: moved)
            for entry in entries { transaction.append(entry) }
            return transaction.habitsFile.habits
        }
        return session.appending(entries, habits: habits)
    }

    /// `today`, `yesterday` or `Thu, Nov 19`.
    static func dayWords(_ day: Day, today: Day) -> String {
        day == today ? "today" : day == today.adding(-1) ? "yesterday" : Describe.shortDate(day)
    }
}
