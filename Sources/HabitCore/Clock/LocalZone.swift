import Foundation

/// The zone "today" is worked out in: a zone the system knows by name, or a POSIX rule
/// string from `TZ` (docs/cli.md, "Time").
package enum LocalZone: Sendable, Hashable {
    /// A zone from the system's zone data (`Europe/Berlin`, `EST5EDT`, `UTC`).
    case named(TimeZone)
    /// A POSIX rule string (`UTC+14`, `<-10>10`, `EST5EDT,M3.2.0,M11.1.0`).
    case rule(PosixTimeZone)
    /// A zone file with leap seconds (`right/UTC`): the zone's offset, less the leap
    /// seconds counted by then, as the C library reads such a file.
    case leapSeconds(LeapSeconds)

    /// UTC.
    package static let utc = LocalZone.rule(.utc)

    /// The offset east of UTC, in seconds, at `instant`.
    package func secondsFromGMT(for instant: Date) -> Int {
        switch self {
        case .named(let zone): zone.secondsFromGMT(for: instant)
        case .rule(let rule): rule.secondsFromGMT(atUTC: Clock.seconds(instant))
        case .leapSeconds(let zone): zone.secondsFromGMT(at: Int64(Clock.seconds(instant)))
        }
    }

    /// The zone `TZ` names, read as the C library reads it (`TZ` set; `value` is its
    /// text): a leading `:` is dropped; empty means UTC; a file under the zone directory
    /// (`zoneDirectory`, the C library's `TZDIR`) is read from there; anything else that
    /// is a POSIX rule string is that rule; and what is neither is UTC, as in the C library.
    ///
    /// Foundation's own reading of names is not used for names without a file: it takes
    /// `UTC+14` as 14 hours *ahead* of UTC and `PST` as California, where the C library
    /// reads 14 hours behind and UTC.
    static func fromTZ(_ value: String, zoneDirectory: String, fileExists: (String) -> Bool) -> LocalZone {
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if name.isEmpty { return .utc }
        let directory = zoneDirectory.hasSuffix("/") ? zoneDirectory : zoneDirectory + "/"
        if name.hasPrefix(directory) { name = String(name.dropFirst(directory.count)) }
        if name.hasPrefix("posix/") { name = String(name.dropFirst(6)) }
        if TimeZoneNames.isFileName(name), fileExists(directory + name) {
            // A zone file with leap-second records (`right/`) is read here, as the C
            // library reads it; any other is Foundation's to read.
            if let data = FileManager.default.contents(atPath: directory + name),
                let zone = LeapSeconds(tzif: Array(data))
            {
                return .leapSeconds(zone)
            }
            if let zone = TimeZone(identifier: name) { return .named(zone) }
        }
        if let rule = PosixTimeZone(name) { return .rule(rule) }
        return .utc
    }

}
