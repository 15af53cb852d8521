/// What a device appends to its own file for one command (docs/sync.md, "Writing"): the
/// lines, each stamped by the hybrid clock after everything the device has read, and each
/// naming its habit by the key the id had in the state the device read. A command plans
/// its lines against that state under the lock; nothing here writes a file.
package struct DeviceWriter {
    /// The state the device read (the fold of every device file it holds).
    package let state: DerivedState
    /// The wall clock, milliseconds since 1970-01-01T00:00Z.
    package let now: Int64
    /// The stamp of the last line planned, or the latest read.
    package private(set) var last: Stamp?
    /// The keys of the habits this writer added, by id: a later line of the same command
    /// (a composite's members) names them.
    private var added: [HabitID: HabitKey] = [:]
    /// The rank of the last habit in the views' order, as this writer leaves it.
    private var lastRank: String?

    /// A writer on `state`, stamping after `latest` (the latest stamp read; by default the
    /// state's own).
    package init(state: DerivedState, now: Int64, after latest: Stamp? = nil) {
        self.state = state
        self.now = now
        last = max(latest ?? state.latestStamp ?? .zero, state.latestStamp ?? .zero)
        lastRank = state.ranks.values.max()
    }

    /// A refusal: the command names a habit or id the state does not allow.
    package enum Refusal: Error, Sendable, Hashable {
        case unknownHabit(HabitID)
        case idTaken(HabitID)
    }

    private mutating func stamp() -> Stamp {
        let next = HybridClock.next(now: now, after: last)
        last = next
        return next
    }

    private func key(_ id: HabitID) throws(Refusal) -> HabitKey {
        guard let key = state.key(of: id) ?? added[id] else { throw .unknownHabit(id) }
        return key
    }

    /// The key of the habit `id`, as text (what a `members` line names).
    package func keyText(_ id: HabitID) throws(Refusal) -> String { try key(id).rawValue }

    /// Entries for the habits their ids name; `onlyIfUnanswered` for an `ask` answer or a
    /// range `skip` that must not override an entry it has not seen.
    package mutating func record(_ entries: [Entry], onlyIfUnanswered: Bool = false) throws(Refusal) -> [DeviceLine] {
        var lines: [DeviceLine] = []
        for entry in entries {
            let key = try key(entry.habit)
            lines.append(
                DeviceLine(stamp: stamp(), body: .entry(key: key, entry: entry, onlyIfUnanswered: onlyIfUnanswered)))
        }
        return lines
    }

    /// Entries an older `habit` appended to a plain `log`, each under the key `key` gives
    /// its id (docs/sync.md, "An older habit in a data directory of device files").
    package mutating func takeIn(_ entries: [Entry], keys key: (HabitID) -> HabitKey) -> [DeviceLine] {
        entries.map { entry in
            DeviceLine(stamp: stamp(), body: .entry(key: key(entry.habit), entry: entry, onlyIfUnanswered: false))
        }
    }

    /// A new habit under a new `key`, placed last, with its members (ids of live habits).
    package mutating func add(_ habit: Habit, key: HabitKey) throws(Refusal) -> [DeviceLine] {
        guard state.key(of: habit.id) == nil, added[habit.id] == nil else { throw .idTaken(habit.id) }
        var plain = habit
        plain.members = []
        plain.formerIDs = []
        let memberKeys = try habit.members.map { id throws(Refusal) in try self.key(id) }
        let rank = Rank.between(lastRank, nil)
        lastRank = rank
        var lines = [
            DeviceLine(stamp: stamp(), body: .change(key, .add(plain))),
            DeviceLine(stamp: stamp(), body: .change(key, .set(.order(rank), seen: nil))),
        ]
        added[habit.id] = key
        if !memberKeys.isEmpty {
            let edits = memberKeys.map { SetEdit($0.rawValue, added: true) }
            lines.append(DeviceLine(stamp: stamp(), body: .change(key, .edit(.members, edits))))
        }
        return lines
    }

    /// One field of the habit `id` set; a rename onto an id a live habit has is refused.
    package mutating func set(_ field: HabitField, of id: HabitID) throws(Refusal) -> [DeviceLine] {
        let key = try key(id)
        if case .id(let new) = field, new != id, state.key(of: new) != nil { throw .idTaken(new) }
        let seen = state.fieldStamps[key]?[field.name]
        if case .id(let new) = field { added[new] = key }
        return [DeviceLine(stamp: stamp(), body: .change(key, .set(field, seen: seen)))]
    }

    /// Elements added to or removed from one of the habit's sets.
    package mutating func edit(_ set: HabitSet, of id: HabitID, _ edits: [SetEdit]) throws(Refusal) -> [DeviceLine] {
        [DeviceLine(stamp: stamp(), body: .change(try key(id), .edit(set, edits)))]
    }

    /// The habit `id` removed.
    package mutating func remove(_ id: HabitID) throws(Refusal) -> [DeviceLine] {
        let key = try key(id)
        return [DeviceLine(stamp: stamp(), body: .change(key, .remove(seen: state.latestStamp)))]
    }

    /// A setting set (`nil`: back to its default).
    package mutating func configure(_ setting: ConfigKey, to value: String?) -> [DeviceLine] {
        [DeviceLine(stamp: stamp(), body: .config(setting, value: value, seen: state.settingStamps[setting]))]
    }
}
