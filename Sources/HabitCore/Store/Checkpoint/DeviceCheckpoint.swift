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
    static let formatVersion: UInt32 = 2
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
    /// The state's habits as the checkpoint holds them, the text of a `habits` file, with
    /// that text parsed; not written apart from `state`. A checkpoint is written only when
    /// that text reads back as the habits it was made of, so it is the text
    /// `DeviceRead.snapshotTexts` makes of them, and its parse is what a reader of it gets.
    var habitsText: (text: [UInt8], file: HabitsFile)?

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
    /// (another format, cut short, any byte changed). Given the file's `mapping`, the
    /// histories are views of it (docs/performance.md, "Histories read in place").
    static func decode(_ bytes: UnsafeRawBufferPointer, mapping: CacheMapping? = nil) -> DeviceCheckpoint? {
        guard var input = CheckpointReader.sealed(bytes, magic: magic, mapping: mapping) else { return nil }
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
        guard let (state, habits) = input.state(), let foldCount = input.int(), foldCount <= input.remaining else {
            return nil
        }
        var folds = [HabitKey: FoldPoint](minimumCapacity: foldCount)
        var historyHashes = [HabitKey: UInt64](minimumCapacity: foldCount)
        for _ in 0..<foldCount {
            // A fold is its last day, then its history: the bytes `History.contentHash` hashes.
            guard let key = input.key(), let lastDay = input.day(), input.skipPadding(to: 8) else { return nil }
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
        checkpoint.habitsText = habits
        return checkpoint
    }
}
