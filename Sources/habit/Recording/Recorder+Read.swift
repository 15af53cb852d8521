import HabitCore

extension Recorder {
    /// The days a record writes, worked out from today: a pure function of today, so that
    /// the read can be told them before anything is read (`TransactionScope.entries`).
    typealias Days = @Sendable (Day) throws -> ClosedRange<Day>

    /// What the write reads, settled before anything is read: one habit's entries (its
    /// lines only); or, for several habits, each one's entries on the days written
    /// (`writtenDaysOnly`), else the histories folded while the log is read — every line
    /// checked either way, no other entry kept (docs/performance.md, "Wide data sets"). An
    /// id that is no id reads nothing of the log but its problems.
    func scope(days: @escaping Days) -> TransactionScope {
        // A `@TAG` names habits only the session knows: read every habit's.
        let byTag = ids.contains(where: Self.isTag)
        if !everyActive, !byTag, ids.count == 1 { return HabitID(id).map { .habit($0) } ?? .histories(of: []) }
        let asked = everyActive || byTag ? nil : Set(ids.compactMap(HabitID.init))
        guard writtenDaysOnly else { return .histories(of: asked) }
        // Days that cannot be worked out keep nothing: the record refuses them.
        return .entries(of: asked, on: { today in try? days(today) })
    }
}
