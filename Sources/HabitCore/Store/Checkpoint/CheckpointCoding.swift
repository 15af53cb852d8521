/// Writes the fields of a fold checkpoint (`FoldCheckpoint.encoded`): integers little
/// endian, a string as its length and UTF-8 bytes, an array as its count, zero bytes up
/// to its elements' alignment in the file, and its elements' bytes (so that a reader of
/// the mapped file can take them where they lie, docs/performance.md, "Histories read in
/// place").
struct CheckpointWriter {
    var bytes: [UInt8] = []
    /// The file offset of `bytes[0]`: the bytes handed on before them.
    var origin = 0

    /// Zero bytes up to the next file offset that is a multiple of `alignment`.
    mutating func pad(to alignment: Int) {
        let offset = origin + bytes.count
        bytes += repeatElement(0, count: (alignment - offset % alignment) % alignment)
    }

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }

    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }

    mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes += text.utf8
    }

    /// An optional day: a flag, then its number.
    mutating func day(_ day: Day?) {
        u8(day == nil ? 0 : 1)
        u32(UInt32(bitPattern: Int32(clamping: day?.number ?? 0)))
    }

    /// Days as 32-bit numbers (every `Day` is one), written in place.
    mutating func days(_ days: [Day]) { days.withUnsafeBufferPointer { self.days($0) } }

    /// Days as 32-bit numbers, at a 4-byte aligned offset: a `Day` is its 32-bit number,
    /// so on a little-endian machine its bytes are copied as they lie.
    mutating func days(_ days: UnsafeBufferPointer<Day>) {
        int(days.count)
        pad(to: 4)
        if UInt16(littleEndian: 1) == 1, MemoryLayout<Day>.size == 4 {
            bytes += UnsafeRawBufferPointer(days)
        } else {
            for day in days { u32(UInt32(bitPattern: Int32(clamping: day.number))) }
        }
    }

    mutating func array<Element: FixedWidthInteger>(_ values: [Element]) {
        values.withUnsafeBufferPointer { array($0) }
    }

    /// Integers at an offset aligned for them.
    mutating func array<Element: FixedWidthInteger>(_ values: UnsafeBufferPointer<Element>) {
        int(values.count)
        pad(to: MemoryLayout<Element>.alignment)
        if UInt16(littleEndian: 1) == 1 {
            bytes += UnsafeRawBufferPointer(values)
        } else {
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }
    }
}

/// Reads what `CheckpointWriter` wrote; every read is `nil` past the end. It reads the
/// memory it is given in place (a mapped file, or an array's storage), so it lives only
/// as long as that memory: within `withUnsafeBytes`, or `Store.withCacheFile`. Given the
/// file's `CacheMapping`, it reads a history's arrays as views of the mapping where that
/// is safe (`CacheMapping.readsInPlace`), else copies them.
struct CheckpointReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// The file offset of `bytes[0]` (the writer's padding is to file offsets).
    private let origin: Int
    /// The mapping `bytes` lie in, when the histories are to be read in place.
    private let mapping: CacheMapping?

    init(_ bytes: UnsafeRawBufferPointer, origin: Int = 0, mapping: CacheMapping? = nil) {
        self.bytes = bytes
        self.origin = origin
        self.mapping = CacheMapping.readsInPlace ? mapping : nil
    }

    /// Skips the writer's zero bytes up to the next file offset that is a multiple of
    /// `alignment`; `false` past the end or when one is not zero.
    mutating func skipPadding(to alignment: Int) -> Bool {
        let count = (alignment - (origin + position) % alignment) % alignment
        guard remaining >= count else { return false }
        var stray: UInt8 = 0
        for index in position..<(position + count) { stray |= bytes[index] }
        position += count
        return stray == 0
    }

    /// A reader of what follows `magic` in `file`, a cache file's bytes: `magic`, the
    /// fields, then a hash (`ContentHash`) of everything before it; `nil` when `file` does
    /// not start with `magic` or its hash differs (cut short, any byte changed).
    static func sealed(
        _ file: UnsafeRawBufferPointer, magic: [UInt8], mapping: CacheMapping? = nil
    ) -> CheckpointReader? {
        guard file.count >= magic.count + 8, file.starts(with: magic) else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: file[..<(file.count - 8)])
        var hash = ContentHash()
        hash.add(body)
        var tail = CheckpointReader(UnsafeRawBufferPointer(rebasing: file[(file.count - 8)...]))
        guard tail.u64() == hash.value else { return nil }
        return CheckpointReader(
            UnsafeRawBufferPointer(rebasing: body[magic.count...]), origin: magic.count, mapping: mapping)
    }

    /// Bytes not read yet.
    var remaining: Int { bytes.count - position }

    private mutating func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard remaining >= size else { return nil }
        let value = Value(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: Value.self))
        position += size
        return value
    }

    mutating func u8() -> UInt8? { integer(UInt8.self) }

    mutating func u32() -> UInt32? { integer(UInt32.self) }

    mutating func u64() -> UInt64? { integer(UInt64.self) }

    /// A count, size or line number: never negative.
    mutating func int() -> Int? {
        guard let value = integer(UInt64.self), value <= UInt64(Int32.max) << 16 else { return nil }
        return Int(value)
    }

    mutating func string() -> String? {
        guard let count = int(), count <= remaining else { return nil }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
        position += count
        return raw.withMemoryRebound(to: UInt8.self) { String(utf8Bytes: $0) }
    }

    /// An optional day: `nil` past the end, `.some(nil)` for no day.
    mutating func day() -> Day?? {
        guard let flag = u8(), flag <= 1, let number = u32() else { return nil }
        return .some(flag == 1 ? Day(number: Int(Int32(bitPattern: number))) : nil)
    }

    /// Days, strictly ascending (as a history keeps them).
    mutating func days() -> [Day]? { dayColumn()?.array }

    /// Days, strictly ascending: a view of the mapping where they lie when reading in
    /// place, else copied from their numbers; checked for order in a pass of its own
    /// (`Column<Day>.isAscending`).
    mutating func dayColumn() -> Column<Day>? {
        guard let count = int(), skipPadding(to: 4), count <= remaining / 4 else { return nil }
        let source = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + 4 * count)])
        position += 4 * count
        let days: Column<Day>
        if let view = view(source, count: count, as: Day.self) {
            days = view
        } else {
            days = Column(
                [Day](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        let word = source.loadUnaligned(fromByteOffset: 4 * index, as: Int32.self)
                        buffer.initializeElement(at: index, to: Day(number: Int(Int32(littleEndian: word))))
                    }
                    initialized = count
                })
        }
        return days.withUnsafeBufferPointer(Day.isAscending) ? days : nil
    }

    /// Integers, copied as they lie (little endian) in one move of memory.
    mutating func array<Element: FixedWidthInteger>() -> [Element]? { column()?.array }

    /// Integers: a view of the mapping where they lie when reading in place, else copied
    /// in one move of memory.
    mutating func column<Element: FixedWidthInteger>() -> Column<Element>? {
        let size = MemoryLayout<Element>.size
        guard let count = int(), skipPadding(to: MemoryLayout<Element>.alignment), count <= remaining / size
        else { return nil }
        let source = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count * size)])
        position += count * size
        if let view = view(source, count: count, as: Element.self) { return view }
        return Column(
            [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
                if let target = buffer.baseAddress, let start = source.baseAddress {
                    UnsafeMutableRawPointer(target).copyMemory(from: start, byteCount: count * size)
                }
                if UInt16(littleEndian: 1) != 1 {
                    for index in 0..<count { buffer[index] = Element(littleEndian: buffer[index]) }
                }
                initialized = count
            })
    }

    /// `count` values of `Element` where `source` lies in the mapping, when reading in
    /// place and `source` is aligned for them (the writer pads it so; a mapping starts on
    /// a page); `nil` otherwise. `Element` is a 32- or 64-bit integer, or `Day` (one
    /// `Int32`), stored little endian, as `CacheMapping.readsInPlace` requires the host.
    private func view<Element: Hashable>(
        _ source: UnsafeRawBufferPointer, count: Int, as _: Element.Type
    ) -> Column<Element>? {
        guard let mapping, count > 0, let start = source.baseAddress,
            Int(bitPattern: start) % MemoryLayout<Element>.alignment == 0,
            source.count == count * MemoryLayout<Element>.stride
        else { return nil }
        let values = UnsafeBufferPointer(start: start.assumingMemoryBound(to: Element.self), count: count)
        return Column(viewing: values, in: mapping)
    }

    /// How many bytes were read so far.
    var offset: Int { position }

    /// The bytes at offsets `range`, read or not.
    func bytes(in range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[range]) }
}

/// What both checkpoints hold: a file's identity, one habit's fold.
extension CheckpointWriter {
    /// A file's identity (`stat(2)`).
    mutating func identity(_ identity: FoldCheckpoint.Identity) {
        u64(identity.device)
        u64(identity.inode)
        int(identity.size)
        u64(UInt64(bitPattern: identity.modified))
        u64(UInt64(bitPattern: identity.changed))
    }

    /// One habit's fold: its latest day and its history, at an 8-byte aligned offset (the
    /// padding before it outside the bytes `History.contentHash` hashes).
    mutating func fold(_ point: FoldPoint) {
        day(point.lastDay)
        pad(to: 8)
        history(point.history)
    }

    /// A history: its first entry's day, its days, their states' words and large
    /// amounts, its `no` days (the bytes `History.contentHash` hashes).
    mutating func history(_ history: History) {
        day(history.firstEntryDay)
        history.dayColumn.withUnsafeBufferPointer { days($0) }
        let (words, large) = history.dayStates.storage
        words.withUnsafeBufferPointer { array($0) }
        large.withUnsafeBufferPointer { array($0) }
        history.noDayColumn.withUnsafeBufferPointer { days($0) }
    }
}

extension CheckpointReader {
    /// A file's identity (`CheckpointWriter.identity`).
    mutating func identity() -> FoldCheckpoint.Identity? {
        guard let device = u64(), let inode = u64(), let size = int(), let modified = u64(), let changed = u64()
        else { return nil }
        return FoldCheckpoint.Identity(
            device: device, inode: inode, size: size, modified: Int64(bitPattern: modified),
            changed: Int64(bitPattern: changed))
    }

    /// A history (`CheckpointWriter.history`): its columns views of the mapping when
    /// reading in place.
    mutating func history() -> History? {
        guard let firstDay = day(), let kept = dayColumn(), let words: Column<Int32> = column(),
            let large: Column<Int64> = column(), let noDays = dayColumn(), words.count == kept.count,
            let states = DayStates(words: words, large: large)
        else { return nil }
        return History(days: kept, states: states, firstEntryDay: firstDay, noDays: noDays)
    }
}
