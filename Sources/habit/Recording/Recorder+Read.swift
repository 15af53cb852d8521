import HabitCore

extension Recorder {
    /// What the write reads, settled before anything is read: one habit's entries (its
    /// lines only, or every line checked when `days` lie before its `since`: a record
    /// that moves it back, which is a rewrite); or, for several habits, each one's entries
    /// on the days written (`writtenDaysOnly`), else the histories folded while the log
    /// is read — every line checked either way, no other entry kept (docs/performance.md,
    /// "Wide data sets"). An id that is no id reads nothing of the log but its problems.
    func scope(days: AskedDays) -> TransactionScope {
        // A `@TAG` names habits only the session knows: read every habit's.
        let byTag = ids.contains(where: Self.isTag)
        if !everyActive, !byTag, ids.count == 1 {
            // A `clear` or `no` before `since` records nothing, so it never moves `since`.
            let moves = action != .clear && action != .no
            // The history is all a record needs, but `ask` compares the entries it planned
            // on with those under the lock (`AskCheck`).
            return HabitID(id).map { .habit($0, recording: moves ? days : nil, entries: precheck != nil) }
                ?? .histories(of: [])
        }
        let asked = everyActive || byTag ? nil : Set(ids.compactMap(HabitID.init))
        guard writtenDaysOnly else { return .histories(of: asked) }
        return .entries(of: asked, on: days)
    }

    /// The days `days` asks for, worked out from `today` as the store works them out
    /// (`AskedDays`), with the command line's refusals: a day that is no day, a range
    /// that runs backwards or is longer than `skip` takes (docs/cli.md, "skip").
    static func range(of days: AskedDays, today: Day) throws -> ClosedRange<Day> {
        let (first, last) = try days.bounds(today: today)
        guard case .range(let from, let to) = days else { return first...last }
        if last < first { throw UsageError.backwardsRange(from: from, to: to) }
        if last - first >= SkipCommand.maximumRange {
            throw UsageError.rangeTooLong(days: last - first + 1, maximum: SkipCommand.maximumRange)
        }
        return first...last
    }
}
