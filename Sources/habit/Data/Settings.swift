import HabitCore

/// The `config` file's settings (SPEC §6, `config`).
struct Settings: Sendable, Equatable {
    /// An IANA zone name; `nil` means `TZ`, then the system zone.
    var timezone: String?
    /// Minutes after midnight at which a new day begins.
    var dayStart: Int = 0
    /// The first day of the week for weekly quotas and the heat map.
    var weekStart: Weekday = .monday

    /// The setting names, in the order `habit config` lists them.
    static let keys = ["timezone", "day-start", "week-start"]

    /// The text of `key`'s current value, or `nil` when unset.
    func value(of key: String) -> String? {
        switch key {
        case "timezone": timezone
        case "day-start": String(format2(dayStart / 60)) + ":" + format2(dayStart % 60)
        case "week-start": weekStart.fullName
        default: nil
        }
    }

    /// Sets `key` from `text`; `nil` on an invalid value, with what was expected.
    mutating func set(_ key: String, to text: String) -> String? {
        switch key {
        case "timezone":
            guard TodayResolver.zone(named: text) != nil else { return "a zone name like Europe/Berlin" }
            timezone = text
        case "day-start":
            guard let minutes = Settings.minutes(text) else { return "HH:MM between 00:00 and 23:59" }
            dayStart = minutes
        case "week-start":
            guard let day = Weekday(name: text), day == .monday || day == .sunday else { return "monday or sunday" }
            weekStart = day
        default:
            return "a known setting"
        }
        return nil
    }

    /// Parses `HH:MM` into minutes after midnight.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return h * 60 + m
    }

    private func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
