/// A civil date — year, month and day — with no time of day and no zone.
///
/// Inside, a day is an integer: the number of days since 1970-01-01 (which is day 0).
/// All arithmetic is integer arithmetic on that number; no `Calendar` is involved.
/// Valid days run from 0001-01-01 to 9999-12-31.
public struct Day: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01; negative before it.
    public var number: Int { Int(storedNumber) }

    /// `number` as an `Int32`, which holds every clamped number: a history keeps one
    /// day per recorded day, and the narrower the day, the fewer pages a reading command
    /// touches (docs/performance.md, "Where the time goes").
    private let storedNumber: Int32

    /// The day with the given day number (days since 1970-01-01). A number beyond
    /// ±2³¹ is clamped, so that arithmetic on any day stays far from overflow; it names no
    /// valid day either way.
    /// - Parameter number: days since 1970-01-01, negative before it; 0001-01-01 is -719162
    ///   and 9999-12-31 is 2932896.
    public init(number: Int) {
        storedNumber = Int32(clamping: number)
    }

    /// The day with the given civil components, or `nil` when they name no real date
    /// (`2026-02-30`) or lie outside years 1–9999.
    /// - Parameters:
    ///   - year: the year of the proleptic Gregorian calendar, 1…9999.
    ///   - month: 1…12.
    ///   - day: 1 up to the month's length (`daysInMonth(year:month:)`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Day.daysInMonth(year: year, month: month)
        else { return nil }
        self.init(number: Day.number(year: year, month: month, day: day))
    }

    /// The first valid day, 0001-01-01.
    public static let minimum = Day(number: Day.number(year: 1, month: 1, day: 1))
    /// The last valid day, 9999-12-31.
    public static let maximum = Day(number: Day.number(year: 9999, month: 12, day: 31))

    /// Whether `lhs` is the earlier day.
    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }

    /// Every valid day: 0001-01-01 through 9999-12-31.
    static let range = minimum...maximum

    /// Whether the day lies in 0001-01-01…9999-12-31. Days read from text always do;
    /// arithmetic can leave the range, and such a day is never accepted from a user, the
    /// clock or a file, nor written (docs/data-format.md).
    var isValid: Bool { Day.range.contains(self) }

    /// The day `count` days later (earlier when negative), for arithmetic inside a range
    /// of days already known to be valid, or for windows the engine clips at a habit's
    /// first day (a 30-day chart that ends on 0001-01-05 starts in year 0).
    ///
    /// The result may lie outside 0001…9999: where the result is a day the user named or
    /// one that may be written, use `offset(by:)`, which refuses to leave the range.
    /// An out-of-range day prints with its real year (`0000-12-31`, `10000-01-01`),
    /// which every reader rejects, never as another valid day.
    /// - Parameter count: days forward; negative: back.
    /// - Returns: the day `count` days away, valid or not.
    public func adding(_ count: Int) -> Day { Day(number: number + count) }

    /// The day `count` days later (earlier when negative), or `nil` when that day lies
    /// outside 0001-01-01…9999-12-31 (or this day already does).
    /// - Parameter count: days forward; negative: back.
    /// - Returns: the day `count` days away; `nil` when it is not a valid day.
    public func offset(by count: Int) -> Day? {
        guard isValid, count.magnitude <= UInt(Day.maximum.number - Day.minimum.number) else { return nil }
        let day = Day(number: number + count)
        return day.isValid ? day : nil
    }

    /// The number of days from `rhs` to `lhs`.
    /// - Parameters:
    ///   - lhs: the later day, for a positive result.
    ///   - rhs: the day counted from.
    /// - Returns: days from `rhs` to `lhs`: 1 for consecutive days, negative when `lhs` is
    ///   the earlier.
    public static func - (lhs: Day, rhs: Day) -> Int { lhs.number - rhs.number }

    /// Whether `year` is a leap year in the proleptic Gregorian calendar.
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` (1–12) of `year`.
    /// - Parameters:
    ///   - year: any year of the proleptic Gregorian calendar (it decides February).
    ///   - month: 1…12; any other month gives 31.
    /// - Returns: 28 to 31.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The day number of a civil date, with no validation.
    ///
    /// Counts whole 400-year eras of 146 097 days from 0000-03-01, placing February at
    /// the end of the computational year so that leap days fall last.
    static func number(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil components of this day.
    public var components: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The year (1–9999 for valid days).
    public var year: Int { components.year }
    /// The month, 1–12.
    public var month: Int { components.month }
    /// The day of the month, 1–31.
    public var day: Int { components.day }

    /// The day of the week. 1970-01-01 was a Thursday.
    public var weekday: Weekday {
        let offset = ((number % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday(rawValue: offset + 1) ?? .monday
    }

    /// The first day of the calendar week containing this day, for weeks that begin on
    /// `firstWeekday`.
    /// - Parameter firstWeekday: the day weeks begin on (the CLI's `week-start`).
    /// - Returns: this day or one of the 6 before it.
    public func startOfWeek(firstWeekday: Weekday) -> Day {
        let back = (weekday.rawValue - firstWeekday.rawValue + 7) % 7
        return adding(-back)
    }

    /// The first day of this day's month.
    public var startOfMonth: Day { adding(1 - day) }

    /// The last day of this day's month.
    public var endOfMonth: Day {
        let (y, m, d) = components
        return adding(Day.daysInMonth(year: y, month: m) - d)
    }

    /// The number of days in this day's month.
    var daysInMonth: Int {
        let (y, m, _) = components
        return Day.daysInMonth(year: y, month: m)
    }
}

extension UnsafeBufferPointer where Element == Day {
    /// In days sorted ascending: the index of the first day on or after `day`, where
    /// `day` is or would be inserted (`count` when every day is earlier). O(log n).
    package func insertionIndex(of day: Day) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension Array where Element == Day {
    /// In days sorted ascending: the index of the first day on or after `day`
    /// (`UnsafeBufferPointer.insertionIndex(of:)`). O(log n).
    package func insertionIndex(of day: Day) -> Int { withUnsafeBufferPointer { $0.insertionIndex(of: day) } }
}

extension Day {
    /// Whether `days` ascend strictly (as a history keeps them). One read-only pass
    /// without an early exit, comparing 32-bit integers, that the compiler makes vector
    /// code of.
    static func isAscending(_ days: UnsafeBufferPointer<Day>) -> Bool {
        guard days.count > 1 else { return true }
        var misordered: Int32 = 0
        for index in 1..<days.count { misordered |= days[index].storedNumber <= days[index - 1].storedNumber ? 1 : 0 }
        return misordered == 0
    }
}
