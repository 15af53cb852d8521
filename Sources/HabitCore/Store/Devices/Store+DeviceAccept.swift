/// Keeping what the fold chose for changes made on two devices at once (docs/sync.md,
/// "What is reported"). Setting a field to the value it has is no change and writes
/// nothing, so a note of two unseen changes would stand until the field changed again;
/// this writes, for each, the value kept as a change that has seen the last one
/// (`^SEEN`), which settles it on every device that folds it.
extension Store {
    /// Under the exclusive lock, in the device layout: one change line for each field or
    /// setting the fold reports as changed on two devices at once, to the value it kept.
    /// Returns those reports (empty: nothing to keep, nothing written).
    package func acceptConcurrentChanges() throws(StoreError) -> [String] {
        guard let lock = try acquireLock(exclusive: true, create: false) else { return [] }
        defer { release(lock) }
        guard try usesDeviceLayout() else { return [] }
        let read = try readDevices()
        var writer = DeviceWriter(state: read.state, now: devices.now(), after: read.pending.last?.stamp)
        var lines: [DeviceLine] = []
        var accepted: [String] = []
        for report in read.state.reports {
            switch report {
            case .concurrentField(let id, let name, _, _):
                guard let key = read.state.key(of: id), let habit = read.state.habit(key),
                    let field = Self.field(name, of: habit, rank: read.state.ranks[key]),
                    let set = try? writer.set(field, of: id)
                else { continue }
                lines += set
            case .concurrentSetting(let key, _, _):
                lines += writer.configure(key, to: read.state.settings[key])
            default: continue
            }
            accepted.append(report.choice)
        }
        guard !accepted.isEmpty else { return [] }
        try appendDeviceLines(read.pending + lines, read)
        return accepted
    }

    /// The field `name` of `habit` as it stands, or `nil` for one a change never sets whole
    /// (an order the habit has no rank for).
    private static func field(_ name: HabitField.FieldName, of habit: Habit, rank: String?) -> HabitField? {
        switch name {
        case .id: .id(habit.id)
        case .name: .name(habit.name)
        case .schedule: .schedule(habit.schedule)
        case .goal: .goal(habit.goal)
        case .since: .since(habit.since)
        case .archived: .archived(habit.archived)
        case .order: rank.map { .order($0) }
        case .goals: .formerGoals(habit.formerGoals)
        case .away: .archivedSpans(habit.archivedSpans)
        }
    }
}
