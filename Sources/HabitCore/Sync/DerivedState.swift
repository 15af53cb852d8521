/// The habits, settings and entries that the device files add up to: one deterministic
/// fold of their union (`DeviceFold.fold`), the same on every device that holds the same
/// files, whatever order they arrived in (docs/sync.md, "The fold").
package struct DerivedState: Sendable {
    /// The live habits in the views' order, each id once.
    package var habits: [Habit] = []
    /// `keys[i]` is the key of `habits[i]`.
    package var keys: [HabitKey] = []
    /// Each live habit's entries in the fold's order, under its current id; an answer
    /// (`?KEY`) that came after an entry of its day is left out.
    package var entries: [HabitKey: [Entry]] = [:]
    /// The settings set, as text (`ConfigKey.apply` reads them).
    package var settings: [ConfigKey: String] = [:]
    /// The days of the answers (`?KEY`) the fold kept, by key: an answer counts only when
    /// its day holds no entry before it, so a fold that left the base's entries out
    /// (`Store.readDevices(baseEntries:)`) checks these days against the base.
    package var answeredDays: [HabitKey: Set<Day>] = [:]
    /// What the fold settled on its own.
    package var reports: [FoldReport] = []
    /// Lines the fold passed over: device, 1-based line, problem.
    package var problems: [(device: String, line: Int, problem: DeviceLineProblem)] = []
    /// The latest stamp of any line: a device's next stamp comes after it (`HybridClock`).
    package var latestStamp: Stamp?
    /// The stamp of each live habit's last entry in the fold's order, by key: an entry
    /// stamped after it follows all of them (`DeviceFold.appended`).
    package var entryStamps: [HabitKey: Stamp] = [:]
    /// For each habit, the stamp of the change that set each field last: what a change
    /// of that field writes as `^SEEN`.
    package var fieldStamps: [HabitKey: [HabitField.FieldName: Stamp]] = [:]
    /// The stamp of the change that set each setting last.
    package var settingStamps: [ConfigKey: Stamp] = [:]
    /// Each live habit's rank in the views' order (`Rank`), when it has one.
    package var ranks: [HabitKey: String] = [:]

    /// The key of the live habit with `id`.
    package func key(of id: HabitID) -> HabitKey? {
        habits.firstIndex { $0.id == id }.map { keys[$0] }
    }

    /// The live habit with `key`.
    package func habit(_ key: HabitKey) -> Habit? {
        keys.firstIndex(of: key).map { habits[$0] }
    }
}
