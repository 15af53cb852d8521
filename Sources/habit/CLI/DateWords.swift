import HabitCore

/// Date arguments (SPEC §3): `YYYY-MM-DD`, `today`, `yesterday`, or a weekday name
/// (`mon`…`sun`, or in full), meaning the most recent such day, today included.
enum DateWords {
    static func parse(_ text: String, today: Day) throws(UsageError) -> Day {
        let lower = text.lowercased()
        switch lower {
        case "today": return today
        case "yesterday": return today.adding(-1)
        default:
            if let day = Day(text) { return day }
            if let weekday = Weekday(name: lower) {
                return today.adding(-((today.weekday.rawValue - weekday.rawValue + 7) % 7))
            }
            throw .invalidDate(text)
        }
    }
}
