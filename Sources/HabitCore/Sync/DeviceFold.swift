/// The one fold of the device files into the state every view reads (docs/sync.md, "The
/// fold"). Every line of every file is put in one order — by stamp, then device name, then
/// line — and applied in it: a habit's field takes the last change of it, a set element
/// its last `+` or `-`, a day of a habit its entries in that order. The union of the files
/// is the only merge: the same files give the same state in any order of arrival.
package enum DeviceFold {
    /// The state `files` add up to.
    /// - Parameters:
    ///   - files: every device's file, each once (their order does not matter).
    ///   - base: the history from before device files, which folds first.
    ///   - now: this machine's clock in milliseconds, for reporting stamps far ahead of it.
    package static func fold(_ files: [DeviceFile], base: LegacyBase? = nil, now: Int64? = nil) -> DerivedState {
        var state = DerivedState()
        var lines = FoldLines()
        // The base's lines come first: stamp zero, and a device before every other.
        if let base { lines.add(base) }
        let names = files.map(\.device).sorted()
        read(files, names: names, into: &lines, state: &state, now: now)
        let order = lines.takeOrder()
        state.latestStamp = order.last.map(\.stamp).flatMap { $0 == .zero ? nil : $0 }
        var habits = HabitRecords()
        var settings: [ConfigKey: (value: String?, stamp: Stamp)] = [:]
        for (index, slot) in order.enumerated() where slot.item < 0 {
            switch lines.changes[Int(~slot.item)] {
            case .change(let key, let change):
                habits.apply(change, to: key, at: index, stamp: slot.stamp, reports: &state.reports)
            case .config(let key, let value, let seen):
                // Without `^SEEN`, its writer knew of no value: one here was set unseen.
                if let old = settings[key], seen != old.stamp, old.value != value {
                    state.reports.append(
                        .concurrentSetting(key, kept: value ?? "default", replaced: old.value ?? "default"))
                } else if seen == nil || seen == settings[key]?.stamp {
                    // Set after seeing the last change: an earlier report of it no longer holds.
                    state.reports.removeAll { report in
                        if case .concurrentSetting(key, _, _) = report { return true }
                        return false
                    }
                }
                settings[key] = (value, slot.stamp)
            case .entry, .comment:
                continue
            }
        }
        state.settings = settings.compactMapValues { $0.value }
        state.settingStamps = settings.mapValues { $0.stamp }
        habits.settle(into: &state)
        collectEntries(order, lines, names: names, habits: habits, into: &state)
        return state
    }

    /// Every line of `files` into `lines`; problems into `state`. Entries, nearly every
    /// line, are read in one batch by the log's one reader (`DeviceEntries`); the rest line
    /// by line (`DeviceLine(parsing:)`).
    static func read(
        _ files: [DeviceFile], names: [String], into lines: inout FoldLines, state: inout DerivedState, now: Int64?
    ) {
        var entries = DeviceEntries()
        entries.reserve(bytes: files.reduce(0) { $0 + $1.bytes.count })
        for file in files {
            let device = names.firstIndex(of: file.device) ?? 0
            var stamp = Stamp.zero
            DeviceEntries.scan(file.bytes) { number, content in
                if let read = entries.take(content, device: device, line: number, stamp: &stamp) {
                    if read, let now, HybridClock.isFarAhead(stamp, now: now) {
                        state.reports.append(.stampAhead(device: file.device, line: number))
                    }
                    return
                }
                do throws(DeviceLineProblem) {
                    let parsed = try DeviceLine(parsing: Substring(String(decoding: content, as: UTF8.self)))
                    if let own = parsed.stamp { stamp = own }
                    if case .comment = parsed.body { return }
                    lines.add(parsed.body, stamp: stamp, device: device, line: number)
                } catch {
                    state.problems.append((file.device, number, error))
                }
            }
        }
        entries.read(into: &lines, names: names, problems: &state.problems)
    }

    /// Each live habit's entries, in the fold's order; an answer after an entry of its day
    /// left out; entries of removed or unknown habits reported.
    private static func collectEntries(
        _ order: [FoldLines.Slot], _ lines: FoldLines, names: [String], habits: HabitRecords,
        into state: inout DerivedState
    ) {
        // What each key an entry names stands for, worked out once a key.
        var resolved = [Resolved?](repeating: nil, count: lines.keys.count)
        // The days an answer stands on: only there does an earlier entry matter.
        var asked: Set<Pair> = []
        for item in lines.answers {
            let place = lines.entryKeys[Int(item)]
            if place >= 0 { asked.insert(Pair(key: lines.keys[Int(place)], day: lines.entries[Int(item)].day)) }
        }
        var answered: Set<Pair> = []
        var kept = [[Entry]](repeating: [], count: lines.keys.count)
        var keptByHand: [HabitKey: [Entry]] = [:]
        var lastStamps: [HabitKey: Stamp] = [:]
        for (index, slot) in order.enumerated() where slot.item >= 0 {
            let item = Int(slot.item)
            var entry = lines.entries[item]
            let place = Int(lines.entryKeys[item])
            let target: Resolved
            if place >= 0, let known = resolved[place] {
                target = known
            } else if place >= 0 {
                target = Resolved(lines.keys[place], habits)
                resolved[place] = target
            } else if let key = habits.holder(of: entry.habit, at: index) {
                target = Resolved(key, habits)
            } else {
                state.reports.append(
                    .entryForUnknownHabit(entry.habit.rawValue, day: entry.day, device: name(slot.device, names)))
                continue
            }
            guard let known = target.known else {
                state.reports.append(
                    .entryForUnknownHabit(target.key.rawValue, day: entry.day, device: name(slot.device, names)))
                continue
            }
            guard let id = target.shownID else {
                // An entry the removal had seen counts for nothing, as the person who
                // removed the habit meant; one written without seeing it is said.
                if let saw = known.removalSaw, slot.stamp > saw {
                    state.reports.append(
                        .entryForRemovedHabit(known.id, day: entry.day, device: name(slot.device, names)))
                }
                continue
            }
            if !asked.isEmpty {
                let pair = Pair(key: target.key, day: entry.day)
                if asked.contains(pair) {
                    let answer = lines.answers.contains(slot.item)
                    if answer, answered.contains(pair) { continue }
                    if answer { state.answeredDays[target.key, default: []].insert(entry.day) }
                    answered.insert(pair)
                }
            }
            entry.habit = id
            lastStamps[target.key] = slot.stamp
            // One list a habit: an entry appended by hand joins its key's, when entries name it.
            if let bucket = place >= 0 ? place : lines.existingPlace(of: target.key).map(Int.init) {
                kept[bucket].append(entry)
            } else {
                keptByHand[target.key, default: []].append(entry)
            }
        }
        for (place, entries) in kept.enumerated() where !entries.isEmpty {
            state.entries[lines.keys[place]] = entries
        }
        state.entries.merge(keptByHand) { keyed, _ in keyed }
        state.entryStamps = lastStamps
    }

    /// What an entry's key stands for: the habit with it (`known`: its id, and what its
    /// removal had seen when removed; `nil` when no habit has the key), and the id it is
    /// shown under when live.
    private struct Resolved {
        var key: HabitKey
        var known: (id: HabitID, removalSaw: Stamp?)?
        var shownID: HabitID?

        init(_ key: HabitKey, _ habits: HabitRecords) {
            self.key = key
            guard let record = habits.records[key] else { return }
            known = (record.habit.id, record.removed ? record.removalSaw : nil)
            shownID = record.removed ? nil : habits.shownIDs[key]
        }
    }

    /// The name of the device at `place` among the sorted names (the base's: none).
    private static func name(_ place: Int32, _ names: [String]) -> String {
        place < 0 ? "" : names[Int(place)]
    }

    private struct Pair: Hashable {
        var key: HabitKey
        var day: Day
    }

    /// The command that sets `field` of habit `id` to `value` (what a report offers).
    static func command(habit id: HabitID, field: HabitField.FieldName, value: String) -> String {
        let id = Echo.token(id)
        switch field {
        case .id: return "habit rename \(id) \(Echo.token(value))"
        case .archived: return value == "true" ? "habit archive \(id)" : "habit unarchive \(id)"
        case .order: return "habit move \(id) --to N"
        case .name: return "habit edit \(id) --name \(Echo.token(value))"
        case .schedule: return "habit edit \(id) --every \(Echo.token(value))"
        case .since: return "habit edit \(id) --since \(Echo.token(value))"
        case .goal: return "habit edit \(id) \(Echo.token(value))"
        case .goals, .away: return "habit edit \(id) (the goals or archived days: \(Echo.token(value)))"
        }
    }
}
