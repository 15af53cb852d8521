/// What runs `habit remind` on a timer (docs/reminders.md, "Installing").
enum ReminderTimer: String, CaseIterable {
    case cron, systemd, launchd

    /// How often the timer runs `habit remind`: `Nm` (1–59 minutes) or `Nh` (1–23 hours).
    struct Interval: Equatable {
        /// Minutes between runs: 1…59, or a whole number of hours of 60…1380.
        let minutes: Int

        /// The default, every 15 minutes.
        static let quarterHour = Interval(minutes: 15)

        private init(minutes: Int) { self.minutes = minutes }

        /// Parses `15m` or `2h`; `nil` for anything else.
        init?(_ text: String) {
            guard let unit = text.last, unit == "m" || unit == "h", let count = Int(text.dropLast()),
                text.dropLast().allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            if unit == "m", (1...59).contains(count) {
                minutes = count
            } else if unit == "h", (1...23).contains(count) {
                minutes = count * 60
            } else {
                return nil
            }
        }

        /// `15 minutes`, `1 hour`, `2 hours`.
        var words: String {
            minutes < 60
                ? Describe.count(minutes, "minute") : Describe.count(minutes / 60, "hour")
        }
    }
}
