/// A time zone written as a POSIX `TZ` rule string — `UTC+14`, `<-10>10`, `JST-9`,
/// `EST5EDT,M3.2.0,M11.1.0`, `<-03>3<-02>,M3.5.0/-2,M10.5.0/-1` — read the way the C
/// library reads it, so "today" is the day `localtime_r` gives (docs/cli.md, "Time").
///
/// Grammar: `std offset [dst [offset] [,start[/time],end[/time]]]`.
/// - A name is three or more ASCII letters, or `<…>` around three or more letters,
///   digits, `+` and `-`.
/// - An offset is `[+|-]hh[:mm[:ss]]` *west* of UTC (`UTC+14` is 14 hours behind UTC);
///   hours above 24 count as 24, minutes and seconds above 59 as 59. The DST offset
///   defaults to one hour east of standard time.
/// - A rule is `Jn` (1–365, February 29 never counted), `n` (0–365) or `Mm.w.d` (day `d`,
///   0 = Sunday, of week `w` of month `m`; week 5 is the last), at `time` local time
///   (default `02:00:00`, may be negative or up to 167 hours). Without rules DST runs
///   from `M3.2.0` to `M11.1.0`, the C library's default.
/// - Whether DST is in effect is decided with the two changes of the instant's UTC
///   year, as the C library does.
///
/// Pure value arithmetic on integers: no process-wide state is read or changed.
package struct PosixTimeZone: Sendable, Hashable {
    /// Seconds east of UTC in standard time.
    package let standardOffset: Int
    /// Daylight saving time, if the string has it.
    package let daylight: Daylight?

    /// The DST part of a rule string.
    package struct Daylight: Sendable, Hashable {
        /// Seconds east of UTC while DST is in effect.
        package let offset: Int
        /// When DST begins (in standard local time).
        package let start: Change
        /// When DST ends (in daylight local time).
        package let end: Change
    }

    /// A yearly change: a day of the year and a local time of day.
    package struct Change: Sendable, Hashable {
        /// The day of the year a change falls on.
        package enum Date: Sendable, Hashable {
            /// `Jn`: 1–365, February 29 never counted.
            case julian(Int)
            /// `n`: 0–365, February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        package let date: Date
        /// Seconds after local midnight (may be negative or past a day).
        package let time: Int
    }

    /// UTC, with no DST (`UTC0`).
    package static let utc = PosixTimeZone(fixedOffset: 0)

    private init(fixedOffset: Int) {
        standardOffset = fixedOffset
        daylight = nil
    }

    /// Reads a rule string; `nil` when it is not one (a zone name like `Europe/Berlin`,
    /// or a malformed string).
    package init?(_ text: String) {
        var reader = PosixTZReader(Array(text.utf8))
        guard reader.name(), let west = reader.offset() else { return nil }
        standardOffset = -west
        if reader.atEnd {
            daylight = nil
            return
        }
        guard reader.name() else { return nil }
        let daylightOffset = reader.offset().map { -$0 } ?? standardOffset + 3600
        let start: Change
        let end: Change
        if reader.atEnd || reader.rest == [UInt8(ascii: ",")] {
            start = Change(date: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            end = Change(date: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            guard reader.skip(","), let first = reader.change(), reader.skip(","), let second = reader.change(),
                reader.atEnd
            else { return nil }
            (start, end) = (first, second)
        }
        daylight = Daylight(offset: daylightOffset, start: start, end: end)
    }

    /// The offset east of UTC, in seconds, at `seconds` since 1970-01-01T00:00:00Z.
    package func secondsFromGMT(atUTC seconds: Int) -> Int {
        guard let daylight else { return standardOffset }
        let year = Day(secondsSince1970: seconds).year
        let begins = PosixTimeZone.instant(of: daylight.start, year: year) - standardOffset
        let ends = PosixTimeZone.instant(of: daylight.end, year: year) - daylight.offset
        let inDaylight =
            begins > ends ? (seconds < ends || seconds >= begins) : (seconds >= begins && seconds < ends)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// Local seconds since 1970 of `change` in `year` (before subtracting the offset).
    private static func instant(of change: Change, year: Int) -> Int {
        let january1 = Day.number(year: year, month: 1, day: 1)
        let day: Int
        switch change.date {
        case .julian(let n):
            day = january1 + n - 1 + (Day.isLeapYear(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            day = january1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = Day.number(year: year, month: month, day: 1)
            let firstWeekday = Day(number: first).weekday.rawValue % 7  // 0 = Sunday
            var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            while dayOfMonth > Day.daysInMonth(year: year, month: month) { dayOfMonth -= 7 }
            day = first + dayOfMonth - 1
        }
        return Day(number: day).secondsSince1970 + change.time
    }
}
