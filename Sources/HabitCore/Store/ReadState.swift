/// The data files as one read found them: parsed, with the raw bytes a write needs.
struct ReadState {
    var snapshot: Snapshot
    /// With `LogShape.histories`.
    var histories: [HabitID: History]?
    /// The bytes of `habits` and `config` (`nil`: missing).
    var habitsBytes: [UInt8]?
    var configBytes: [UInt8]?
    /// The whole log when it was read whole (a missing log reads as empty).
    var logBytes: [UInt8]?
    /// Whether every line of the log was checked, so the snapshot has every problem.
    var checkedEveryLine: Bool
}
