import Foundation

/// Works out which civil day "today" is (docs/cli.md, "Time").
///
/// Everything here is a pure function: the environment, the system zone and the current
/// instant are parameters, so the command line passes the process's environment,
/// `LocalZone.system()` and `Date()`, and tests pass fixed values.
package enum Clock {
    /// The civil day of `instant` in `zone` (a zone file or a POSIX rule string), with
    /// days starting at `dayStart`.
    ///
    /// Uses the zone's UTC offset at that instant and integer arithmetic: a local time of
    /// day before `dayStart` belongs to the previous day. No `Calendar` is involved.
    package static func today(at instant: Date, in zone: LocalZone, dayStart: DayStart = .midnight) -> Day {
        let local = seconds(instant) + zone.secondsFromGMT(for: instant)
        return today(localSeconds: local, dayStart: dayStart)
    }

    /// Whole seconds since 1970 of `instant`, rounded down; clamped to ±10¹⁴ s (beyond
    /// year ±3 000 000), so no `Date` can trap the conversion; 0 for infinities and NaN.
    package static func seconds(_ instant: Date) -> Int {
        let raw = instant.timeIntervalSince1970
        return raw.isFinite ? Int(min(max(raw, -1e14), 1e14).rounded(.down)) : 0
    }

    /// The civil day of a local wall-clock reading (`day` at `secondOfDay`), with days
    /// starting at `dayStart`.
    static func today(on day: Day, secondOfDay: Int, dayStart: DayStart = .midnight) -> Day {
        today(localSeconds: day.secondsSince1970 + secondOfDay, dayStart: dayStart)
    }

    static func today(localSeconds: Int, dayStart: DayStart) -> Day {
        Day(secondsSince1970: localSeconds - dayStart.minutes * 60)
    }

    /// The user's zone: config `timezone` > `TZ` > `systemZone`.
    ///
    /// `TZ` means what the C library takes it to mean (`LocalZone.fromTZ`): a zone file,
    /// else a POSIX rule string (`UTC+14`, `<-10>10`, `EST5EDT,M3.2.0,M11.1.0`), else
    /// UTC; an empty `TZ` is UTC. Zone files, of `TZ` and of the config alike, are
    /// looked up under `TZDIR`, else `/usr/share/zoneinfo`. A config zone without a file
    /// is an error, because the user wrote it on purpose. `systemZone` is evaluated only
    /// when it is the answer. `read` gives a file's bytes.
    package static func zone(
        config: Config, environment: [String: String], systemZone: @autoclosure () -> LocalZone,
        read: (String) -> [UInt8]? = LocalZone.contents
    ) throws(ClockError) -> LocalZone {
        let directory = LocalZone.zoneDirectory(environment: environment)
        if let name = config.timezone {
            guard let zone = LocalZone.named(name, zoneDirectory: directory, read: read) else {
                throw .unknownTimeZone(name)
            }
            return zone
        }
        if let raw = environment["TZ"] { return LocalZone.fromTZ(raw, zoneDirectory: directory, read: read) }
        return systemZone()
    }

    /// Today per docs/cli.md, "Time".
    ///
    /// Order: `option` (the `--today` value) > `HABIT_TODAY` > the civil date of now in the
    /// user's zone after subtracting the configured day start, where now is `HABIT_NOW`
    /// (ISO 8601; without an offset it is read in the zone) > `now`. Empty environment
    /// values count as unset. `--today` and `HABIT_TODAY` take every form of a date
    /// argument (`day(fromArgument:today:)`); a form other than `YYYY-MM-DD` is read
    /// against the clock's today. `systemZone` is evaluated only when the zone is needed:
    /// `--today YYYY-MM-DD` reads no zone file.
    package static func resolveToday(
        option: String?, environment: [String: String], config: Config, now: Date,
        systemZone: @autoclosure () -> LocalZone = LocalZone.system()
    ) throws(ClockError) -> Day {
        let given = option ?? environment["HABIT_TODAY"].flatMap { $0.isEmpty ? nil : $0 }
        if let given, let day = Day(given) { return day }
        let day = try clockToday(environment: environment, config: config, now: now, systemZone: systemZone())
        if let given {
            do {
                return try self.day(fromArgument: given, today: day)
            } catch .invalidDate(let text) where option == nil {
                throw .invalidTodayVariable(text)
            }
        }
        // A clock past 9999-12-31 (or a `HABIT_NOW` whose zone or day-start leaves year 1)
        // names a day no file can hold: refused, never written as another day.
        guard day.isValid else { throw .todayOutOfRange(day) }
        return day
    }

    /// Today from `HABIT_NOW` or `now`, in the user's zone after the day-start; may lie
    /// outside the valid range.
    private static func clockToday(
        environment: [String: String], config: Config, now: Date, systemZone: @autoclosure () -> LocalZone
    ) throws(ClockError) -> Day {
        var reading = WallTime.instant(now)
        if let text = environment["HABIT_NOW"], !text.isEmpty {
            guard let parsed = WallTime(iso8601: text) else { throw .invalidNow(text) }
            reading = parsed
        }
        switch reading {
        case .local(let day, let secondOfDay):
            return today(on: day, secondOfDay: secondOfDay, dayStart: config.dayStart)
        case .instant(let instant):
            let zone = try zone(config: config, environment: environment, systemZone: systemZone())
            return today(at: instant, in: zone, dayStart: config.dayStart)
        }
    }
}
