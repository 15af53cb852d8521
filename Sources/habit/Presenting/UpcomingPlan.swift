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
        var period: PeriodKind?
        var items: [Item]
    }

    /// The groups for `habits` (the active ones, or those `--tag` selects), in their order.
    static func make(session: Session, habits: [Habit], days: Int) -> [Group] {
        let today = session.today
        // At-most habits are limits, never due.
        let summaries = habits.map { HabitSummary(habit: $0, session: session) }.filter { !$0.isLimit }
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
                    guard summary.standing.nextDue == day else { return nil }
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
        for kind in [PeriodKind.week, .month] {
            let quotas = summaries.compactMap { quota($0, kind: kind, today: today) }
            guard let end = quotas.first?.end else { continue }
            let title = end > today ? "This \(kind) (until \(Describe.shortDate(end, today: today)))" : "Next \(kind)"
            groups.append(Group(title: title, date: nil, period: kind, items: quotas.map(\.item)))
        }
        return groups
    }

    /// What is left of a weekly or monthly quota: in the engine's current period while it
    /// is open (not met, and not excused by days skipped ahead), or, when that period ends
    /// today, all of the next one. `end` is the current period's last day.
    private static func quota(_ summary: HabitSummary, kind: PeriodKind, today: Day) -> (item: Item, end: Day)? {
        guard let period = summary.standing.currentPeriod, period.kind == kind, !period.isLimit else { return nil }
        let thisPeriod = period.end > today
        let done = thisPeriod ? period.done : .zero
        guard thisPeriod ? period.outcome == .open : done < period.target else { return nil }
        let which = thisPeriod ? "this \(kind)" : "next \(kind)"
        let habit = summary.habit
        let detail: String
        if habit.goal.isNumeric {
            detail = "\(done)/\(Describe.quantity(period.target, habit.goal.unit)) \(which)"
        } else {
            detail = "\(Describe.checkIns(done)) of \(Describe.checkIns(period.target)) \(which)"
        }
        return (Item(id: habit.id.rawValue, name: habit.name, detail: detail), period.end)
    }
}
