/// The days a write records, as the command asked for them: data, worked out from today
/// by the store — to know what to read before anything is read — and by the command — to
/// record them — with the one rule of `Clock.day(fromArgument:today:)` (docs/cli.md,
/// "Dates").
package enum AskedDays: Sendable, Equatable {
    /// One day: a date argument as typed (`--date`), or today when `nil`.
    case day(String?)
    /// The days from one date argument through another, as typed (`--from`, `--to`).
    case range(from: String, to: String)
    /// Days already worked out (`ask`'s day).
    case known(ClosedRange<Day>)

    /// The first and the last day, worked out from `today` (the last may lie before the
    /// first: the command refuses such a range).
    /// - Parameter today: the civil day of now.
    /// - Returns: the first and the last day asked for.
    /// - Throws: `ClockError` for an argument that names no day.
    package func bounds(today: Day) throws(ClockError) -> (first: Day, last: Day) {
        switch self {
        case .day(let text):
            let day =
                try text.map { text throws(ClockError) in try Clock.day(fromArgument: text, today: today) } ?? today
            return (day, day)
        case .range(let from, let to):
            return (try Clock.day(fromArgument: from, today: today), try Clock.day(fromArgument: to, today: today))
        case .known(let days):
            return (days.lowerBound, days.upperBound)
        }
    }

    /// The days, worked out from `today`; `nil` when they cannot be (an argument that
    /// names no day, a range that runs backwards).
    /// - Parameter today: the civil day of now.
    /// - Returns: the days asked for, or `nil`.
    package func range(today: Day) -> ClosedRange<Day>? {
        guard let (first, last) = try? bounds(today: today), first <= last else { return nil }
        return first...last
    }
}
