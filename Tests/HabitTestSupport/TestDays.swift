import HabitCore

/// The day `text` names (`YYYY-MM-DD`), for test tables: a typo there is the test's own
/// mistake, and stops the run rather than testing another day.
public func day(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("bad day '\(text)' in a test table") }
    return day
}

/// The day of `year`, `month` and `day` of month, for test tables (a date that does not
/// exist stops the run).
public func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
    guard let result = Day(year: year, month: month, day: day) else {
        preconditionFailure("bad day \(year)-\(month)-\(day) in a test table")
    }
    return result
}
