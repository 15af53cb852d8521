import Foundation

/// The time of day of "now", for reminders (docs/reminders.md): where now stands in the
/// day it belongs to.
extension Clock {
    /// Minutes since the midnight that begins today by the wall clock of the user's zone,
    /// `HABIT_NOW` (ISO 8601; without an offset read in the zone) > `now`: from the
    /// day-start (`04:00` is 240) up to, but not including, one day later (`02:30` after
    /// midnight with `day-start = 04:00` is 1590, still the day before). Only the time of
    /// day is read: a day pinned with `--today` or `HABIT_TODAY` is not moved.
    ///
    /// A wall clock that skips an hour (a DST change) skips those minutes; one that repeats
    /// an hour reads them twice: reminders are kept to once a slot by their own record,
    /// never by this reading.
    package static func minuteOfToday(
        environment: [String: String], config: Config, now: Date,
        systemZone: @autoclosure () -> LocalZone = LocalZone.system()
    ) throws(ClockError) -> Int {
        var reading = WallTime.instant(now)
        if let text = environment["HABIT_NOW"], !text.isEmpty {
            guard let parsed = WallTime(iso8601: text) else { throw .invalidNow(text) }
            reading = parsed
        }
        let local: Int
        switch reading {
        case .local(let day, let secondOfDay):
            local = day.secondsSince1970 + secondOfDay
        case .instant(let instant):
            let zone = try zone(config: config, environment: environment, systemZone: systemZone())
            local = seconds(instant) + zone.secondsFromGMT(for: instant)
        }
        let day = today(localSeconds: local, dayStart: config.dayStart)
        return (local - day.secondsSince1970) / 60
    }

    /// The time of day at which a day begins in `config` (`day-start`, docs/cli.md,
    /// "Time"): what places a reminder time before it in the night after.
    package static func dayStart(of config: Config) -> TimeOfDay { config.dayStart }
}
