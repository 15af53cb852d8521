/// The one rule of a habit made of others (docs/streaks.md, "Habits made of others").
extension History {
    /// The history of a habit made of others, from its members' folded histories: a day
    /// is done (amount 1) when any member is done that day; else skipped when a member is
    /// skipped; else answered "not done" (`noDays`) when a member answered `no`; else
    /// nothing is recorded. Members are check habits, so a member is done on a day with
    /// an amount above 0 (a `+N` on a check habit is done, as the fold says). A member's
    /// days before its own `since` count too: the composite's `since` decides which days
    /// exist. `firstEntryDay` is the earliest of the members'.
    ///
    /// Every caller builds a composite's days here: the command line for every view, the
    /// store's `Snapshot.history(of:)`, and `Engine.analyze(schedule:since:members:…)`.
    /// O(n log n) in the members' recorded days.
    /// - Parameter members: the members' histories, each folded under its own goal, in any
    ///   order; none gives an empty history.
    public init(anyOf members: [History]) {
        // Per day the strongest member state: 2 done, 1 skipped.
        var strongest: [Day: Int] = [:]
        var noDays = Set<Day>()
        var first: Day?
        for member in members {
            if let day = member.firstEntryDay { first = min(first ?? day, day) }
            member.withColumns { days, states in
                for index in days.indices {
                    let rank: Int
                    switch states[index] {
                    case .skipped: rank = 1
                    case .amount(let amount): rank = amount.isPositive ? 2 : 0
                    }
                    if rank > strongest[days[index]] ?? 0 { strongest[days[index]] = rank }
                }
            }
            noDays.formUnion(member.noDayColumn)
        }
        let days = strongest.keys.filter { strongest[$0] ?? 0 > 0 }.sorted()
        self.init(
            days: days, states: DayStates(days.map { strongest[$0] == 2 ? .amount(Amount(1)) : .skipped }),
            firstEntryDay: first, noDays: noDays.filter { (strongest[$0] ?? 0) == 0 }.sorted())
    }
}
