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

    /// Days as 32-bit numbers (every `Day` is one).
    mutating func days(_ days: [Day]) { array(days.map { Int32(clamping: $0.number) }) }

    mutating func array<Element: FixedWidthInteger>(_ values: [Element]) {
        int(values.count)
        if UInt16(littleEndian: 1) == 1 {
            values.withUnsafeBytes { bytes += $0 }
        } else {
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }
    }
}

/// Reads what `CheckpointWriter` wrote; every read is `nil` past the end.
struct CheckpointReader {
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// Bytes not read yet.
    var remaining: Int { bytes.endIndex - position }

    private mutating func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard remaining >= size else { return nil }
        var value = Value.zero
        for index in 0..<size { value |= Value(bytes[position + index]) << (8 * index) }
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
        let text = String(validating: bytes[position..<(position + count)], as: UTF8.self)
        position += count
        return text
    }

    /// An optional day: `nil` past the end, `.some(nil)` for no day.
    mutating func day() -> Day?? {
        guard let flag = u8(), flag <= 1, let number = u32() else { return nil }
        return .some(flag == 1 ? Day(number: Int(Int32(bitPattern: number))) : nil)
    }

    /// Days, strictly ascending (as a history keeps them): read, checked and made days in
    /// one pass over the bytes.
    mutating func days() -> [Day]? {
        guard let count = int(), count <= remaining / 4 else { return nil }
        let start = position - bytes.startIndex
        var ascending = true
        let days = [Day](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                var previous = Int.min
                for index in 0..<count {
                    let number = Int(
                        Int32(littleEndian: raw.loadUnaligned(fromByteOffset: start + 4 * index, as: Int32.self)))
                    if number <= previous { ascending = false }
                    previous = number
                    buffer.initializeElement(at: index, to: Day(number: number))
                }
            }
            initialized = count
        }
        position += count * 4
        return ascending ? days : nil
    }

    mutating func array<Element: FixedWidthInteger>() -> [Element]? {
        let size = MemoryLayout<Element>.size
        guard let count = int(), count <= remaining / size else { return nil }
        let start = position - bytes.startIndex
        let values = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                let source = UnsafeRawBufferPointer(rebasing: raw[start..<(start + count * size)])
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            if UInt16(littleEndian: 1) != 1 {
                for index in 0..<count { buffer[index] = Element(littleEndian: buffer[index]) }
            }
            initialized = count
        }
        position += count * size
        return values
    }
}
