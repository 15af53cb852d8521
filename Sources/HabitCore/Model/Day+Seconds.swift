extension Day {
    /// Seconds in a day of the time line counted from 1970-01-01T00:00 (POSIX time, which
    /// has no leap seconds).
    public static let secondsPerDay = 86_400

    /// The day that holds second `seconds` of the time line counted from
    /// 1970-01-01T00:00, rounded down (second -1 lies in 1969-12-31): the UTC day of an
    /// instant, or the civil day of a local reading given as seconds. Takes any `Int`.
    ///
    /// The one place seconds become a day number (docs/architecture.md).
    /// - Parameter seconds: seconds since 1970-01-01T00:00, negative before it; add the zone's
    ///   offset first for a local day.
    public init(secondsSince1970 seconds: Int) {
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: Day.secondsPerDay)
        self.init(number: rest < 0 ? days - 1 : days)
    }

    /// The first second of the day on that time line: its number of days × 86 400.
    public var secondsSince1970: Int { number * Day.secondsPerDay }
}
