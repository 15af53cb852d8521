extension History {
    /// This history with `entries` — the habit's, written after every entry it was folded
    /// from — folded on (docs/data-format.md, `log`): each day's state goes on from its
    /// folded state through `apply`, as folding every entry again would give it. Exact for
    /// every action `habit` records (an amount added to a check habit, which `check`
    /// refuses, would go on from a cleared day rather than from its amount). O(log n) an
    /// entry plus the moves of the arrays: a write's history without folding the log twice.
    package func appending(_ entries: some Sequence<Entry>, for habit: Habit) -> History {
        var history = self
        history.append(entries, for: habit)
        return history
    }

    /// Folds `entries` on in place (see `appending(_:for:)`), each day under the goal in
    /// force that day. A history held nowhere else
    /// changes where it lies: `skip --all` folds on 100,000 histories without a second
    /// copy of each (docs/performance.md, "Wide data sets").
    package mutating func append(_ entries: some Sequence<Entry>, for habit: Habit) {
        let rules = FoldRules(habit)
        var days = dayColumn
        var states = dayStates
        var noDays = noDayColumn
        var first = firstEntryDay
        // This value lets go of its arrays, so that they are changed in place when it was
        // their only holder (a column read in place from a checkpoint is copied on its
        // first change: the mapping is never written).
        self = History()
        for entry in entries {
            let day = entry.day
            first = min(first ?? day, day)
            let index = days.insertionIndex(of: day)
            let present = index < days.count && days[index] == day
            let rule = rules.rule(on: day)
            let state = History.kept(
                History.apply(entry.action, to: present ? states[index] : nil, doneAmount: rule.doneAmount),
                numeric: rule.numeric)
            switch (present, state) {
            case (true, let state?): states.replace(at: index, with: state)
            case (true, nil):
                days.remove(at: index)
                states.remove(at: index)
            case (false, let state?):
                days.insert(day, at: index)
                states.insert(state, at: index)
            case (false, nil): break
            }
            let noIndex = noDays.insertionIndex(of: day)
            let answeredNo = noIndex < noDays.count && noDays[noIndex] == day
            if entry.action == .no, !answeredNo { noDays.insert(day, at: noIndex) }
            if entry.action != .no, answeredNo { noDays.remove(at: noIndex) }
        }
        self = History(days: days, states: states, firstEntryDay: first, noDays: noDays)
    }
}
