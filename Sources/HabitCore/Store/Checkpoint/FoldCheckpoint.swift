/// What one read of a data directory of one `log` folded, with what identifies the bytes
/// it covers: the next read of the same bytes takes the histories from it instead of
/// folding the log again, and a read of the same log grown folds only the lines after
/// them, on from these folds (docs/performance.md, "The fold checkpoint"). It is the
/// fold's own state (`FoldPoint`), never a second implementation of a rule: deleting it
/// changes nothing but time.
struct FoldCheckpoint: Equatable {
    /// The identity of a file as `stat(2)` gives it.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var modified: Int64
        var changed: Int64

        init(_ status: FileStatus) {
            self.init(
                device: status.device, inode: status.inode, size: status.size, modified: status.modified,
                changed: status.changed)
        }

        init(device: UInt64, inode: UInt64, size: Int, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }

        /// Whether `status` is the same file (device and inode).
        func isSameFile(as status: FileStatus) -> Bool { device == status.device && inode == status.inode }
    }

    /// The layout of the file; a checkpoint of another is not read.
    static let formatVersion: UInt32 = 2
    /// The file's first bytes.
    static let magic = Array("habit-fold-checkpoint\n".utf8)

    /// The build of `habit` that wrote it (`CheckpointSettings.build`).
    var build: String
    /// The data directory it was read from.
    var directory: String
    /// The hashes of `habits` and `config` (their goals decide the fold).
    var habitsHash: UInt64
    var configHash: UInt64
    /// The log as it was when read: a missing log is read as empty, `nil` here.
    var log: Identity?
    /// The log's bytes the fold covers (whole lines, up to its last newline), their lines
    /// and their hash (`ContentHash`).
    var covered: Int
    var lines: Int
    var logHash: UInt64
    /// Each id the covered lines name, with its first line, in file order.
    var firstLines: [(id: HabitID, line: Int)]
    /// Each folded id's fold.
    var folds: [HabitID: FoldPoint]

    static func == (lhs: FoldCheckpoint, rhs: FoldCheckpoint) -> Bool {
        lhs.build == rhs.build && lhs.directory == rhs.directory && lhs.habitsHash == rhs.habitsHash
            && lhs.configHash == rhs.configHash && lhs.log == rhs.log && lhs.covered == rhs.covered
            && lhs.lines == rhs.lines && lhs.logHash == rhs.logHash
            && lhs.firstLines.elementsEqual(rhs.firstLines, by: { $0.id == $1.id && $0.line == $1.line })
            && lhs.folds == rhs.folds
    }

    /// Where the read of the rest of the log goes on from.
    var resume: LogResume {
        LogResume(offset: covered, lines: lines, firstLines: firstLines, folds: folds)
    }

    /// How many bytes `encode` hands on at a time, about.
    static let pieceSize = 64 << 10

    /// The file's bytes: the fields in order, then a hash of everything before it, handed
    /// to `emit` a piece of about `pieceSize` at a time in one buffer used again for each
    /// (a checkpoint is megabytes: encoded whole, the fresh memory's page faults cost more
    /// than the encoding). Stops, `false`, as soon as `emit` returns `false`.
    func encode(_ emit: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var out = CheckpointWriter()
        var hash = ContentHash()
        out.bytes.reserveCapacity(2 * Self.pieceSize)
        func handOn() -> Bool {
            out.bytes.withUnsafeBytes { hash.add($0) }
            defer { out.bytes.removeAll(keepingCapacity: true) }
            return emit(out.bytes[...])
        }
        out.bytes += Self.magic
        out.u32(Self.formatVersion)
        out.string(build)
        out.string(directory)
        out.u64(habitsHash)
        out.u64(configHash)
        out.u8(log == nil ? 0 : 1)
        if let log { out.identity(log) }
        out.int(covered)
        out.int(lines)
        out.u64(logHash)
        out.int(firstLines.count)
        for (id, line) in firstLines {
            out.string(id.rawValue)
            out.int(line)
        }
        out.int(folds.count)
        for id in folds.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let point = folds[id] else { continue }
            out.string(id.rawValue)
            out.fold(point)
            if out.bytes.count >= Self.pieceSize, !handOn() { return false }
        }
        out.bytes.withUnsafeBytes { hash.add($0) }
        out.u64(hash.value)
        return emit(out.bytes[...])
    }

    /// The checkpoint `bytes` hold; `nil` when they are not one this build reads whole
    /// (another format, cut short, any byte changed).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> FoldCheckpoint? {
        guard var input = CheckpointReader.sealed(bytes, magic: magic) else { return nil }
        guard input.u32() == formatVersion else { return nil }
        guard let build = input.string(), let directory = input.string(), let habitsHash = input.u64(),
            let configHash = input.u64(), let hasLog = input.u8()
        else { return nil }
        var log: Identity?
        if hasLog == 1 {
            guard let identity = input.identity() else { return nil }
            log = identity
        }
        guard let covered = input.int(), let lines = input.int(), let logHash = input.u64(),
            let lineCount = input.int(), lineCount <= lines
        else { return nil }
        var firstLines: [(id: HabitID, line: Int)] = []
        for _ in 0..<lineCount {
            guard let text = input.string(), let id = HabitID(text), let line = input.int() else { return nil }
            firstLines.append((id, line))
        }
        guard let foldCount = input.int(), foldCount <= input.remaining else { return nil }
        var folds: [HabitID: FoldPoint] = [:]
        folds.reserveCapacity(foldCount)
        for _ in 0..<foldCount {
            guard let text = input.string(), let id = HabitID(text), let point = input.fold() else { return nil }
            folds[id] = point
        }
        guard input.remaining == 0 else { return nil }
        return FoldCheckpoint(
            build: build, directory: directory, habitsHash: habitsHash, configHash: configHash, log: log,
            covered: covered, lines: lines, logHash: logHash, firstLines: firstLines, folds: folds)
    }
}
