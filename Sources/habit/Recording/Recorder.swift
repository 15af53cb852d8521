import HabitCore

/// The write `check`, `uncheck` and `skip` share: one store transaction that reads the
/// habit's lines under the lock, resolves the days, validates the habit against that
/// read, moves `since` back for a backdated entry and appends (docs/data-format.md).
struct Recorder {
    /// The habit ids as typed: one, or several recorded together (all or nothing); none
    /// with `everyActive`.
    let ids: [String]
    /// Whether every active habit is recorded (`skip --all`), as read under the lock.
    var everyActive = false
    /// The first id as typed.
    var id: String { ids[0] }
    /// The command's name, for messages.
    let command: String
    /// What each entry records, unless `actions` says otherwise for its habit.
    let action: Action
    /// `uncheck --value N`: each habit's entry sets its day to the amount it holds less N,
    /// at least 0 (`takingBack`), instead of `action`.
    var takesBack: Amount?
    /// The action of each id typed as `ID=N` (`check water=2 coffee=1`): `+N` for it alone.
    var actions: [HabitID: Action] = [:]
    /// Whether a habit that only an `@TAG` brought in is left out when the day does not
    /// want it (`check @morning`: not due, already done, an amount that does not fit).
    var choosesFromTags = false
    /// The note kept with each entry, unless `notes` gives its habit one of its own.
    let note: String?
    /// The note of each id typed as `ID#NOTE` (`check bike#"long ride"`): for it alone.
    var notes: [HabitID: String] = [:]
    /// Whether days after today may be recorded (`skip` plans ahead).
    var allowsFuture = false
    /// Whether `since` may move back more than `confirmLimit` days (`--yes`, or asked).
    var confirmed = false
    /// Whether days that already hold an answer are left as they are rather than
    /// replaced (a `skip` over a range without `--force`: docs/cli.md).
    var keepsAnswered = false
    /// Whether the entries answer a question about a day (`ask`): in device files they
    /// count only when their day holds no entry before them (docs/sync.md, "Device files").
    var answers = false
    /// Run under the lock on the data just read, before anything else: `ask` checks
    /// there that its question still stands (docs/cli.md, "ask").
    var precheck: ((Session) throws -> Void)?
    /// Whether what the command says after the write needs of the data only the days it
    /// writes (`skip`'s message, not its JSON): several habits are then read for their
    /// entries on those days alone, not their whole histories, and `Recorded.session`
    /// holds no history (docs/performance.md, "Wide data sets").
    var writtenDaysOnly = false
    /// The longest move of `since` made without `--yes` or a question.
    static let confirmLimit = 31

    /// What was written, and the data as it is after the write.
    struct Recorded {
        /// The session after the write (without reading the files again); after a read of
        /// the written days only (`writtenDaysOnly`), the entries of those days as read.
        let session: Session
        /// The habits as they are after the write, in the order typed.
        let habits: [Habit]
        /// The entries appended: for each habit in turn, one per day (less the days kept).
        let entries: [Entry]
        /// The days recorded.
        let days: ClosedRange<Day>
        /// `since` as it was, for each habit whose `since` the write moved back.
        let movedFrom: [HabitID: Day]
        /// The (day, habit) pairs left as they were because they already held an answer
        /// (`keepsAnswered`), as the entries that were not written.
        var kept: [Entry] = []
        /// For a one-day record, what each habit's day held before, in words (`done`,
        /// `5/8 glasses`), for the habits whose day held an answer.
        var replaced: [HabitID: String] = [:]
        /// The habits an `@TAG` brought in that were left out, and why (`choosesFromTags`).
        var leftOut: [LeftOut] = []
        /// For `takesBack`, the amount each habit's day held before the write.
        var held: [HabitID: Amount] = [:]
        /// The first habit.
        var habit: Habit { habits[0] }

        /// `Moved the start of meditate back to …` lines, one per moved habit.
        func sinceLines(today: Day) -> String {
            habits.compactMap { habit in
                movedFrom[habit.id].map { old in
                    "Moved the start of \(habit.id) back to \(Describe.shortDate(habit.since, today: today)) "
                        + "(was \(Describe.shortDate(old, today: today))); 'habit edit \(habit.id) --since D' sets it.\n"
                }
            }.joinedText()
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

    /// Records one entry per day of `days` (worked out from today): refuses an
    /// unknown or archived habit — also one renamed or removed by a command that ran
    /// meanwhile — and days after today unless `allowsFuture`; when an entry is for a day
    /// before `since`, moves `since` back to it in the same locked write (docs/cli.md).
    func record(in context: Context, days: AskedDays) throws -> Recorded {
        let store = try context.store()
        let scope = scope(days: days)
        var issues: [ParseIssue] = []
        defer { context.warn(about: issues) }
        return try store.transaction(reading: ReadScope(scope)) { transaction in
            issues = transaction.snapshot.issues
            var session = Session(snapshot: transaction.snapshot, today: try context.today(of: transaction.snapshot))
            if everyActive, session.activeHabits.isEmpty {
                // Nothing to record: nothing was asked of the data, so nothing is said of it.
                issues = []
                return Recorded(
                    session: session, habits: [], entries: [], days: session.today...session.today, movedFrom: [:])
            }
            let asked = Result { try Self.range(of: days, today: session.today) }
            try precheck?(session)
            let range = try asked.get()
            let (habits, leftOut) = try select(in: session, day: range.lowerBound)
            if !allowsFuture, range.upperBound > session.today {
                throw HabitError.futureDate(range.upperBound, today: session.today, command: command)
            }
            var entries: [Entry] = []
            var kept: [Entry] = []
            var replaced: [HabitID: String] = [:]
            var histories: [HabitID: History] = [:]
            // The read's histories, held here alone, so each recorded one is folded on in
            // place (`History.append`), never copied (docs/performance.md, "Wide data sets").
            var folded = transaction.takeHistories()
            _ = session.takeHistories()
            var held: [HabitID: Amount] = [:]
            for habit in habits {
                var history = folded.removeValue(forKey: habit.id) ?? session.history(of: habit)
                var action = actions[habit.id] ?? action
                if let takesBack {
                    (action, held[habit.id]) = try Self.takingBack(
                        takesBack, from: history, on: range.lowerBound, habit: habit, today: session.today)
                }
                var own = (0...(range.upperBound - range.lowerBound)).map {
                    Entry(
                        day: range.lowerBound.adding($0), habit: habit.id, action: action, note: notes[habit.id] ?? note
                    )
                }
                try refuseAmount(action, for: habit)
                if keepsAnswered {
                    kept += own.filter { history.isAnswered(on: $0.day) }
                    own.removeAll { history.isAnswered(on: $0.day) }
                } else if range.lowerBound == range.upperBound,
                    let words = AnsweredDay.words(history, on: range.lowerBound, habit: habit)
                {
                    replaced[habit.id] = words
                }
                try refuseOverflow(action, of: own, for: habit, history: history)
                try refuseReset(action, of: own, for: habit, history: history)
                entries += own
                guard !writtenDaysOnly else { continue }
                history.append(own, for: habit)
                histories[habit.id] = history
            }
            histories.merge(folded) { recorded, _ in recorded }
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
            // An answer (of `ask`, or a range `skip` that keeps answered days) never
            // overrides an entry of its day another device wrote unseen (docs/sync.md).
            for entry in entries {
                if answers || keepsAnswered { transaction.appendAnswer(entry) } else { transaction.append(entry) }
            }
            let after = session.after(recording: histories, habits: transaction.habitsFile)
            // Only a habit whose `since` moved changed; the others are as read.
            let now =
                movedFrom.isEmpty
                ? habits
                : habits.map { habit in
                    movedFrom[habit.id] == nil ? habit : transaction.habitsFile.habit(habit.id) ?? habit
                }
            return Recorded(
                session: after, habits: now, entries: entries, days: range, movedFrom: movedFrom, kept: kept,
                replaced: replaced, leftOut: leftOut, held: held)
        }
    }

    /// The habits of `ids` in `session`, each once, in the order typed: one lookup table
    /// for the lot, so that many ids cost linear time (docs/performance.md). Refuses an
    /// unknown or archived id.
    func resolve(_ ids: [String], in session: Session) throws -> [Habit] {
        // A habit made of others has no entries of its own (docs/streaks.md).
        if everyActive { return session.activeHabits.filter { !$0.isComposite } }
        if ids.count == 1 {
            let habit = try session.habit(ids[0])
            if habit.archived { throw HabitError.archived(ids[0], command: command) }
            try refuseComposite(habit)
            return [habit]
        }
        // Only the ids asked for go into the table: it stays as small as the command line,
        // however many habits there are.
        let asked = Set(ids)
        var byID: [String: Habit] = [:]
        for habit in session.habits where asked.contains(habit.id.rawValue) && byID[habit.id.rawValue] == nil {
            byID[habit.id.rawValue] = habit
        }
        var seen = Set<HabitID>()
        var habits: [Habit] = []
        for id in ids {
            guard let habit = byID[id] else {
                _ = try session.habit(id)
                continue
            }
            if habit.archived { throw HabitError.archived(id, command: command) }
            try refuseComposite(habit)
            if seen.insert(habit.id).inserted { habits.append(habit) }
        }
        return habits
    }

    /// `record(in:days:)`, but a move of `since` of more than `confirmLimit` days is put
    /// to the person when standard input and output are a terminal (no lock is held while
    /// asking; the write runs again once confirmed); elsewhere it needs `--yes`.
    func recordConfirming(in context: Context, days: AskedDays) throws -> Recorded {
        do {
            return try record(in: context, days: days)
        } catch HabitError.sinceMoveNeedsYes(let habit, let from, let to, _)
            where !confirmed && Self.interactive(context)
        {
            context.write("Move the start of \(habit) back \(from - to) days, from \(from) to \(to)? [y/N] ")
            let answer = context.stdin.readLine()?.lowercased() ?? ""
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

    /// `today`, `yesterday`, `Thu, Nov 19`, or `Wed, Nov 19, 2025` outside today's year.
    static func dayWords(_ day: Day, today: Day) -> String {
        day == today ? "today" : day == today.adding(-1) ? "yesterday" : Describe.shortDate(day, today: today)
    }
}
