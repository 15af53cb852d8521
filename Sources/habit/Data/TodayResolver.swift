import Foundation
import HabitCore

/// Works out today's civil date (SPEC §3): `--today` > `HABIT_TODAY` > the civil date
/// of now (`HABIT_NOW` or the clock) in the zone (config > `TZ` > system), minus the
/// configured day start.
enum TodayResolver {
    static func today(option: Day?, environment: [String: String], now: Date, settings: Settings) throws -> Day {
        if let option { return option }
        if let text = environment["HABIT_TODAY"], !text.isEmpty {
            guard let day = Day(text) else { throw UsageError.invalidValue(.invalidDate(text)) }
            return day
        }
        let zone = settings.timezone.flatMap(zone(named:))
            ?? environment["TZ"].flatMap(zone(named:)) ?? TimeZone.current
        var instant = now
        if let text = environment["HABIT_NOW"], !text.isEmpty {
            guard let parsed = parseNow(text, zone: zone) else {
                throw UsageError.invalidConfigValue(
                    key: "HABIT_NOW", value: text, expected: "ISO 8601 like 2026-11-22T02:30:00+01:00")
            }
            instant = parsed
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let shifted = instant.addingTimeInterval(-Double(settings.dayStart) * 60)
        let parts = calendar.dateComponents([.year, .month, .day], from: shifted)
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(number: 0)
    }

    /// The zone called `name`, if the system knows it.
    static func zone(named name: String) -> TimeZone? {
        let trimmed = name.hasPrefix(":") ? String(name.dropFirst()) : name
        guard !trimmed.isEmpty else { return nil }
        return TimeZone(identifier: trimmed)
    }

    private static func parseNow(_ text: String, zone: TimeZone) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.timeZone = zone
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return formatter.date(from: text)
    }
}
