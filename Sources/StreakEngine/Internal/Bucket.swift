import HabitCore

/// A total over one calendar week or month (`Engine.weeklyTotals`, `Engine.monthlyTotals`).
struct Bucket: Sendable, Hashable {
    /// The first day of the week or month.
    var start: Day
    /// The last day of the week or month (inclusive), possibly after today.
    var end: Day
    /// Done days (check habits) or the summed amount (numeric habits) from `since` to
    /// today within the bucket.
    var total: Amount
}

extension Engine {
    /// The last `count` calendar weeks (starting on `weekStart`), oldest first, ending with
    /// today's week, each with its total. Days before `since` and after today add nothing.
    static func weeklyTotals(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, count: Int
    ) -> [Bucket] {
        guard count > 0 else { return [] }
        var start = today.startOfWeek(firstWeekday: weekStart).adding(-7 * (count - 1))
        var buckets: [Bucket] = []
        buckets.reserveCapacity(count)
        for _ in 0..<count {
            buckets.append(Bucket(start: start, end: start.adding(6), total: .zero))
            start = start.adding(7)
        }
        fill(&buckets, habit: habit, history: history, today: today)
        return buckets
    }

    /// The last `count` calendar months, oldest first, ending with today's month, each with
    /// its total. Days before `since` and after today add nothing.
    static func monthlyTotals(_ habit: Habit, history: History, today: Day, count: Int) -> [Bucket] {
        guard count > 0 else { return [] }
        let (year, month, _) = today.components
        let first = (year * 12 + month - 1) - (count - 1)
        var start = Day(year: first / 12, month: first % 12 + 1, day: 1) ?? Day.minimum
        var buckets: [Bucket] = []
        buckets.reserveCapacity(count)
        for _ in 0..<count {
            let end = start.endOfMonth
            buckets.append(Bucket(start: start, end: end, total: .zero))
            start = end.adding(1)
        }
        fill(&buckets, habit: habit, history: history, today: today)
        return buckets
    }

    /// Adds every recorded day in `[since, today]` to the bucket holding it, as the goal in
    /// force that day counts it.
    private static func fill(_ buckets: inout [Bucket], habit: Habit, history: History, today: Day) {
        guard let first = buckets.first else { return }
        history.withColumns { days, states in
            var index = history.firstIndex(onOrAfter: max(first.start, habit.since))
            var slot = 0
            while index < days.count, days[index] <= today {
                while slot < buckets.count, buckets[slot].end < days[index] { slot += 1 }
                guard slot < buckets.count else { break }
                if case .amount(let amount) = states[index] {
                    // Under the goal in force that day (docs/streaks.md, "Goals that change").
                    let numeric = habit.goal(on: days[index]).goal.isNumeric
                    buckets[slot].total = buckets[slot].total + (numeric ? amount : Amount(amount.isPositive ? 1 : 0))
                }
                index += 1
            }
        }
    }
}
