/// The data files as one read found them: the snapshot, with the raw bytes a write needs
/// (the store's own; what callers get is the `Snapshot`).
struct ReadState {
    var snapshot: Snapshot
    /// The bytes of `habits` and `config` (`nil`: missing).
    var habitsBytes: [UInt8]?
    var configBytes: [UInt8]?
    /// The whole log when it was read whole (a missing log reads as empty).
    var logBytes: [UInt8]?
    /// Whether every line of the log was checked, so the snapshot has every problem.
    var checkedEveryLine: Bool
    /// The device layout as read, when the data directory uses it: the commit then
    /// appends to this device's file (`Store.commitDevices`).
    var devices: DeviceRead? = nil
}
