import HabitCore

extension Schedule {
    /// Parses a schedule as `habit add --every` does (`daily`, `mon,wed,fri`, `3/week`,
    /// `2/month`, `3d`, `3 in 7 days`, `anytime`, …), throwing the CLI's message (with its
    /// "did you mean") when `text` is none of them. `Schedule(text)` is the same parser,
    /// returning `nil` instead.
    ///
    /// - Parameter text: the schedule as typed; case and surrounding spaces do not matter.
    /// - Throws: `ValueError.invalidSchedule` holding `text`, whose message lists the
    ///   forms and suggests the nearest one when there is one.
    public init(parsing text: String) throws(ValueError) {
        guard let schedule = Schedule(text) else { throw .invalidSchedule(text) }
        self = schedule
    }
}
