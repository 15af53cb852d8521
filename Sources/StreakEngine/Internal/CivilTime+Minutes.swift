import Foundation
import HabitCore

extension CivilTime {
    /// Minutes since the start of `day` of the wall clock reading of `date` in `zone` (the
    /// UTC time of `date` plus the zone's offset then, as `day(of:in:)` places it); `day`
    /// is that civil day, so the answer is 0…1439.
    static func minuteOfDay(of date: Date, in zone: TimeZone, day: Day) -> Int {
        let local = (date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))).rounded(.down)
        let minute = (Int(local) - day.secondsSince1970) / 60
        return min(max(minute, 0), 1439)
    }
}
