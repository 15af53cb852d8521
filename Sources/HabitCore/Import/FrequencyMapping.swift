/// How "T times in I days" frequencies (harsh, habitctl, Loop) become habit schedules.
enum FrequencyMapping {
    /// The schedule for `times` done days in every `interval` days, and a note when it is
    /// only the nearest one.
    ///
    /// Exact: `0` times → anytime; T ≥ I → daily; 1 in I → every I days; T in 7 → T/week.
    /// Loop's T in 30 or 31 is its monthly form → T/month. Anything else keeps the rate
    /// T/I as closely as a calendar quota can: intervals up to 10 days become N/week with
    /// N = round(7·T/I), longer ones N/month with N = round(30·T/I).
    static func schedule(times: Int, interval: Int, monthlyForms: Bool) -> (Schedule, approximated: Bool) {
        if times <= 0 { return (.anytime, false) }
        if times >= interval { return (.daily, false) }
        if times == 1 { return (.everyNDays(min(interval, 3660)), interval > 3660) }
        if interval == 7 { return (.perWeek(times), false) }
        if monthlyForms, interval == 30 || interval == 31 { return (.perMonth(times), false) }
        let rate = Double(times) / Double(interval)
        if interval <= 10 {
            let perWeek = min(7, max(1, Int((rate * 7).rounded())))
            return (perWeek == 7 ? .daily : .perWeek(perWeek), true)
        }
        let perMonth = min(31, max(1, Int((rate * 30).rounded())))
        return (.perMonth(perMonth), true)
    }
}
