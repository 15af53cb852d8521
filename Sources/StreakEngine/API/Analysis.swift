import HabitCore

/// Everything the engine derives about one habit for one `today`.
public struct Analysis: Sendable, Hashable {
    /// The streak and how today stands: what `Engine.standing` gives.
    public let standing: Standing
    /// Counts over the whole history.
    public let statistics: Statistics
    /// The strength score in 0…1; `nil` for `anytime` habits.
    public let strength: Double?

    init(standing: Standing, statistics: Statistics, strength: Double?) {
        self.standing = standing
        self.statistics = statistics
        self.strength = strength
    }

    /// Current and longest streak, status and `due_by` (`standing.streak`).
    public var streak: Streak { standing.streak }
    /// Today's state as recorded (`standing.todayState`).
    public var todayState: DayState? { standing.todayState }
    /// The period that contains today (`standing.currentPeriod`).
    public var currentPeriod: CurrentPeriod? { standing.currentPeriod }
}
