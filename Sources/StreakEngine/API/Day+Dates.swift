import Foundation
import HabitCore

extension Day {
    /// The civil day on which `date` falls in `calendar`'s time zone. Days are Gregorian
    /// whatever the calendar's identifier; only its zone is read.
    ///
    /// - Parameters:
    ///   - date: any instant.
    ///   - calendar: its `timeZone` decides the day (with its daylight saving changes).
    /// - Throws: `EngineError.unplaceableDate` for a NaN or infinite date,
    ///   `EngineError.dateOutOfRange` outside 0001-01-01 … 9999-12-31.
    public init(containing date: Date, in calendar: Calendar) throws(EngineError) {
        self = try CivilTime.day(of: date, in: calendar.timeZone)
    }

    /// The first instant of this day in `calendar`'s time zone: midnight, or the end of a
    /// DST change that skips midnight (America/Havana, Asia/Tehran: 01:00); for a day the
    /// zone skips (Pacific/Apia's 2011-12-30), the instant the next day starts.
    /// - Parameter calendar: its `timeZone` places the day; nothing else of it is read.
    /// - Returns: the earliest instant whose civil day in that zone is this day.
    public func start(in calendar: Calendar) -> Date {
        CivilTime.start(of: self, in: calendar.timeZone)
    }
}
