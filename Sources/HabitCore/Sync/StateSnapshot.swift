/// `habits` and `config` as snapshots of the derived state (docs/sync.md, "Snapshots"):
/// files a person reads and edits, made anew from the device files, whose edits become
/// change lines in this device's file.
package enum StateSnapshot {
    /// The `habits` snapshot of `state`, made from `files`: `SnapshotMark.refusal`, its
    /// mark, then one habit line a habit in the views' order (tags on `tags=`, members by id).
    package static func habits(of state: DerivedState, from files: [DeviceFile]) -> [UInt8] {
        habits(of: state, frontier: SnapshotMark.frontier(of: files))
    }

    /// The `habits` snapshot of `state`, made from files of the lengths `frontier` gives
    /// (`SnapshotMark.frontier`).
    static func habits(of state: DerivedState, frontier: [String: Int]) -> [UInt8] {
        Array((SnapshotMark.refusal + "\n").utf8) + marked(state.habits.map { HabitsFile.line(for: $0) }, frontier)
    }

    /// The `config` snapshot of `state`, made from `files`: `key = value` for each setting set.
    package static func config(of state: DerivedState, from files: [DeviceFile]) -> [UInt8] {
        config(of: state, frontier: SnapshotMark.frontier(of: files))
    }

    /// The `config` snapshot of `state`, made from files of the lengths `frontier` gives.
    static func config(of state: DerivedState, frontier: [String: Int]) -> [UInt8] {
        marked(
            ConfigKey.allCases.compactMap { key in state.settings[key].map { "\(key.rawValue) = \($0)" } }, frontier)
    }

    private static func marked(_ lines: [String], _ frontier: [String: Int]) -> [UInt8] {
        let body = Array(lines.map { $0 + "\n" }.joinedText().utf8)
        let mark = SnapshotMark(frontier: frontier, hash: SnapshotMark.hash(body))
        return Array((mark.line + "\n").utf8) + body
    }

    /// The state a snapshot was edited against: the fold of the device files cut to the
    /// bytes its mark names (all of them for a file without a mark); `nil` when the
    /// snapshot is as `habit` wrote it, and so no edit. `SnapshotMark.refusal` on the first
    /// line is never part of the edit.
    package static func editedAgainst(_ bytes: [UInt8], files: [DeviceFile], base: LegacyBase?)
        -> (state: DerivedState, body: [UInt8])?
    {
        guard let (mark, body) = SnapshotMark.read(bytes) else {
            return (DeviceFold.fold(files, base: base), Array(SnapshotMark.withoutRefusal(bytes)))
        }
        if SnapshotMark.hash(body) == mark.hash { return nil }
        return (DeviceFold.fold(mark.cut(files), base: base), Array(body))
    }

    /// The change lines a person's edit of `habits` stands for: what the edited text holds
    /// that the state it was edited against does not. Habits are matched by id; an id gone
    /// and a new one on the same line of the habit list is a rename, another id gone a
    /// remove, another new one an add; a change of order ranks the habits anew.
    /// - Throws: the edited file's problems, when it has any (nothing is taken from it).
    package static func habitsEdit(
        _ text: [UInt8], against before: DerivedState, writer: inout DeviceWriter,
        keys random: inout some RandomNumberGenerator
    ) throws(SnapshotError) -> [DeviceLine] {
        let (file, issues) = HabitsFile.parse(text)
        if !issues.isEmpty { throw .habits(issues) }
        let after = file.habits
        let beforeIDs = Set(before.habits.map(\.id))
        let afterIDs = Set(after.map(\.id))
        var renamed: [HabitID: HabitID] = [:]
        for (index, habit) in after.enumerated() where !beforeIDs.contains(habit.id) && index < before.habits.count {
            let old = before.habits[index].id
            if !afterIDs.contains(old) { renamed[old] = habit.id }
        }
        var lines: [DeviceLine] = []
        do {
            for habit in before.habits where !afterIDs.contains(habit.id) && renamed[habit.id] == nil {
                lines += try writer.remove(habit.id)
            }
            for (old, new) in renamed.sorted(by: { $0.key < $1.key }) {
                lines += try writer.set(.id(new), of: old)
            }
            let new = after.filter { !beforeIDs.contains($0.id) && !renamed.values.contains($0.id) }
            for habit in new.filter({ !$0.isComposite }) + new.filter(\.isComposite) {
                lines += try writer.add(habit, key: HabitKey.random(using: &random))
            }
            let formerIDs = Dictionary(uniqueKeysWithValues: renamed.map { ($0.value, $0.key) })
            for habit in after {
                let old = formerIDs[habit.id] ?? habit.id
                guard let previous = before.habits.first(where: { $0.id == old }) else { continue }
                var edited = habit
                edited.members = habit.members.map { formerIDs[$0] ?? $0 }
                lines += try fieldEdits(from: previous, to: edited, writer: &writer)
            }
            let kept = after.map(\.id).filter { id in beforeIDs.contains(id) || renamed.values.contains(id) }
            let was = before.habits.map { renamed[$0.id] ?? $0.id }.filter { kept.contains($0) }
            if kept != was {
                let rank = { (id: HabitID) in before.key(of: formerIDs[id] ?? id).flatMap { before.ranks[$0] } }
                if let (id, moved) = movedOne(from: was, to: after.map(\.id), rank: rank) {
                    lines += try writer.set(.order(moved), of: id)
                } else {
                    var rank: String?
                    for id in after.map(\.id) {
                        rank = Rank.between(rank, nil)
                        lines += try writer.set(.order(rank ?? "i"), of: id)
                    }
                }
            }
        } catch {
            throw .refused(error)
        }
        return lines
    }

    /// When `after` is `was` with one habit moved, and its new neighbours have ranks in
    /// order: that habit and a rank between theirs, which leaves every other habit's rank
    /// as it was (docs/sync.md, "Snapshots").
    private static func movedOne(from was: [HabitID], to after: [HabitID], rank: (HabitID) -> String?)
        -> (HabitID, String)?
    {
        guard was.count == after.count else { return nil }
        let differing = was.indices.filter { was[$0] != after[$0] }
        guard let first = differing.first, let last = differing.last else { return nil }
        for id in [after[first], after[last]] where was.filter({ $0 != id }) == after.filter({ $0 != id }) {
            guard let place = after.firstIndex(of: id) else { continue }
            let lower = place > 0 ? rank(after[place - 1]) : nil
            let upper = place + 1 < after.count ? rank(after[place + 1]) : nil
            if place > 0, lower == nil { return nil }
            if place + 1 < after.count, upper == nil { return nil }
            if let lower, let upper, lower >= upper { return nil }
            return (id, Rank.between(lower, upper))
        }
        return nil
    }

    /// One line for each field of `old` that `new` changes (its id apart), addressed by
    /// the ids of the state the edit was made against.
    private static func fieldEdits(from old: Habit, to new: Habit, writer: inout DeviceWriter) throws(DeviceWriter
        .Refusal)
        -> [DeviceLine]
    {
        var lines: [DeviceLine] = []
        let id = old.id
        if old.name != new.name { lines += try writer.set(.name(new.name), of: id) }
        if old.schedule != new.schedule { lines += try writer.set(.schedule(new.schedule), of: id) }
        if old.goal != new.goal { lines += try writer.set(.goal(new.goal), of: id) }
        if old.since != new.since { lines += try writer.set(.since(new.since), of: id) }
        if old.archived != new.archived { lines += try writer.set(.archived(new.archived), of: id) }
        if FormerGoal.text(of: old.formerGoals) != FormerGoal.text(of: new.formerGoals) {
            lines += try writer.set(.formerGoals(new.formerGoals), of: id)
        }
        if old.archivedSpans != new.archivedSpans {
            lines += try writer.set(.archivedSpans(new.archivedSpans), of: id)
        }
        for (set, was, now) in [
            (HabitSet.tags, old.tags.map(\.rawValue), new.tags.map(\.rawValue)),
            (.remind, old.reminders.map(\.description), new.reminders.map(\.description)),
            (
                .members, try old.members.map { id throws(DeviceWriter.Refusal) in try writer.keyText(id) },
                try new.members.map { id throws(DeviceWriter.Refusal) in try writer.keyText(id) }
            ),
        ] {
            let edits =
                now.filter { !was.contains($0) }.map { SetEdit($0, added: true) }
                + was.filter { !now.contains($0) }.map { SetEdit($0, added: false) }
            if !edits.isEmpty { lines += try writer.edit(set, of: id, edits) }
        }
        return lines
    }

    /// The change lines a person's edit of `config` stands for.
    /// - Throws: the edited file's problems, when it has any.
    package static func configEdit(_ text: [UInt8], against before: DerivedState, writer: inout DeviceWriter)
        throws(SnapshotError) -> [DeviceLine]
    {
        let (file, issues) = ConfigFile.parse(text)
        if !issues.isEmpty { throw .config(issues) }
        var after: [ConfigKey: String] = [:]
        for case .setting(let key, let value) in file.lines { after[key] = value }
        return ConfigKey.allCases.filter { after[$0] != before.settings[$0] }.flatMap {
            writer.configure($0, to: after[$0])
        }
    }
}

/// Why a person's edit of a snapshot was not taken in: nothing of it is, until it is fixed.
package enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    case habits([ParseIssue])
    case config([ParseIssue])
    case refused(DeviceWriter.Refusal)

    /// What is wrong, for a message.
    package var description: String {
        switch self {
        case .habits(let issues), .config(let issues):
            issues.first.map { "line \($0.line) has a problem: \($0.problem)" } ?? "it has a problem"
        case .refused(.unknownHabit(let id)): "it names '\(id)', which no habit has"
        case .refused(.idTaken(let id)): "'\(id)' is taken by another habit"
        }
    }
}
