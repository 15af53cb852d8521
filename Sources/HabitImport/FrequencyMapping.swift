import HabitCore

/// How "T times in I days" frequencies (harsh, habitctl, Loop) become habit schedules.
enum FrequencyMapping {
    /// The schedule for `times` done days in every `interval` days, and whether it is only
    /// the nearest one (docs/import.md).
    ///
    /// Exact: `0` times → anytime; T ≥ I → daily; 1 in I → every I days; any other T in I
    /// (Loop's "3 times per week" is its Frequency(3, 7), a rolling window like any
    /// other) → `T in I days`. Only an interval beyond 3660 days is approximated.
    static func schedule(times: Int, interval: Int) -> (Schedule, approximated: Bool) {
        if times <= 0 { return (.anytime, false) }
        if times >= interval { return (.daily, false) }
        if times == 1 { return (.everyNDays(min(interval, 3660)), interval > 3660) }
        return rolling(times: times, interval: interval)
    }

    /// `T in I days` as written (harsh's `T/I`), 1 ≤ T ≤ I; intervals beyond 3660 days
    /// keep the rate over 3660 days and are approximated.
    static func rolling(times: Int, interval: Int) -> (Schedule, approximated: Bool) {
        guard interval > 3660 else { return (.rolling(times: times, days: interval), false) }
        let scaled = max(1, min(3660, Int((Double(times) * 3660 / Double(interval)).rounded())))
        return (.rolling(times: scaled, days: 3660), true)
    }
}
