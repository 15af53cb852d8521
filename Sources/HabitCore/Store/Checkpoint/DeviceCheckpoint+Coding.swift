/// How a device checkpoint's parts are written and read (`DeviceCheckpoint.encoded`,
/// `DeviceCheckpoint.decode`): a file's cover, a stamp, a habit's key and the fold's state.
extension CheckpointWriter {
    mutating func cover(_ cover: DeviceCheckpoint.Cover) {
        identity(cover.identity)
        u8(cover.trusted ? 1 : 0)
        int(cover.covered)
        u64(cover.hash)
    }

    mutating func stamp(_ stamp: Stamp?) {
        u8(stamp == nil ? 0 : 1)
        u64(UInt64(bitPattern: stamp?.milliseconds ?? 0))
        int(stamp?.counter ?? 0)
    }

    /// A state without entries or problems (a checkpoint is not written with any).
    mutating func state(_ state: DerivedState) {
        string(state.habits.map { HabitsFile.line(for: $0) + "\n" }.joinedText())
        int(state.keys.count)
        for key in state.keys { string(key.rawValue) }
        entries(state.settings, by: \.rawValue) { $0.string($1) }
        entries(state.answeredDays, by: \.rawValue) { $0.days($1.sorted()) }
        int(state.reports.count)
        for report in state.reports { self.report(report) }
        stamp(state.latestStamp)
        entries(state.fieldStamps, by: \.rawValue) { out, fields in
            out.entries(fields, by: \.rawValue) { $0.stamp($1) }
        }
        entries(state.settingStamps, by: \.rawValue) { $0.stamp($1) }
        entries(state.ranks, by: \.rawValue) { $0.string($1) }
        entries(state.entryStamps, by: \.rawValue) { $0.stamp($1) }
    }

    /// `dictionary`: its count, then each key's `text` and its value (`value`), in the
    /// order of the keys' texts, so that one state always writes the same bytes.
    private mutating func entries<Key, Value>(
        _ dictionary: [Key: Value], by text: (Key) -> String, _ value: (inout Self, Value) -> Void
    ) {
        int(dictionary.count)
        for (key, item) in dictionary.map({ (text($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            string(key)
            value(&self, item)
        }
    }

    /// A report of the fold.
    private mutating func report(_ report: FoldReport) {
        switch report {
        case .concurrentField(let habit, let field, let kept, let replaced):
            u8(0)
            for text in [habit.rawValue, field.rawValue, kept, replaced] { string(text) }
        case .concurrentSetting(let key, let kept, let replaced):
            u8(1)
            for text in [key.rawValue, kept, replaced] { string(text) }
        case .sharedID(let id, let given):
            u8(2)
            for text in [id.rawValue, given.rawValue] { string(text) }
        case .entryForRemovedHabit(let id, let on, let device):
            u8(3)
            for text in [id.rawValue, device] { string(text) }
            day(on)
        case .entryForUnknownHabit(let key, let on, let device):
            u8(4)
            for text in [key, device] { string(text) }
            day(on)
        case .memberLeftOut(let composite, let member):
            u8(5)
            for text in [composite.rawValue, member.rawValue] { string(text) }
        case .stampAhead(let device, let line):
            u8(6)
            string(device)
            int(line)
        }
    }
}

extension CheckpointReader {
    mutating func cover() -> DeviceCheckpoint.Cover? {
        guard let identity = identity(), let trusted = u8(), trusted <= 1, let covered = int(), let hash = u64()
        else { return nil }
        return DeviceCheckpoint.Cover(identity: identity, trusted: trusted == 1, covered: covered, hash: hash)
    }

    mutating func key() -> HabitKey? {
        string().flatMap { HabitKey($0[...]) }
    }

    private mutating func habitID() -> HabitID? { string().flatMap { HabitID($0) } }

    mutating func stamp() -> Stamp?? {
        guard let flag = u8(), flag <= 1, let milliseconds = u64(), let counter = int() else { return nil }
        return .some(flag == 1 ? Stamp(milliseconds: Int64(bitPattern: milliseconds), counter: counter) : nil)
    }

    /// The fold's state, with its habits' text (`DeviceCheckpoint.habitsText`).
    mutating func state() -> (DerivedState, habits: (text: [UInt8], file: HabitsFile))? {
        var state = DerivedState()
        guard let text = string() else { return nil }
        let bytes = Array(text.utf8)
        let parsed = HabitsFile.parse(bytes)
        guard parsed.issues.isEmpty, let keyCount = int(), keyCount == parsed.file.habits.count else { return nil }
        state.habits = parsed.file.habits
        state.keys.reserveCapacity(keyCount)
        for _ in 0..<keyCount {
            guard let key = key() else { return nil }
            state.keys.append(key)
        }
        let setting = { (input: inout Self) in input.string().flatMap(ConfigKey.init(rawValue:)) }
        guard let settings = entries(setting, { $0.string() }),
            let answeredDays = entries({ $0.key() }, { $0.days().map(Set.init) }),
            let reportCount = int(), reportCount <= remaining
        else { return nil }
        state.settings = settings
        state.answeredDays = answeredDays
        for _ in 0..<reportCount {
            guard let report = report() else { return nil }
            state.reports.append(report)
        }
        let field = { (input: inout Self) in input.string().flatMap(HabitField.FieldName.init(rawValue:)) }
        guard let latest = stamp(),
            let fieldStamps = entries({ $0.key() }, { $0.entries(field, { $0.stamp() ?? nil }) }),
            let settingStamps = entries(setting, { $0.stamp() ?? nil }),
            let ranks = entries({ $0.key() }, { $0.string() }),
            let entryStamps = entries({ $0.key() }, { $0.stamp() ?? nil })
        else { return nil }
        state.latestStamp = latest
        state.fieldStamps = fieldStamps
        state.settingStamps = settingStamps
        state.ranks = ranks
        state.entryStamps = entryStamps
        return (state, (bytes, parsed.file))
    }

    /// A dictionary as `CheckpointWriter.entries` wrote it: its count, then each key
    /// (`key`) and its value (`value`); `nil` when any of them does not read.
    private mutating func entries<Key: Hashable, Value>(
        _ key: (inout Self) -> Key?, _ value: (inout Self) -> Value?
    ) -> [Key: Value]? {
        guard let count = int(), count <= remaining else { return nil }
        var dictionary = [Key: Value](minimumCapacity: count)
        for _ in 0..<count {
            guard let key = key(&self), let value = value(&self) else { return nil }
            dictionary[key] = value
        }
        return dictionary
    }

    private mutating func report() -> FoldReport? {
        switch u8() {
        case 0:
            guard let habit = habitID(), let field = string().flatMap(HabitField.FieldName.init(rawValue:)),
                let kept = string(), let replaced = string()
            else { return nil }
            return .concurrentField(habit: habit, field: field, kept: kept, replaced: replaced)
        case 1:
            guard let key = string().flatMap(ConfigKey.init(rawValue:)), let kept = string(), let replaced = string()
            else { return nil }
            return .concurrentSetting(key, kept: kept, replaced: replaced)
        case 2:
            guard let id = habitID(), let given = habitID() else { return nil }
            return .sharedID(id, givenID: given)
        case 3:
            guard let id = habitID(), let device = string(), let day = day() ?? nil else { return nil }
            return .entryForRemovedHabit(id, day: day, device: device)
        case 4:
            guard let key = string(), let device = string(), let day = day() ?? nil else { return nil }
            return .entryForUnknownHabit(key, day: day, device: device)
        case 5:
            guard let composite = habitID(), let member = habitID() else { return nil }
            return .memberLeftOut(composite: composite, member: member)
        case 6:
            guard let device = string(), let line = int() else { return nil }
            return .stampAhead(device: device, line: line)
        default:
            return nil
        }
    }
}
