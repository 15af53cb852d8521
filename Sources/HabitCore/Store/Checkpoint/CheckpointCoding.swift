/// Writes the fields of a fold checkpoint (`FoldCheckpoint.encoded`): integers little
/// endian, a string as its length and UTF-8 bytes, an array as its count and its
/// elements' bytes.
struct CheckpointWriter {
    var bytes: [UInt8] = []

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
    mutating func days(_ days: [Day]) {
        int(days.count)
        let start = bytes.count
        bytes += repeatElement(0, count: 4 * days.count)
        bytes.withUnsafeMutableBytes { raw in
            for (index, day) in days.enumerated() {
                raw.storeBytes(
                    of: Int32(clamping: day.number).littleEndian, toByteOffset: start + 4 * index, as: Int32.self)
            }
        }
    }

    mutating func array<Element: FixedWidthInteger>(_ values: [Element]) {
        int(values.count)
        if UInt16(littleEndian: 1) == 1 {
            values.withUnsafeBytes { bytes += $0 }
        } else {
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }
    }
}

/// Reads what `CheckpointWriter` wrote; every read is `nil` past the end. It reads the
/// memory it is given in place (a mapped file, or an array's storage), so it lives only
/// as long as that memory: within `withUnsafeBytes`, or `Store.withCacheFile`.
struct CheckpointReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// A reader of what follows `magic` in `file`, a cache file's bytes: `magic`, the
    /// fields, then a hash (`ContentHash`) of everything before it; `nil` when `file` does
    /// not start with `magic` or its hash differs (cut short, any byte changed).
    static func sealed(_ file: UnsafeRawBufferPointer, magic: [UInt8]) -> CheckpointReader? {
        guard file.count >= magic.count + 8, file.starts(with: magic) else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: file[..<(file.count - 8)])
        var hash = ContentHash()
        hash.add(body)
        var tail = CheckpointReader(UnsafeRawBufferPointer(rebasing: file[(file.count - 8)...]))
        guard tail.u64() == hash.value else { return nil }
        return CheckpointReader(UnsafeRawBufferPointer(rebasing: body[magic.count...]))
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
        let text = String(
            validating: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
        position += count
        return text
    }

    /// An optional day: `nil` past the end, `.some(nil)` for no day.
    mutating func day() -> Day?? {
        guard let flag = u8(), flag <= 1, let number = u32() else { return nil }
        return .some(flag == 1 ? Day(number: Int(Int32(bitPattern: number))) : nil)
    }

    /// Days, strictly ascending (as a history keeps them): made from their numbers and
    /// checked for order in the same pass, a comparison of plain integers a day.
    mutating func days() -> [Day]? {
        guard let count = int(), count <= remaining / 4 else { return nil }
        let source = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + 4 * count)])
        var previous = Int64(Int32.min) - 1
        var misordered = false
        let days = [Day](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let number = Int64(
                    Int32(littleEndian: source.loadUnaligned(fromByteOffset: 4 * index, as: Int32.self)))
                if number <= previous { misordered = true }
                previous = number
                buffer.initializeElement(at: index, to: Day(number: Int(number)))
            }
            initialized = count
        }
        position += 4 * count
        return misordered ? nil : days
    }

    /// Integers, copied as they lie (little endian) in one move of memory.
    mutating func array<Element: FixedWidthInteger>() -> [Element]? {
        let size = MemoryLayout<Element>.size
        guard let count = int(), count <= remaining / size else { return nil }
        let source = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count * size)])
        let values = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress, let start = source.baseAddress {
                UnsafeMutableRawPointer(target).copyMemory(from: start, byteCount: count * size)
            }
            if UInt16(littleEndian: 1) != 1 {
                for index in 0..<count { buffer[index] = Element(littleEndian: buffer[index]) }
            }
            initialized = count
        }
        position += count * size
        return values
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

    /// One habit's fold: its latest day and its history.
    mutating func fold(_ point: FoldPoint) {
        day(point.lastDay)
        history(point.history)
    }

    /// A history: its first entry's day, its days, their states' words and large
    /// amounts, its `no` days (the bytes `History.contentHash` hashes).
    mutating func history(_ history: History) {
        day(history.firstEntryDay)
        days(history.days)
        let (words, large) = history.dayStates.storage
        array(words)
        array(large)
        days(history.noDays)
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

    /// A history (`CheckpointWriter.history`).
    mutating func history() -> History? {
        guard let firstDay = day(), let kept = days(), let words: [Int32] = array(), let large: [Int64] = array(),
            let noDays = days(), words.count == kept.count, let states = DayStates(words: words, large: large)
        else { return nil }
        return History(days: kept, states: states, firstEntryDay: firstDay, noDays: noDays)
    }
}
