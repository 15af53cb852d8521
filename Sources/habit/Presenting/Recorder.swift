import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write `check`, `uncheck` and `skip` share: one store transaction that reads the
/// habit's lines under the lock, resolves the days, validates the habit against that
/// read, moves `since` back for a backdated entry and appends (docs/data-format.md).
struct Recorder {
    /// The habit ids as typed: one, or several recorded together (all or nothing).
    let ids: [String]
    /// The first id as typed.
    var id: String { ids[0] }
    /// The command's name, for messages.
    let command: String
    /// What each entry records.
    let action: Action
    /// The note kept with each entry.
    let note: String?
    /// Whether days after today may be recorded (`skip` plans ahead).
    var allowsFuture = false
    /// Whether `since` may move back more than `confirmLimit` days (`--yes`, or asked).
    var confirmed = false
    /// The longest move of `since` made without `--yes` or a question.
    static let confirmLimit = 31

    /// What was written, and the data as it is after the write.
    struct Recorded {
        /// The session after the write (without reading the files again).
        let session: Session
        /// The habits as they are after the write, in the order typed.
        let habits: [Habit]
        /// The entries appended: for each habit in turn, one per day.
        let entries: [Entry]
        /// `since` as it was, for each habit whose `since` the write moved back.
        let movedFrom: [HabitID: Day]
        /// The first habit.
        var habit: Habit { habits[0] }

        /// `Moved the start of meditate back to …` lines, one per moved habit.
        func sinceLines(today: Day) -> String {
            habits.compactMap { habit in
                movedFrom[habit.id].map { old in
                    "Moved the start of \(habit.id) back to \(Describe.shortDate(habit.since, today: today)) "
                        + "(was \(Describe.shortDate(old, today: today))); 'habit edit \(habit.id) --since D' sets it.\n"
                }
            }.joined()
        }
    }

    /// A recorder for one habit.
    init(
        id: String, command: String, action: Action, note: String?, allowsFuture: Bool = false, confirmed: Bool = false
    ) {
        self.init(
            ids: [id], command: command, action: action, note: note, allowsFuture: allowsFuture, confirmed: confirmed)
    }

    /// A recorder for several habits at once: one lock, one append, all or nothing (an
    /// unknown or archived id refuses the whole command).
    init(
        ids: [String], command: String, action: Action, note: String?, allowsFuture: Bool = false,
        confirmed: Bool = false
    ) {
        self.confirmed = confirmed
        self.ids = ids
        self.command = command
        self.action = action
        self.note = note
        self.allowsFuture = allowsFuture
    }

    /// Records one entry per day of `days` (read against the session's today): refuses an
    /// unknown or archived habit — also one renamed or removed by a command that ran
    /// meanwhile — and days after today unless `allowsFuture`; when an entry is for a day
    /// before `since`, moves `since` back to it in the same locked write (docs/cli.md).
    func record(in context: Context, days: @escaping (Session) throws -> ClosedRange<Day>) throws -> Recorded {
        let store = try context.store()
        // A backdate rewrites `habits` (it moves `since`), which is refused while any line
        // has errors: the one read of the log then checks every line.
        let scope =
            ids.count > 1
            ? .everything
            : HabitID(id).map { habitID in
                TransactionScope.habitUnlessRewriting(habitID) { habits, config in
                    movesSince(of: habitID, habits: habits, config: config, in: context, days: days)
                }
            } ?? .everything
        var issues: [ParseIssue] = []
        defer { context.warn(about: issues) }
        return try store.transaction(reading: scope) { transaction in
            let snapshot = transaction.snapshot
            issues = snapshot.issues
            let session = Session(snapshot: snapshot, today: try context.today(config: snapshot.config))
            let range = try days(session)
            var habits: [Habit] = []
            for id in ids {
                let habit = try session.habit(id)
                if habit.archived { throw HabitError.archived(id, command: command) }
                if !habits.contains(where: { $0.id == habit.id }) { habits.append(habit) }
            }
            if !allowsFuture, range.upperBound > session.today {
                throw HabitError.futureDate(range.upperBound, today: session.today, command: command)
            }
            var entries: [Entry] = []
            for habit in habits {
                let own = (0...(range.upperBound - range.lowerBound)).map {
                    Entry(day: range.lowerBound.adding($0), habit: habit.id, action: action, note: note)
                }
                let history = session.history(of: habit)
                try refuseAmount(for: habit)
                try refuseOverflow(of: own, for: habit, history: history)
                try refuseReset(of: own, for: habit, history: history)
                entries += own
            }
            // A `clear` or `no` before `since` records nothing, so it never moves `since`.
            var movedFrom: [HabitID: Day] = [:]
            if action != .clear, action != .no {
                for habit in habits where range.lowerBound < habit.since {
                    if !confirmed, habit.since - range.lowerBound > Self.confirmLimit {
                        throw HabitError.sinceMoveNeedsYes(
                            habit: habit.id.rawValue, from: habit.since, to: range.lowerBound, command: command)
                    }
                    movedFrom[habit.id] = habit.since
                    transaction.moveSince(of: habit.id, backTo: range.lowerBound)
                }
            }
            for entry in entries { transaction.append(entry) }
            let after = session.after(appending: entries, habits: transaction.habitsFile)
            return Recorded(
                session: after, habits: habits.map { transaction.habitsFile.habit($0.id) ?? $0 }, entries: entries,
                movedFrom: movedFrom)
        }
    }

    /// `record(in:days:)`, but a move of `since` of more than `confirmLimit` days is put
    /// to the person when standard input and output are a terminal (no lock is held while
    /// asking; the write runs again once confirmed); elsewhere it needs `--yes`.
    func recordConfirming(in context: Context, days: @escaping (Session) throws -> ClosedRange<Day>) throws -> Recorded
    {
        do {
            return try record(in: context, days: days)
        } catch HabitError.sinceMoveNeedsYes(let habit, let from, let to, _)
            where !confirmed && Self.interactive(context)
        {
            context.write("Move the start of \(habit) back \(from - to) days, from \(from) to \(to)? [y/N] ")
            let answer = readLine(strippingNewline: true)?.lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                throw HabitError.sinceMoveNeedsYes(habit: habit, from: from, to: to, command: command)
            }
            var again = self
            again.confirmed = true
            return try again.record(in: context, days: days)
        }
    }

    /// Whether a person can be asked: standard input and output are both a terminal.
    static func interactive(_ context: Context) -> Bool {
        context.terminal.inputIsTerminal && context.terminal.isTerminal
    }

    /// Whether recording `days` would move `since` of habit `id` back, judged on the
    /// `habits` and `config` files just read (the log not yet): a day range that cannot be
    /// read yet is left to the transaction's body, which reports it.
    private func movesSince(
        of id: HabitID, habits: HabitsFile, config: ConfigFile, in context: Context,
        days: (Session) throws -> ClosedRange<Day>
    ) -> Bool {
        guard action != .clear, action != .no, let habit = habits.habit(id) else { return false }
        var snapshot = Snapshot.empty(directory: "")
        snapshot.habitsFile = habits
        snapshot.configFile = config
        guard let today = try? context.today(config: config.config),
            let range = try? days(Session(snapshot: snapshot, today: today))
        else { return false }
        return range.lowerBound < habit.since
    }

    /// Refuses an `+N` that would take a day's amount past `Amount.maximum`, judged on the
    /// amounts read under the lock (docs/data-format.md).
    private func refuseOverflow(of entries: [Entry], for habit: Habit, history: History) throws(HabitError) {
        guard case .add(let amount) = action else { return }
        for entry in entries {
            guard case .amount(let current)? = history.state(on: entry.day), current.adding(amount) == nil else {
                continue
            }
            throw .amountTooLarge(habit: habit.id.rawValue, day: entry.day, sum: (current + amount).description)
        }
    }

    /// Refuses an amount (`--value`, `--set`) for a check habit: it is done or not, and an
    /// amount would read as done whatever it is, 0 included (docs/cli.md).
    private func refuseAmount(for habit: Habit) throws(HabitError) {
        guard case .check = habit.goal else { return }
        switch action {
        case .add: throw .amountForCheckHabit(habit: habit.id.rawValue, option: "value")
        case .set: throw .amountForCheckHabit(habit: habit.id.rawValue, option: "set")
        default: return
        }
    }

    /// Refuses a bare `done` of an at-most habit on a day that holds an amount: it would
    /// set the amount to 0 and lose what was recorded (docs/cli.md).
    private func refuseReset(of entries: [Entry], for habit: Habit, history: History) throws(HabitError) {
        guard action == .done, case .atMost(_, let unit) = habit.goal else { return }
        for entry in entries {
            guard case .amount(let current)? = history.state(on: entry.day), current.isPositive else { continue }
            throw .limitHoldsAmount(habit: habit.id.rawValue, day: entry.day, amount: Describe.quantity(current, unit))
        }
    }

    /// `today`, `yesterday`, `Thu, Nov 19`, or `Wed, Nov 19, 2025` outside today's year.
    static func dayWords(_ day: Day, today: Day) -> String {
        day == today ? "today" : day == today.adding(-1) ? "yesterday" : Describe.shortDate(day, today: today)
    }
}

extension Recorder {
    /// The days of a one-day record: `--date` as typed, else today.
    static func oneDay(_ date: String?) -> (Session) throws -> ClosedRange<Day> {
        { session in
            let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
            return day...day
        }
    }
}

extension Recorder.Recorded {
    /// What a one-day `check` or `uncheck` prints: JSON, or a line per habit with its
    /// streak after `action`.
    func report(_ action: Action, in context: Context) {
        if context.json {
            context.write(RecordJSON.recorded(self).text())
            return
        }
        let day = entries[0].day
        for habit in habits {
            let summary = HabitSummary(habit: habit, session: session)
            context.write(RecordLine.render(action, summary: summary, day: day, style: context.style))
        }
    }
}
