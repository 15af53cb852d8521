import HabitCore
import StreakEngine

/// What is due after today, grouped for `habit upcoming`: one group per day with the
/// per-day and interval habits due then (and `T in I days` habits on the day their window
/// needs another done day), then the weekly and monthly quotas with what
/// is left in their period.
enum UpcomingPlan {
    struct Item: Equatable {
        var id: String
        var name: String
        /// `1 of 3 this week`, `12/20 km this week`, `1 more by Thu`, or `nil`.
        var detail: String?
    }

    struct Group: Equatable {
        var title: String
        /// The day, for day groups; `nil` for period groups.
        var date: Day?
        /// `week` or `month` for period groups.
        var period: String?
        var items: [Item]
    }

    static func make(session: some HabitData, days: Int) -> [Group] {
        let today = session.today
        // At-most habits are limits, never due.
        let summaries = session.activeHabits.map { HabitSummary(habit: $0, session: session) }.filter { !$0.isLimit }
        var groups: [Group] = []
        // Days after 9999-12-31 cannot be planned: the list stops there.
        for offset in 1...days {
            guard let day = today.offset(by: offset) else { break }
            let items = summaries.compactMap { summary -> Item? in
                let habit = summary.habit
                // A day a `skip` already covers (a planned holiday) is not due.
                guard habit.since <= day, !summary.isSkipped(on: day) else { return nil }
                switch habit.schedule {
                case .daily, .weekdays:
                    guard habit.schedule.isDueDay(day) else { return nil }
                    return Item(id: habit.id.rawValue, name: habit.name, detail: nil)
                case .everyNDays(let n):
                    let due = summary.isDoneToday ? today.adding(n) : summary.streak.dueBy
                    guard due == day else { return nil }
                    return Item(id: habit.id.rawValue, name: habit.name, detail: "every \(n) days")
                case .rolling:
                    // What keeps the window: listed on its `due_by`, with what is left.
                    guard summary.streak.dueBy == day, let more = summary.windowShortfall, more > 0 else { return nil }
                    let weekday = Describe.weekdayNames[day.weekday.rawValue - 1].prefix(3)
                    return Item(id: habit.id.rawValue, name: habit.name, detail: "\(more) more by \(weekday)")
                default:
                    return nil
                }
            }
            if !items.isEmpty {
                let title = offset == 1 ? "Tomorrow" : Describe.shortDate(day, today: today)
                groups.append(Group(title: title, date: day, period: nil, items: items))
            }
        }
        for period in ["week", "month"] {
            let items = summaries.compactMap { quota($0, period: period, today: today, weekStart: session.weekStart) }
            guard !items.isEmpty else { continue }
            let end = period == "week" ? today.startOfWeek(firstWeekday: session.weekStart).adding(6) : today.endOfMonth
            let title =
                end > today ? "This \(period) (until \(Describe.shortDate(end, today: today)))" : "Next \(period)"
            groups.append(Group(title: title, date: nil, period: period, items: items))
        }
        return groups
    }

    private static func quota(_ summary: HabitSummary, period: String, today: Day, weekStart: Weekday) -> Item? {
        let habit = summary.habit
        let end: Day
        switch (habit.schedule, period) {
        case (.perWeek, "week"): end = today.startOfWeek(firstWeekday: weekStart).adding(6)
        case (.perMonth, "month"): end = today.endOfMonth
        default: return nil
        }
        let target: Amount
        switch (habit.goal, habit.schedule) {
        case (.atLeast(let amount, _), _): target = amount
        case (.atMost, _): return nil
        case (.check, .perWeek(let n)), (.check, .perMonth(let n)): target = Amount(n)
        default: return nil
        }
        let done = end > today ? summary.periodValue : .zero
        guard done < target else { return nil }
        let which = end > today ? "this \(period)" : "next \(period)"
        let detail: String
        if habit.goal.isNumeric {
            detail = "\(done)/\(Describe.quantity(target, habit.goal.unit)) \(which)"
        } else {
            detail = "\(done.thousandths / 1000) of \(target.thousandths / 1000) \(which)"
        }
        return Item(id: habit.id.rawValue, name: habit.name, detail: detail)
    }
}
