import HabitCore

extension StrengthRule {
    /// The day the score starts on: the first entry, never before `since` (at-most
    /// habits: `since`); `nil` when a habit that starts on its first entry has none.
    func firstDay(_ habit: Habit, history: History) -> Day? {
        if case .atMost = goal { return habit.since }
        return history.firstEntryDay.map { max($0, habit.since) }
    }

    /// The score over `start...last`, from the entries `days[first...]`, starting at
    /// `initial` (the rule's own `initial` when `nil`; a goal that follows another goes on
    /// from that one's score).
    ///
    /// Driven by events — a day an entry enters or leaves the window. Between events p is
    /// constant and no day is skipped (a skip is an entry), so k updates with the same p
    /// collapse to score = p + (score − p)·mᵏ.
    func score(
        days: UnsafeBufferPointer<Day>, states: StateWords, from first: Int, start: Int, last: Int,
        initial: Double? = nil
    ) -> Double {
        let initial = initial ?? self.initial
        if window == 1 {
            return dailyScore(days: days, states: states, from: first, start: start, last: last, initial: initial)
        }
        // mᵏ for the short gaps, and (check habits) p of every possible window sum, looked
        // up instead of computed at each step: the same values, from `power` and `p`.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { powers in
            for k in 0..<64 { powers[k] = power(k) }
            let powerOf = { (k: Int) in k < 64 ? powers[k] : power(k) }
            if goal.isNumeric {
                return windowScore(
                    days: days, states: states, from: first, start: start, last: last, initial: initial,
                    p: { p($0) }, power: powerOf)
            }
            // A check habit's window holds at most `window` done days.
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: window + 1) { table in
                for value in 0...window { table[value] = p(Int64(value)) }
                return windowScore(
                    days: days, states: states, from: first, start: start, last: last, initial: initial,
                    p: { table[Int($0)] }, power: powerOf)
            }
        }
    }

    /// `score` with p and mᵏ given.
    @inline(__always)
    private func windowScore(
        days: UnsafeBufferPointer<Day>, states: StateWords, from first: Int, start: Int, last: Int,
        initial: Double, p: (Int64) -> Double, power: (Int) -> Double
    ) -> Double {
        let width = window
        var lead = first  // the first entry not in the window yet
        var trail = first  // the oldest entry still in the window
        var sum: Int64 = 0  // done days or thousandths within the last `width` days
        var score = initial
        var current = start
        while true {
            var skipped = false
            while lead < days.count, days[lead].number <= current {
                sum += contribution(states[lead], on: days[lead].number)
                if days[lead].number == current, case .skipped = states[lead] { skipped = true }
                lead += 1
            }
            while trail < lead, days[trail].number <= current - width {
                sum -= contribution(states[trail], on: days[trail].number)
                trail += 1
            }
            var next = last + 1
            if lead < days.count, days[lead].number < next { next = days[lead].number }
            if trail < lead, days[trail].number + width < next { next = days[trail].number + width }
            let count = next - current - (skipped ? 1 : 0)
            if count > 0 {
                let p = p(sum)
                score = step(score, toward: p, factor: power(count))
            }
            if next > last { break }
            current = next
        }
        return score
    }
}

extension StrengthRule {
    /// The score when p looks at one day only (daily and weekday-list habits): one step
    /// per entry, with the empty days before it collapsed into one update.
    func dailyScore(
        days: UnsafeBufferPointer<Day>, states: StateWords, from first: Int, start: Int, last: Int, initial: Double
    ) -> Double {
        let empty = p(0)
        var score = initial
        var next = start  // the first day not scored yet
        var index = first
        while index < days.count, days[index].number <= last {
            let number = days[index].number
            if number >= next {
                score = self.score(score, after: states[index], on: number, from: next, empty: empty)
                next = number + 1
            }
            index += 1
        }
        if last >= next { score = step(score, toward: empty, factor: power(last - next + 1)) }
        return score
    }
}
