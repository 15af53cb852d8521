/// What one read of a data directory of device files folded, with what identifies the
/// bytes it covers: the state without its entries, each habit's fold, the device files'
/// lengths and hashes, and the base's (docs/performance.md, "The device checkpoint"). A
/// read of the same files grown by entry lines that come after every line folded takes
/// the state from it and folds only those lines on. It is the fold's own state, never a
/// second implementation of a rule: deleting it changes nothing but time.
struct DeviceCheckpoint {
    /// A file's bytes the fold covers: whole lines, up to its last newline.
    struct Cover: Equatable {
        /// The file as `stat(2)` gave it when read.
        var identity: FoldCheckpoint.Identity
        /// Whether `identity` alone may vouch for the bytes: the file's size was the bytes
        /// read, and it had not changed for `CheckpointSettings.settle` before the read.
        var trusted: Bool
        var covered: Int
        var hash: UInt64
    }

    /// The layout of the file; a checkpoint of another is not read.
    static let formatVersion: UInt32 = 1
    /// The file's first bytes (a plain checkpoint's differ: one data directory, one file).
    static let magic = Array("habit-device-checkpoint\n".utf8)

    /// The build of `habit` that wrote it (`CheckpointSettings.build`).
    var build: String
    /// The data directory it was read from.
    var directory: String
    /// A hash of `base/habits` and `base/config` as read.
    var baseHash: UInt64
    /// The base's one `log` (`DeviceRead.baseLog`), when it has one.
    var baseLog: (path: String, cover: Cover)?
    /// Each device file's part folded, by device name.
    var files: [String: Cover]
    /// The fold's state, without entries (with each live habit's last entry stamp).
    var state: DerivedState
    /// Each live habit's fold, by key: base and device entries, in the fold's order.
    var folds: [HabitKey: FoldPoint]
    /// Each fold's `History.contentHash`, taken from its bytes as it is decoded (the kept
    /// engine tallies are keyed by it: docs/performance.md, "Kept engine tallies"); not
    /// written.
    var historyHashes: [HabitKey: UInt64] = [:]

    /// The file's bytes: the fields in order, then a hash of everything before it.
    func encoded() -> [UInt8] {
        var out = CheckpointWriter()
        out.bytes += Self.magic
        out.u32(Self.formatVersion)
        out.string(build)
        out.string(directory)
        out.u64(baseHash)
        out.u8(baseLog == nil ? 0 : 1)
        if let (path, cover) = baseLog {
            out.string(path)
            out.cover(cover)
        }
        out.int(files.count)
        for name in files.keys.sorted() {
            guard let cover = files[name] else { continue }
            out.string(name)
            out.cover(cover)
        }
        out.state(state)
        out.int(folds.count)
        for key in folds.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let point = folds[key] else { continue }
            out.string(key.rawValue)
            out.fold(point)
        }
        out.u64(ContentHash.of(out.bytes))
        return out.bytes
    }

    /// The checkpoint `bytes` hold; `nil` when they are not one this build reads whole
    /// (another format, cut short, any byte changed).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> DeviceCheckpoint? {
        guard var input = CheckpointReader.sealed(bytes, magic: magic) else { return nil }
        guard input.u32() == formatVersion, let build = input.string(), let directory = input.string(),
            let baseHash = input.u64(), let hasLog = input.u8(), hasLog <= 1
        else { return nil }
        var baseLog: (String, Cover)?
        if hasLog == 1 {
            guard let path = input.string(), let cover = input.cover() else { return nil }
            baseLog = (path, cover)
        }
        guard let fileCount = input.int(), fileCount <= input.remaining else { return nil }
        var files: [String: Cover] = [:]
        for _ in 0..<fileCount {
            guard let name = input.string(), let cover = input.cover() else { return nil }
            files[name] = cover
        }
        guard let state = input.state(), let foldCount = input.int(), foldCount <= input.remaining else { return nil }
        var folds: [HabitKey: FoldPoint] = [:]
        var historyHashes: [HabitKey: UInt64] = [:]
        for _ in 0..<foldCount {
            // A fold is its last day, then its history: the bytes `History.contentHash` hashes.
            guard let key = input.key(), let lastDay = input.day() else { return nil }
            let start = input.offset
            guard let history = input.history() else { return nil }
            var hash = ContentHash()
            hash.add(input.bytes(in: start..<input.offset))
            folds[key] = FoldPoint(history: history, lastDay: lastDay)
            historyHashes[key] = hash.value
        }
        guard input.remaining == 0 else { return nil }
        var checkpoint = DeviceCheckpoint(
            build: build, directory: directory, baseHash: baseHash, baseLog: baseLog, files: files, state: state,
            folds: folds)
        checkpoint.historyHashes = historyHashes
        return checkpoint
    }
}

extension CheckpointWriter {
    fileprivate mutating func cover(_ cover: DeviceCheckpoint.Cover) {
        identity(cover.identity)
        u8(cover.trusted ? 1 : 0)
        int(cover.covered)
        u64(cover.hash)
    }

    fileprivate mutating func stamp(_ stamp: Stamp?) {
        u8(stamp == nil ? 0 : 1)
        u64(UInt64(bitPattern: stamp?.milliseconds ?? 0))
        int(stamp?.counter ?? 0)
    }

    /// A state without entries or problems (a checkpoint is not written with any).
    fileprivate mutating func state(_ state: DerivedState) {
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
    fileprivate mutating func cover() -> DeviceCheckpoint.Cover? {
        guard let identity = identity(), let trusted = u8(), trusted <= 1, let covered = int(), let hash = u64()
        else { return nil }
        return DeviceCheckpoint.Cover(identity: identity, trusted: trusted == 1, covered: covered, hash: hash)
    }

    fileprivate mutating func key() -> HabitKey? {
        string().flatMap { HabitKey($0[...]) }
    }

    private mutating func habitID() -> HabitID? { string().flatMap { HabitID($0) } }

    fileprivate mutating func stamp() -> Stamp?? {
        guard let flag = u8(), flag <= 1, let milliseconds = u64(), let counter = int() else { return nil }
        return .some(flag == 1 ? Stamp(milliseconds: Int64(bitPattern: milliseconds), counter: counter) : nil)
    }

    fileprivate mutating func state() -> DerivedState? {
        var state = DerivedState()
        guard let text = string() else { return nil }
        let parsed = HabitsFile.parse(Array(text.utf8))
        guard parsed.issues.isEmpty, let keyCount = int(), keyCount == parsed.file.habits.count else { return nil }
        state.habits = parsed.file.habits
        for _ in 0..<keyCount {
            guard let key = key() else { return nil }
            state.keys.append(key)
        }
        guard let settingCount = int(), settingCount <= remaining else { return nil }
        for _ in 0..<settingCount {
            guard let key = string().flatMap(ConfigKey.init(rawValue:)), let value = string() else { return nil }
            state.settings[key] = value
        }
        guard let answeredCount = int(), answeredCount <= remaining else { return nil }
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
        for _ in 0..<fieldCount {
            guard let key = key(), let count = int(), count <= remaining else { return nil }
            var fields: [HabitField.FieldName: Stamp] = [:]
            for _ in 0..<count {
                guard let field = string().flatMap(HabitField.FieldName.init(rawValue:)), let stamp = stamp() ?? nil
                else { return nil }
                fields[field] = stamp
            }
            state.fieldStamps[key] = fields
        }
        guard let settingStampCount = int(), settingStampCount <= remaining else { return nil }
        for _ in 0..<settingStampCount {
            guard let key = string().flatMap(ConfigKey.init(rawValue:)), let stamp = stamp() ?? nil else { return nil }
            state.settingStamps[key] = stamp
        }
        guard let rankCount = int(), rankCount <= remaining else { return nil }
        for _ in 0..<rankCount {
            guard let key = key(), let rank = string() else { return nil }
            state.ranks[key] = rank
        }
        guard let entryStampCount = int(), entryStampCount <= remaining else { return nil }
        for _ in 0..<entryStampCount {
            guard let key = key(), let stamp = stamp() ?? nil else { return nil }
            state.entryStamps[key] = stamp
        }
        return state
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
