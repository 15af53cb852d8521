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
        string(state.habits.map { HabitsFile.line(for: $0) + "\n" }.joined())
        int(state.keys.count)
        for key in state.keys { string(key.rawValue) }
        int(state.settings.count)
        for (key, value) in state.settings.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            string(value)
        }
        int(state.answeredDays.count)
        for (key, days) in state.answeredDays.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            self.days(days.sorted())
        }
        int(state.reports.count)
        for report in state.reports { self.report(report) }
        stamp(state.latestStamp)
        int(state.fieldStamps.count)
        for (key, fields) in state.fieldStamps.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            int(fields.count)
            for (field, stamp) in fields.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                string(field.rawValue)
                self.stamp(stamp)
            }
        }
        int(state.settingStamps.count)
        for (key, stamp) in state.settingStamps.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            self.stamp(stamp)
        }
        int(state.ranks.count)
        for (key, rank) in state.ranks.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            string(rank)
        }
        int(state.entryStamps.count)
        for (key, stamp) in state.entryStamps.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            string(key.rawValue)
            self.stamp(stamp)
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
        guard let settingCount = int(), settingCount <= remaining else { return nil }
        state.settings.reserveCapacity(settingCount)
        for _ in 0..<settingCount {
            guard let key = string().flatMap(ConfigKey.init(rawValue:)), let value = string() else { return nil }
            state.settings[key] = value
        }
        guard let answeredCount = int(), answeredCount <= remaining else { return nil }
        state.answeredDays.reserveCapacity(answeredCount)
        for _ in 0..<answeredCount {
            guard let key = key(), let answered = days() else { return nil }
            state.answeredDays[key] = Set(answered)
        }
        guard let reportCount = int(), reportCount <= remaining else { return nil }
        for _ in 0..<reportCount {
            guard let report = report() else { return nil }
            state.reports.append(report)
        }
        guard let latest = stamp(), let fieldCount = int(), fieldCount <= remaining else { return nil }
        state.latestStamp = latest
        state.fieldStamps.reserveCapacity(fieldCount)
        for _ in 0..<fieldCount {
            guard let key = key(), let count = int(), count <= remaining else { return nil }
            var fields = [HabitField.FieldName: Stamp](minimumCapacity: count)
            for _ in 0..<count {
                guard let field = string().flatMap(HabitField.FieldName.init(rawValue:)), let stamp = stamp() ?? nil
                else { return nil }
                fields[field] = stamp
            }
            state.fieldStamps[key] = fields
        }
        guard let settingStampCount = int(), settingStampCount <= remaining else { return nil }
        state.settingStamps.reserveCapacity(settingStampCount)
        for _ in 0..<settingStampCount {
            guard let key = string().flatMap(ConfigKey.init(rawValue:)), let stamp = stamp() ?? nil else { return nil }
            state.settingStamps[key] = stamp
        }
        guard let rankCount = int(), rankCount <= remaining else { return nil }
        state.ranks.reserveCapacity(rankCount)
        for _ in 0..<rankCount {
            guard let key = key(), let rank = string() else { return nil }
            state.ranks[key] = rank
        }
        guard let entryStampCount = int(), entryStampCount <= remaining else { return nil }
        state.entryStamps.reserveCapacity(entryStampCount)
        for _ in 0..<entryStampCount {
            guard let key = key(), let stamp = stamp() ?? nil else { return nil }
            state.entryStamps[key] = stamp
        }
        return (state, (bytes, parsed.file))
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
