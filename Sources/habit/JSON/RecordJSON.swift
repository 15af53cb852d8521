import HabitCore

/// The documents of the commands that write: what was recorded, then the habits as they
/// are afterwards (docs/json.md). Every document starts with `today`.
enum RecordJSON {
    /// `check`, `uncheck`, `skip` and `ask`: `{"today", "entries", "habits", "moved_since"}`,
    /// with the entries appended (in the log's words), the habits after the write in the
    /// order typed, and each `since` the write moved back.
    static func entries(
        today: Day, entries: [Entry], habits: [HabitSummary], movedFrom: [HabitID: Day] = [:], kept: [Entry] = [],
        leftOut: [LeftOut] = []
    ) -> JSONValue {
        .object([
            ("today", .day(today)),
            ("entries", .array(entries.map(HabitJSON.entry))),
            ("habits", .array(habits.map { HabitJSON.habit($0) })),
            ("moved_since", movedSince(habits.map(\.habit), from: movedFrom)),
            ("kept", .array(kept.map { .object([("id", .string($0.habit.rawValue)), ("date", .day($0.day))]) })),
            (
                "left_out",
                .array(
                    leftOut.map {
                        .object([("id", .string($0.habit.id.rawValue)), ("reason", .string($0.reason.rawValue))])
                    })
            ),
        ])
    }

    /// `check`, `uncheck` and `skip` after `Recorder` wrote.
    static func recorded(_ recorded: Recorder.Recorded) -> JSONValue {
        entries(
            today: recorded.session.today, entries: recorded.entries,
            habits: recorded.habits.map { HabitSummary(habit: $0, session: recorded.session, detailed: true) },
            movedFrom: recorded.movedFrom, kept: recorded.kept, leftOut: recorded.leftOut)
    }

    /// `[{"id", "from", "to"}]`: each habit of `habits` whose `since` moved back from
    /// `from[id]` to the habit's `since`, in the order of `habits`.
    static func movedSince(_ habits: [Habit], from: [HabitID: Day]) -> JSONValue {
        .array(
            habits.compactMap { habit in
                from[habit.id].map { old in
                    .object([("id", .string(habit.id.rawValue)), ("from", .day(old)), ("to", .day(habit.since))])
                }
            })
    }

    /// `add`, `edit`, `archive`, `unarchive`: `{"today", "habits": [the habit after]}`,
    /// plus `extra` members after `today` (`rename`'s `renamed_from`, `move`'s order).
    static func habit(_ summary: HabitSummary, extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([("today", .day(summary.today))] + extra + [("habits", .array([HabitJSON.habit(summary)]))])
    }
}

extension RecordJSON {
    /// The habit called `id` as `transaction` leaves it: its definition and its history
    /// over the entries read under the lock, with the staged rewrite and appends applied
    /// (nothing is read again), summarised with its statistics for the habit object.
    static func summary(of id: HabitID, after transaction: Transaction, today: Day) -> HabitSummary? {
        var snapshot = transaction.snapshot
        snapshot.habitsFile = transaction.habitsFile
        if let transform = transaction.logTransform {
            snapshot.log.entries = EntryList(snapshot.log.entries.compactMap(transform))
        }
        snapshot.log.entries += transaction.appendedEntries
        let session = Session(snapshot: snapshot, today: today)
        return session.habits.first { $0.id == id }.map { HabitSummary(habit: $0, session: session, detailed: true) }
    }
}
