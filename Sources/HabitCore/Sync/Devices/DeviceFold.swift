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
        // The base's lines come first: stamp zero, and a device before every other.
        let (read, names) = placedLines(files, into: &state, now: now)
        let lines =
            (base?.lines ?? []).enumerated().map {
                PlacedLine(stamp: .zero, device: -1, line: $0.offset, body: $0.element)
            } + read
        var habits = HabitRecords()
        var settings: [ConfigKey: (value: String?, stamp: Stamp)] = [:]
        for (index, line) in lines.enumerated() {
            switch line.body {
            case .change(let key, let change):
                habits.apply(change, to: key, at: index, stamp: line.stamp, reports: &state.reports)
            case .config(let key, let value, let seen):
                if let old = settings[key], let seen, seen != old.stamp, old.value != value {
                    state.reports.append(
                        .concurrentSetting(key, kept: value ?? "default", replaced: old.value ?? "default"))
                } else if seen == nil || seen == settings[key]?.stamp {
                    // Set after seeing the last change: an earlier report of it no longer holds.
                    state.reports.removeAll { report in
                        if case .concurrentSetting(key, _, _) = report { return true }
                        return false
                    }
                }
                settings[key] = (value, line.stamp)
            case .entry, .comment:
                continue
            }
        }
        state.settings = settings.compactMapValues { $0.value }
        state.settingStamps = settings.mapValues { $0.stamp }
        habits.settle(into: &state)
        collectEntries(lines, names: names, habits: habits, into: &state)
        return state
    }

    /// A line in the fold's order.
    struct PlacedLine {
        var stamp: Stamp
        /// The device's place among the files' names, sorted (the base's lines: -1).
        var device: Int
        var line: Int
        var body: DeviceLine.Body
    }

    /// Every line of `files`, read and put in the fold's order; problems into `state`.
    /// Entries, nearly every line, are read in one batch by the log's one reader
    /// (`DeviceEntries`); the rest line by line (`DeviceLine(parsing:)`).
    private static func placedLines(_ files: [DeviceFile], into state: inout DerivedState, now: Int64?)
        -> (lines: [PlacedLine], names: [String])
    {
        let names = files.map(\.device).sorted()
        var entries = DeviceEntries()
        var placed: [PlacedLine] = []
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
                    placed.append(PlacedLine(stamp: stamp, device: device, line: number, body: parsed.body))
                } catch {
                    state.problems.append((file.device, number, error))
                }
            }
        }
        placed += entries.read(names: names, problems: &state.problems)
        placed.sort { ($0.stamp, $0.device, $0.line) < ($1.stamp, $1.device, $1.line) }
        state.latestStamp = placed.last.map { $0.stamp }.flatMap { $0 == .zero ? nil : $0 }
        return (placed, names)
    }

    /// Each live habit's entries, in the fold's order; an answer after an entry of its day
    /// left out; entries of removed or unknown habits reported.
    private static func collectEntries(
        _ lines: [PlacedLine], names: [String], habits: HabitRecords, into state: inout DerivedState
    ) {
        var answered: Set<Pair> = []
        for (index, line) in lines.enumerated() {
            guard case .entry(let named, var entry, let onlyIfUnanswered) = line.body else { continue }
            let device = line.device < 0 ? "" : names[line.device]
            guard let key = named ?? habits.holder(of: entry.habit, at: index) else {
                state.reports.append(.entryForUnknownHabit(entry.habit.rawValue, day: entry.day, device: device))
                continue
            }
            guard let record = habits.records[key] else {
                state.reports.append(.entryForUnknownHabit(key.rawValue, day: entry.day, device: device))
                continue
            }
            guard !record.removed, let id = habits.shownIDs[key] else {
                // An entry the removal had seen counts for nothing, as the person who
                // removed the habit meant; one written without seeing it is said.
                if let saw = record.removalSaw, line.stamp > saw {
                    state.reports.append(.entryForRemovedHabit(record.habit.id, day: entry.day, device: device))
                }
                continue
            }
            let pair = Pair(key: key, day: entry.day)
            if onlyIfUnanswered, answered.contains(pair) { continue }
            answered.insert(pair)
            entry.habit = id
            state.entries[key, default: []].append(entry)
        }
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
