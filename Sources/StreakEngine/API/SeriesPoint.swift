import HabitCore

/// One day of a series: its recorded value and status.
public struct SeriesPoint: Sendable, Hashable {
    /// The day.
    public var date: Day
    /// Done days count 1 for check habits; numeric habits give the day's amount; `nil`
    /// when nothing is recorded.
    public var value: Amount?
    /// How the day went.
    public var status: DayStatus
}
