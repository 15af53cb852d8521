import Foundation
import HabitCore

extension Engine {
    /// The strength score in 0…1 (docs/streaks.md): Loop Habit Tracker's exponential smoothing.
    /// `nil` for `anytime` habits.
    ///
    /// With frequency f = num/den (1/1 when num ≥ den) and m = 0.5^(√f / 13), the score
    /// starts at 0 (at-most habits: at 1, nothing over the limit yet, as in Loop Habit
    /// Tracker) and then, for every day up to and including today, is unchanged on a
    /// skipped day and `score·m + p·(1 − m)` otherwise (see `StrengthRule` for p).
    ///
    /// The first day is the habit's first recorded entry (any action; at-most habits:
    /// `since`), but never before `since`: entries before `since` are outside the habit's
    /// history everywhere in the engine. Without entries the score is 0 (at-most: 1).
    /// Today is updated like any other day, so an unchecked today lowers the score until
    /// it is checked.
    /// A sliding window over the entries, updated only on days an entry enters or leaves
    /// it: O(entries), with no per-day work.
    public static func strength(_ habit: Habit, history: History, today: Day) -> Double? {
        guard let rule = StrengthRule(habit: habit) else { return nil }
        let since = habit.since
        guard let start = rule.firstDay(habit, history: history), start <= today else { return 0 }
        let first = history.firstIndex(onOrAfter: since)
        return history.days.withUnsafeBufferPointer { days in
            history.states.withUnsafeBufferPointer { states in
                rule.score(days: days, states: states, from: first, start: start.number, last: today.number)
            }
        }
    }
}

extension StrengthRule {
    /// The day the score starts on: the first entry, never before `since` (at-most
    /// habits: `since`); `nil` when a habit that starts on its first entry has none.
    func firstDay(_ habit: Habit, history: History) -> Day? {
        if case .atMost = goal { return habit.since }
        return history.firstEntryDay.map { max($0, habit.since) }
    }

    /// The score over `start...last`, from the entries `days[first...]`.
    ///
    /// Driven by events — a day an entry enters or leaves the window. Between events p is
    /// constant and no day is skipped (a skip is an entry), so k updates with the same p
    /// collapse to score = p + (score − p)·mᵏ.
    func score(
        days: UnsafeBufferPointer<Day>, states: UnsafeBufferPointer<DayState>, from first: Int, start: Int, last: Int
    ) -> Double {
        if window == 1 { return dailyScore(days: days, states: states, from: first, start: start, last: last) }
        // mᵏ for the short gaps, and (check habits) p of every possible window sum, looked
        // up instead of computed at each step: the same values, from `power` and `p`.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { powers in
            for k in 0..<64 { powers[k] = power(k) }
            let powerOf = { (k: Int) in k < 64 ? powers[k] : power(k) }
            if goal.isNumeric {
                return windowScore(
                    days: days, states: states, from: first, start: start, last: last, p: { p($0) }, power: powerOf)
            }
            // A check habit's window holds at most `window` done days.
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: window + 1) { table in
                for value in 0...window { table[value] = p(Int64(value)) }
                return windowScore(
                    days: days, states: states, from: first, start: start, last: last, p: { table[Int($0)] },
                    power: powerOf)
            }
        }
    }

    /// `score` with p and mᵏ given.
    @inline(__always)
    private func windowScore(
        days: UnsafeBufferPointer<Day>, states: UnsafeBufferPointer<DayState>, from first: Int, start: Int, last: Int,
        p: (Int64) -> Double, power: (Int) -> Double
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
                score = p + (score - p) * power(count)
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
        days: UnsafeBufferPointer<Day>, states: UnsafeBufferPointer<DayState>, from first: Int, start: Int, last: Int
    ) -> Double {
        let empty = p(0)
        var score = initial
        var next = start  // the first day not scored yet
        var index = first
        while index < days.count, days[index].number <= last {
            let number = days[index].number
            if number >= next {
                if number > next { score = empty + (score - empty) * power(number - next) }
                if case .amount = states[index] {
                    let p = p(contribution(states[index]))
                    score = p + (score - p) * multiplier
                }
                next = number + 1
            }
            index += 1
        }
        if last >= next { score = empty + (score - empty) * power(last - next + 1) }
        return score
    }
}

/// The per-habit constants of the strength score and its daily value p (docs/streaks.md,
/// docs/streaks.md).
struct StrengthRule {
    /// 0.5^(√f / 13).
    let multiplier: Double
    /// The number of days p looks back over.
    let window: Int
    /// The goal p measures against; for a numeric weekday list with k due days, its
    /// target or max times k (the window sums k due days).
    let goal: GoalKind
    /// The score before the first day: 1 for at-most habits (nothing over the limit yet,
    /// as in Loop Habit Tracker), else 0.
    let initial: Double
    /// The weekdays whose amounts count (`DueMask`): a numeric weekday list sums only its
    /// due days, so days that are not due never lower a habit kept perfectly. Every day
    /// for other habits.
    let counted: Int
    /// Done days needed in the window (check habits), after doubling when f < 1.
    private let needed: Int64

    /// `nil` for `anytime` habits.
    init?(habit: Habit) {
        var num: Int
        var den: Int
        var period: Int
        var counted = DueMask.all
        var scale: Int64 = 1
        switch habit.schedule {
        case .daily: (num, den, period) = (1, 1, 1)
        case .weekdays(let set):
            (num, den, period) = (set.count, 7, 7)
            if habit.goal.isNumeric {
                counted = DueMask.of(set)
                scale = Int64(set.count)
            }
        case .perWeek(let n): (num, den, period) = (n, 7, 7)
        case .perMonth(let n): (num, den, period) = (n, 30, 30)
        case .everyNDays(let n): (num, den, period) = (1, n, n)
        case .rolling(let times, let days): (num, den, period) = (times, days, days)
        case .anytime: return nil
        }
        // As in Loop Habit Tracker, a frequency of num ≥ den is scored as 1/1: 7/week,
        // 30/month and 31/month like `daily`.
        if num >= den { (num, den, period) = (1, 1, 1) }
        multiplier = pow(0.5, (Double(num) / Double(den)).squareRoot() / 13)
        self.counted = counted
        switch GoalKind(habit.goal) {
        case .check:
            goal = .check
            initial = 0
        case .atLeast(let target):
            goal = .atLeast(target * scale)
            initial = 0
        case .atMost(let max):
            goal = .atMost(max * scale)
            initial = 1
        }
        if habit.goal.isNumeric {
            window = period
            needed = 1
        } else {
            let doubled = num < den
            window = doubled ? den * 2 : den
            needed = Int64(doubled ? num * 2 : num)
        }
    }

    /// What a recorded day adds to the window: 1 per done day (check habits), its amount
    /// in thousandths (numeric habits), 0 when skipped.
    @inline(__always)
    func contribution(_ state: DayState) -> Int64 {
        guard case .amount(let amount) = state else { return 0 }
        if goal.isNumeric { return amount.thousandths }
        return amount.isPositive ? 1 : 0
    }

    /// `contribution` of a recorded day `number`: 0 on a day whose amount does not count
    /// (a numeric weekday list's days that are not due).
    @inline(__always)
    func contribution(_ state: DayState, on number: Int) -> Int64 {
        if counted != DueMask.all, counted & (1 << DueMask.weekdayIndex(number)) == 0 { return 0 }
        return contribution(state)
    }

    /// mᵏ: by squaring for the short gaps that dominate, `pow` for long ones.
    @inline(__always)
    func power(_ k: Int) -> Double {
        guard k < 64 else { return pow(multiplier, Double(k)) }
        var result = 1.0
        var base = multiplier
        var exponent = k
        while exponent > 0 {
            if exponent & 1 == 1 { result *= base }
            base *= base
            exponent >>= 1
        }
        return result
    }

    /// p for a window holding `value`.
    @inline(__always)
    func p(_ value: Int64) -> Double {
        switch goal {
        case .check:
            return min(1, Double(value) / Double(needed))
        case .atLeast(let target):
            guard target > 0 else { return 1 }
            return min(1, Double(value) / Double(target))
        case .atMost(let max):
            guard max > 0 else { return value == 0 ? 1 : 0 }
            let over = Double(value - max) / Double(max)
            return Swift.min(1, Swift.max(0, 1 - over))
        }
    }
}
