import HabitCore
import StreakEngine

/// A habit an `@TAG` brought in that the day does not want, and why (docs/cli.md, "Tags").
struct LeftOut: Equatable {
    /// Why a habit was left out.
    enum Reason: String, Equatable {
        /// A numeric habit, and no amount given: a bare check would set it to its target.
        case needsAmount = "needs_amount"
        /// A check habit, and an amount given.
        case takesNoAmount = "takes_no_amount"
        /// Not due on the day.
        case notDue = "not_due"
        /// Already done on the day.
        case done
        /// Skipped on the day.
        case skipped
        /// Its first day is after the day.
        case notStarted = "not_started"
        /// Made of other habits: it has no entries of its own (docs/streaks.md).
        case composite
    }

    let habit: Habit
    let reason: Reason

    /// `Left out water: a numeric habit needs an amount ('habit check water=N').`
    func line(day: Day, today: Day) -> String {
        let id = habit.id.rawValue
        let when = Recorder.dayWords(day, today: today)
        let why =
            switch reason {
            case .needsAmount: "a numeric habit needs an amount ('habit check \(id)=N')"
            case .takesNoAmount: "a check habit takes no amount"
            case .notDue: "not due \(day == today ? "today" : "on " + when)"
            case .done: "already done \(when)"
            case .skipped: "skipped \(when)"
            case .notStarted: "it starts \(Describe.shortDate(habit.since, today: today))"
            case .composite:
                "made of other habits, it has no entries of its own (it is done when \(habit.membersInWords) is)"
            }
        return "Left out \(id): \(why).\n"
    }
}

extension Recorder {
    /// Whether an id as typed is `@TAG`.
    static func isTag(_ text: String) -> Bool { text.hasPrefix("@") }

    /// The ids of `texts`, the action of each typed as `ID=N` (`+N` for it alone) and the
    /// note of each typed as `ID#NOTE` (`ID=N#NOTE`): what `check water=2 coffee=1
    /// bike#"long ride" meditate` records. `option` is `value` or `set` when one was given,
    /// which `ID=N` cannot join (docs/cli.md, "Tags").
    static func amounts(
        in texts: [String], option: String?
    ) throws -> (ids: [String], actions: [HabitID: Action], notes: [HabitID: String]) {
        var ids: [String] = []
        var actions: [HabitID: Action] = [:]
        var notes: [HabitID: String] = [:]
        for typed in texts {
            var text = typed
            if let hash = typed.firstIndex(of: "#") {
                text = String(typed[..<hash])
                // As in the log: one space after the `#` is not part of the note.
                var note = typed[typed.index(after: hash)...]
                if note.first == " " { note = note.dropFirst() }
                if isTag(text) { throw TagError.noteForTag(typed) }
                guard !note.allSatisfy({ $0 == " " }) else { throw TagError.emptyNote(typed) }
                do { try Habit.validateNote(String(note)) } catch { throw UsageError.invalidValue(error) }
                let idText = String(text.prefix { $0 != "=" })
                guard let id = HabitID(idText) else { throw UsageError.invalidValue(.invalidID(idText)) }
                if notes[id] != nil { throw TagError.noteTwice(idText) }
                notes[id] = String(note)
            }
            guard let equals = text.firstIndex(of: "=") else {
                ids.append(text)
                continue
            }
            let idText = String(text[..<equals])
            let amountText = String(text[text.index(after: equals)...])
            if isTag(idText) { throw TagError.amountForTag(text) }
            guard let id = HabitID(idText) else { throw UsageError.invalidValue(.invalidID(idText)) }
            let amount = try amount(amountText, takingBackFrom: [idText])
            if let option { throw TagError.amountWithOption(text, option: option) }
            if actions[id] != nil { throw TagError.amountTwice(idText) }
            actions[id] = .add(amount)
            ids.append(idText)
        }
        return (ids, actions, notes)
    }

    /// The habits to record on `day`: those named, in the order typed, then each `@TAG`'s
    /// active habits in sort order, each once; with `choosesFromTags`, a habit only a tag
    /// brought in is left out when the day does not want it. A habit made of others that a
    /// tag brought in is always left out.
    func select(in session: Session, day: Day) throws -> (habits: [Habit], leftOut: [LeftOut]) {
        if actions.isEmpty, let amount = ids.first(where: { $0.contains(Character("=")) }) {
            throw TagError.amountNotTaken(amount, command: command)
        }
        if let noted = ids.first(where: { $0.contains(Character("#")) }) {
            throw TagError.noteNotTaken(noted, command: command)
        }
        guard !everyActive, ids.contains(where: Self.isTag) else { return (try resolve(ids, in: session), []) }
        let named = ids.filter { !Self.isTag($0) }
        var habits = named.isEmpty ? [] : try resolve(named, in: session)
        var seen = Set(habits.map(\.id))
        var leftOut: [LeftOut] = []
        for text in ids where Self.isTag(text) {
            for habit in try session.activeHabits(taggedAs: text) where seen.insert(habit.id).inserted {
                // Its days are its members': every command leaves it out (docs/cli.md, "Tags").
                if habit.isComposite {
                    leftOut.append(LeftOut(habit: habit, reason: .composite))
                } else if choosesFromTags, let reason = reason(toLeaveOut: habit, in: session, day: day) {
                    leftOut.append(LeftOut(habit: habit, reason: reason))
                } else {
                    habits.append(habit)
                }
            }
        }
        return (habits, leftOut)
    }

    /// Why `check @TAG` leaves `habit` out on `day`, if it does: an amount that does not
    /// fit its goal, or a day the engine's series says is done, skipped or before its
    /// start, or not due where a check would not count (`Habit.countsEntry`: a weekday
    /// list's day off) (docs/cli.md, "Tags").
    private func reason(toLeaveOut habit: Habit, in session: Session, day: Day) -> LeftOut.Reason? {
        switch action {
        case .add, .set: if !habit.goal.isNumeric { return .takesNoAmount }
        default: if habit.goal.isNumeric { return .needsAmount }
        }
        let series = Engine.series(
            habit, history: session.history(of: habit), today: session.today, weekStart: session.weekStart, from: day)
        switch series.first(where: { $0.date == day })?.status {
        // Not due, but a check counts (a window already kept, a quota already met).
        case .notDue?: return habit.countsEntry(on: day) ? nil : .notDue
        case .done?: return habit.goal.isNumeric ? nil : .done
        case .skipped?: return .skipped
        case .beforeStart?: return .notStarted
        default: return nil
        }
    }
}
