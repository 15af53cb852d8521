/// A zone file in the TZif format (RFC 8536), as the system keeps its zones —
/// `/usr/share/zoneinfo/Europe/Berlin`, `/etc/localtime`, `right/UTC` — read the way the C
/// library reads it, so "today" is the day `localtime_r` gives (docs/cli.md, "Time"). The
/// offset at an instant `t` is:
/// - before the file's first change of offset, or at any `t` when it has none: that of
///   the first local time type not marked as daylight saving time (the first type when
///   all are);
/// - from its last change on: the rule string the file ends with (`CET-1CEST,M3.5.0,
///   M10.5.0/3`, read by `PosixTimeZone`) when it has one, else the last change's offset;
/// - otherwise the offset of the last change at or before `t`;
/// - less, in a file with leap-second records (the `right/` zones), the correction of the
///   last record at or before `t` (27 s since 2017): a day there starts 27 s later.
///
/// A file is version 1 (32-bit times) or a later version, which repeats the data with
/// 64-bit times after a second header and adds the rule string; the later data is read.
package struct ZoneFile: Sendable, Hashable {
    /// When each offset starts (seconds since 1970), in the file's order.
    var changes: [Int64] = []
    /// The offset east of UTC from each change on, in seconds.
    var offsets: [Int] = []
    /// The offset before the first change.
    var firstOffset = 0
    /// When each leap-second correction starts, in the file's order.
    var leaps: [Int64] = []
    /// The total correction from each of `leaps` on, in seconds.
    var corrections: [Int] = []
    /// The rule from the last change on.
    var rule: PosixTimeZone?

    /// The zone in the TZif file `bytes`; `nil` when they are not one (a bad magic, a
    /// count past the end, a type index or abbreviation index out of range), as the C
    /// library refuses such a file.
    init?(tzif bytes: [UInt8]) {
        guard var header = Header(bytes, at: 0) else { return nil }
        var start = Header.size
        var timeSize = 4
        if bytes[4] != 0 {
            let second = start + header.length(timeSize: 4)
            guard let later = Header(bytes, at: second) else { return nil }
            (header, start, timeSize) = (later, second + Header.size, 8)
        }
        guard header.types > 0, start + header.length(timeSize: timeSize) <= bytes.count,
            read(bytes, at: start, header, timeSize: timeSize)
        else { return nil }
        if timeSize == 8 { rule = Self.rule(bytes, at: start + header.length(timeSize: 8)) }
    }

    /// The offset east of UTC, in seconds, at `t` (seconds since 1970), as the C library
    /// gives it.
    func secondsFromGMT(at t: Int64) -> Int {
        let offset: Int
        if changes.isEmpty || t < changes[0] {
            offset = firstOffset
        } else if t >= changes[changes.count - 1] {
            offset = rule.map { $0.secondsFromGMT(atUTC: Int(t)) } ?? offsets[offsets.count - 1]
        } else {
            offset = Self.lastIndex(in: changes, atOrBefore: t).map { offsets[$0] } ?? firstOffset
        }
        return offset - correction(at: t)
    }

    /// The leap-second correction at `t`: that of the last record at or before it (0
    /// before the first).
    func correction(at t: Int64) -> Int {
        Self.lastIndex(in: leaps, atOrBefore: t).map { corrections[$0] } ?? 0
    }

    /// Reads the changes, types and leap records of the data block at `start`.
    private mutating func read(_ bytes: [UInt8], at start: Int, _ header: Header, timeSize: Int) -> Bool {
        let indices = start + header.changes * timeSize
        let types = indices + header.changes
        var typeOffsets: [Int] = []
        var firstStandard: Int?
        for type in 0..<header.types {
            let at = types + 6 * type
            let isDaylight = bytes[at + 4]
            guard isDaylight <= 1, Int(bytes[at + 5]) <= header.characters else { return false }
            typeOffsets.append(Int(Self.signed(bytes, at: at, size: 4)))
            if isDaylight == 0, firstStandard == nil { firstStandard = type }
        }
        firstOffset = typeOffsets[firstStandard ?? 0]
        for change in 0..<header.changes {
            let type = Int(bytes[indices + change])
            guard type < typeOffsets.count else { return false }
            changes.append(Self.signed(bytes, at: start + change * timeSize, size: timeSize))
            offsets.append(typeOffsets[type])
        }
        let records = types + 6 * header.types + header.characters
        for record in 0..<header.leaps {
            let at = records + record * (timeSize + 4)
            leaps.append(Self.signed(bytes, at: at, size: timeSize))
            corrections.append(Int(Self.signed(bytes, at: at + timeSize, size: 4)))
        }
        return true
    }

    /// The rule string between the newlines after the data at `end`; `nil` when there is
    /// none, it is empty (as in the `right/` zones) or it is not a rule.
    private static func rule(_ bytes: [UInt8], at end: Int) -> PosixTimeZone? {
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\n") else { return nil }
        let text = bytes[(end + 1)...].prefix { $0 != UInt8(ascii: "\n") }
        guard !text.isEmpty else { return nil }
        return PosixTimeZone(String(decoding: text, as: UTF8.self))
    }

    /// The index of the last of `times` at or before `t`.
    private static func lastIndex(in times: [Int64], atOrBefore t: Int64) -> Int? {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= t { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The six counts of a TZif header.
    private struct Header {
        static let size = 44
        var utIndicators, standardIndicators, leaps, changes, types, characters: Int

        /// The bytes of the data block after the header.
        func length(timeSize: Int) -> Int {
            changes * (timeSize + 1) + types * 6 + characters + leaps * (timeSize + 4) + standardIndicators
                + utIndicators
        }

        init?(_ bytes: [UInt8], at offset: Int) {
            guard offset >= 0, offset + Header.size <= bytes.count,
                bytes[offset..<(offset + 4)].elementsEqual("TZif".utf8)
            else { return nil }
            let counts = (0..<6).map { Int(ZoneFile.signed(bytes, at: offset + 20 + 4 * $0, size: 4)) }
            guard counts.allSatisfy({ $0 >= 0 && $0 < 1 << 20 }) else { return nil }
            (utIndicators, standardIndicators, leaps) = (counts[0], counts[1], counts[2])
            (changes, types, characters) = (counts[3], counts[4], counts[5])
        }
    }

    /// The big-endian two's-complement number of `size` bytes at `offset`.
    private static func signed(_ bytes: [UInt8], at offset: Int, size: Int) -> Int64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        let shift = UInt64(64 - 8 * size)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }
}
