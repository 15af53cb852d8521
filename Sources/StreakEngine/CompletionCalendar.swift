import Foundation
import HabitCore

/// Streaks and calendars for apps that store completions as `Date`s.
///
/// Each `Date` is turned into its civil day in `calendar`'s time zone (the day
/// `startOfDay` names) once, in `init`; everything after that is integer arithmetic on days, so results do
/// not depend on the zone's DST rules, even where a DST change skips midnight. Several
/// completions on one day count once for streaks and add up in `dailyCounts`.
public struct CompletionCalendar: Sendable {
    /// The calendar the dates are read in: its time zone places each date on a day, its
    /// `firstWeekday` starts the weeks of `dailyCounts`. Days and months are always
    /// Gregorian, whatever the calendar's identifier.
    public let calendar: Calendar
    /// A Gregorian calendar in `calendar`'s zone, for turning dates into days and back.
    private let civil: Calendar
    /// Days with at least one completion, ascending, each once.
    public let days: [Day]
    /// `counts[i]` is how many completions fell on `days[i]`.
    public let counts: [Int]

    /// Normalises `completions` to civil days in `calendar`. O(n log n).
    public init(_ completions: [Date], calendar: Calendar) {
        self.calendar = calendar
        let civil = CompletionCalendar.gregorian(in: calendar.timeZone)
        self.civil = civil
        var numbers = completions.map { CompletionCalendar.day(of: $0, in: civil).number }
        numbers.sort()
        var days: [Day] = []
        var counts: [Int] = []
        for number in numbers {
            if let last = days.last, last.number == number {
                counts[counts.count - 1] += 1
            } else {
                days.append(Day(number: number))
                counts.append(1)
            }
        }
        self.days = days
        self.counts = counts
    }

    /// The civil (Gregorian) day of `date` in `calendar`'s time zone.
    public static func day(of date: Date, in calendar: Calendar) -> Day {
        let gregorian = calendar.identifier == .gregorian ? calendar : gregorian(in: calendar.timeZone)
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(number: 0)
    }

    /// The start of `day` in `calendar`'s zone: its first instant (01:00 where a DST change
    /// skips midnight).
    public func date(of day: Day) -> Date? {
        let (year, month, dayOfMonth) = day.components
        return civil.date(from: DateComponents(year: year, month: month, day: dayOfMonth))
    }

    /// The current daily streak as of `now`: consecutive days with a completion ending
    /// today, or ending yesterday when today has none yet (today is a grace day).
    public func currentStreak(asOf now: Date) -> Int {
        let today = CompletionCalendar.day(of: now, in: civil).number
        var index = days.count - 1
        while index >= 0, days[index].number > today { index -= 1 }
        guard index >= 0, days[index].number >= today - 1 else { return 0 }
        var count = 1
        while index > 0, days[index - 1].number == days[index].number - 1 {
            count += 1
            index -= 1
        }
        return count
    }

    /// The longest run of consecutive days with a completion.
    public var longestStreak: Int {
        var longest = 0
        var run = 0
        for index in days.indices {
            run = index > 0 && days[index - 1].number == days[index].number - 1 ? run + 1 : 1
            longest = Swift.max(longest, run)
        }
        return longest
    }

    /// Completions per day for the last `weeks` calendar weeks, oldest first: whole weeks
    /// starting on `calendar.firstWeekday`, the last one ending today (later days are
    /// omitted).
    public func dailyCounts(weeks: Int, asOf now: Date) -> [DayCount] {
        guard weeks > 0 else { return [] }
        let today = CompletionCalendar.day(of: now, in: civil)
        let first = today.startOfWeek(firstWeekday: firstWeekday).adding(-7 * (weeks - 1))
        var result: [DayCount] = []
        result.reserveCapacity(today - first + 1)
        var index = firstIndex(onOrAfter: first)
        for number in first.number...today.number {
            var count = 0
            if index < days.count, days[index].number == number {
                count = counts[index]
                index += 1
            }
            result.append(DayCount(day: Day(number: number), count: count))
        }
        return result
    }

    /// For each of the last `months` calendar months, oldest first, ending with the month
    /// of `now`: which days have a completion. Days after today are `false`.
    public func monthlyCompletion(months: Int, asOf now: Date) -> [MonthCompletion] {
        guard months > 0 else { return [] }
        let today = CompletionCalendar.day(of: now, in: civil)
        let (year, month, _) = today.components
        let firstMonth = year * 12 + month - 1 - (months - 1)
        var start = Day(year: firstMonth / 12, month: firstMonth % 12 + 1, day: 1) ?? Day.minimum
        var index = firstIndex(onOrAfter: start)
        var result: [MonthCompletion] = []
        for _ in 0..<months {
            var completed = [Bool](repeating: false, count: start.daysInMonth)
            let end = start.endOfMonth
            while index < days.count, days[index] <= end {
                if days[index] <= today { completed[days[index] - start] = true }
                index += 1
            }
            result.append(MonthCompletion(start: start, completed: completed))
            start = end.adding(1)
        }
        return result
    }

    private static func gregorian(in zone: TimeZone) -> Calendar {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone
        return gregorian
    }

    /// `calendar.firstWeekday` (1 = Sunday) as an ISO weekday.
    private var firstWeekday: Weekday {
        Weekday(rawValue: (calendar.firstWeekday + 5) % 7 + 1) ?? .monday
    }

    private func firstIndex(onOrAfter day: Day) -> Int { days.insertionIndex(of: day) }
}

/// How many completions fell on one day.
public struct DayCount: Sendable, Hashable {
    /// The civil day.
    public var day: Day
    /// Completions on it; 0 when none.
    public var count: Int

    /// A day and its count.
    public init(day: Day, count: Int) {
        self.day = day
        self.count = count
    }
}

/// Which days of one calendar month have a completion.
public struct MonthCompletion: Sendable, Hashable {
    /// The first day of the month.
    public var start: Day
    /// `completed[i]` tells whether day `i + 1` of the month has a completion.
    public var completed: [Bool]

    /// A month and its days.
    public init(start: Day, completed: [Bool]) {
        self.start = start
        self.completed = completed
    }
}
