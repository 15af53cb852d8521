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
    static let formatVersion: UInt32 = 4
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
    /// Each folded id's `History.contentHash`, when read from a file: the hashes of its
    /// histories' bytes that the check of the file's seal took (`decode`). Derived from
    /// `folds`, so not compared; empty for a checkpoint made in memory.
    var historyHashes: [HabitID: UInt64] = [:]

    static func == (lhs: FoldCheckpoint, rhs: FoldCheckpoint) -> Bool {
        lhs.build == rhs.build && lhs.directory == rhs.directory && lhs.habitsHash == rhs.habitsHash
            && lhs.configHash == rhs.configHash && lhs.log == rhs.log && lhs.covered == rhs.covered
            && lhs.lines == rhs.lines && lhs.logHash == rhs.logHash
            && lhs.firstLines.elementsEqual(rhs.firstLines, by: { $0.id == $1.id && $0.line == $1.line })
            && lhs.folds == rhs.folds
    }

    /// Where the read of the rest of the log goes on from.
    var resume: LogResume {
        LogResume(offset: covered, lines: lines, firstLines: firstLines, folds: folds, historyHashes: historyHashes)
    }

    /// How many bytes `encode` hands on at a time, about.
    static let pieceSize = 64 << 10

    /// The file's bytes: the fields in order, then the seal: a hash (`ContentHash`) of
    /// everything before it with each history's bytes in place of the hash of those bytes
    /// (its `History.contentHash`), so that the one pass that checks the seal also gives
    /// each history its hash. Handed to `emit` a piece of about `pieceSize` at a time in
    /// one buffer used again for each (a checkpoint is megabytes: encoded whole, the fresh
    /// memory's page faults cost more than the encoding). Stops, `false`, as soon as `emit`
    /// returns `false`.
    func encode(_ emit: (ArraySlice<UInt8>) -> Bool, hashed: (HabitID, UInt64) -> Void = { _, _ in }) -> Bool {
        var out = CheckpointWriter()
        var seal = ContentHash()
        // How many bytes of `out` the seal holds.
        var sealed = 0
        out.bytes.reserveCapacity(2 * Self.pieceSize)
        func handOn() -> Bool {
            defer {
                out.origin += out.bytes.count
                out.bytes.removeAll(keepingCapacity: true)
                sealed = 0
            }
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
            out.day(point.lastDay)
            // Each history starts at an 8-byte aligned offset, its padding outside the bytes
            // its hash covers, so that its bytes are those `History.contentHash` hashes.
            out.pad(to: 8)
            let start = out.bytes.count
            out.history(point.history)
            out.bytes.withUnsafeBytes { raw in
                seal.add(UnsafeRawBufferPointer(rebasing: raw[sealed..<start]))
                var history = ContentHash()
                history.add(UnsafeRawBufferPointer(rebasing: raw[start...]))
                seal.add(history.value)
                hashed(id, history.value)
            }
            sealed = out.bytes.count
            if out.bytes.count >= Self.pieceSize, !handOn() { return false }
        }
        out.bytes.withUnsafeBytes { raw in seal.add(UnsafeRawBufferPointer(rebasing: raw[sealed...])) }
        out.u64(seal.value)
        return emit(out.bytes[...])
    }

    /// The checkpoint `bytes` hold; `nil` when they are not one this build reads whole
    /// (another format, cut short, any byte changed: its seal differs). Each history's
    /// hash is taken as the seal is checked (`historyHashes`). Given the file's `mapping`,
    /// the histories are views of it (docs/performance.md, "Histories read in place").
    static func decode(_ bytes: UnsafeRawBufferPointer, mapping: CacheMapping? = nil) -> FoldCheckpoint? {
        guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
        var trailer = CheckpointReader(UnsafeRawBufferPointer(rebasing: bytes[(bytes.count - 8)...]))
        guard let expected = trailer.u64() else { return nil }
        var input = CheckpointReader(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)]), mapping: mapping)
        for _ in magic { _ = input.u8() }
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
        var seal = ContentHash()
        var sealed = 0
        var folds: [HabitID: FoldPoint] = [:]
        var historyHashes: [HabitID: UInt64] = [:]
        folds.reserveCapacity(foldCount)
        historyHashes.reserveCapacity(foldCount)
        for _ in 0..<foldCount {
            guard let text = input.string(), let id = HabitID(text), let lastDay = input.day(),
                input.skipPadding(to: 8)
            else { return nil }
            let start = input.offset
            guard let history = input.history() else { return nil }
            seal.add(input.bytes(in: sealed..<start))
            var hash = ContentHash()
            hash.add(input.bytes(in: start..<input.offset))
            seal.add(hash.value)
            sealed = input.offset
            folds[id] = FoldPoint(history: history, lastDay: lastDay)
            historyHashes[id] = hash.value
        }
        guard input.remaining == 0 else { return nil }
        seal.add(input.bytes(in: sealed..<input.offset))
        guard seal.value == expected else { return nil }
        var checkpoint = FoldCheckpoint(
            build: build, directory: directory, habitsHash: habitsHash, configHash: configHash, log: log,
            covered: covered, lines: lines, logHash: logHash, firstLines: firstLines, folds: folds)
        checkpoint.historyHashes = historyHashes
        return checkpoint
    }
}
