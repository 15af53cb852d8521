import Foundation
import HabitCore

/// Turns instants into civil days of a zone and back, with integer arithmetic on the
/// zone's offset only: no `Calendar`, so the answer is the same for every calendar
/// identifier and locale (docs/library.md).
///
/// The civil day of an instant t is the UTC day of t + offset(t). The first instant of a
/// day is the earliest t whose civil day is that day or later: midnight, or the end of
/// the DST change that skips midnight (America/Havana: 01:00), or, for a day the zone
/// skips entirely (Pacific/Apia's 2011-12-30), the instant the next day starts.
enum CivilTime {
    /// Instants this far outside `Day.minimum … Day.maximum` are refused before the zone is
    /// asked: no zone's offset reaches two days.
    static let seconds =
        (Day.minimum.number - 2) * Day.secondsPerDay...(Day.maximum.number + 3) * Day.secondsPerDay

    /// The civil day of `date` in `zone`.
    static func day(of date: Date, in zone: TimeZone) throws(EngineError) -> Day {
        let time = date.timeIntervalSince1970
        guard time.isFinite else { throw .unplaceableDate(secondsSince1970: time) }
        guard time >= Double(seconds.lowerBound), time <= Double(seconds.upperBound) else {
            throw .dateOutOfRange(secondsSince1970: time, zone: zone.identifier)
        }
        let local = time + Double(zone.secondsFromGMT(for: date))
        let day = Day(secondsSince1970: Int(local.rounded(.down)))
        guard day >= .minimum, day <= .maximum else {
            throw .dateOutOfRange(secondsSince1970: time, zone: zone.identifier)
        }
        return day
    }

    /// The first instant of `day` in `zone` (see the type's summary). `day` must lie in
    /// `Day.minimum … Day.maximum`.
    static func start(of day: Day, in zone: TimeZone) -> Date {
        let midnight = day.secondsSince1970
        // Usually midnight less the offset in force then: one guess, corrected once.
        var guess = midnight - zone.secondsFromGMT(for: date(midnight))
        guess = midnight - zone.secondsFromGMT(for: date(guess))
        if dayNumber(guess, zone) == day.number, dayNumber(guess - 1, zone) < day.number { return date(guess) }
        // A change of offset at midnight: search the 72 hours around it (offsets stay
        // within ±26 hours) for the first second of the day or later.
        var before = midnight - 36 * 3600
        var after = midnight + 36 * 3600
        while after - before > 1 {
            let middle = before + (after - before) / 2
            if dayNumber(middle, zone) >= day.number { after = middle } else { before = middle }
        }
        return date(after)
    }

    /// `calendar.firstWeekday` (1 = Sunday … 7 = Saturday) as an ISO weekday.
    static func weekStart(of calendar: Calendar) throws(EngineError) -> Weekday {
        let first = calendar.firstWeekday
        guard (1...7).contains(first), let weekday = Weekday(rawValue: (first + 5) % 7 + 1) else {
            throw .invalidFirstWeekday(first)
        }
        return weekday
    }

    private static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }

    private static func dayNumber(_ seconds: Int, _ zone: TimeZone) -> Int {
        Day(secondsSince1970: seconds + zone.secondsFromGMT(for: date(seconds))).number
    }
}
