/// A TZif zone file with leap-second records — the `right/` zones, whose clock counts
/// leap seconds (docs/cli.md, "Time"). The C library gives the civil time of an instant
/// `t` in such a zone as `t` plus the offset of the file's last transition at or before
/// `t`, minus the correction of the last leap record at or before `t` (27 s since 2017):
/// so a day there starts 27 s after it does in the zone without leap seconds. Such a file
/// has no rule for times after its last transition, which then holds on. `habit` reads
/// the file as the C library does.
package struct LeapSeconds: Sendable, Hashable {
    /// When each correction starts (seconds since 1970, as the file counts them), sorted.
    var transitions: [Int64]
    /// The total correction from each transition on, in seconds.
    var corrections: [Int]
    /// When each offset starts, sorted.
    var offsetChanges: [Int64] = []
    /// The offset east of UTC from each change on, in seconds.
    var offsets: [Int] = []
    /// The offset before the first change (the file's first local time type).
    var firstOffset = 0

    /// The leap seconds recorded in the TZif file `bytes`; `nil` when it records none or
    /// is not a TZif file.
    init?(tzif bytes: [UInt8]) {
        guard bytes.count >= 44, bytes.starts(with: Array("TZif".utf8)) else { return nil }
        // Version 1 data (32-bit times) comes first; version 2 and later repeat it with
        // 64-bit times after a second header, which is the one read.
        guard let first = LeapSeconds.counts(bytes, at: 0) else { return nil }
        var start = 44
        var timeSize = 4
        if bytes[4] >= UInt8(ascii: "2") {
            let second = 44 + first.v1Length
            guard second + 44 <= bytes.count, let counts = LeapSeconds.counts(bytes, at: second) else { return nil }
            start = second + 44
            timeSize = 8
            guard counts.leap > 0 else { return nil }
            self.init(bytes, start: start + counts.leapOffset(timeSize: 8), count: counts.leap, timeSize: timeSize)
            readOffsets(bytes, start: start, counts: counts, timeSize: timeSize)
            return
        }
        guard first.leap > 0 else { return nil }
        self.init(bytes, start: start + first.leapOffset(timeSize: 4), count: first.leap, timeSize: timeSize)
        readOffsets(bytes, start: start, counts: first, timeSize: timeSize)
    }

    /// Reads the transitions and local time types of the data block at `start`.
    private mutating func readOffsets(_ bytes: [UInt8], start: Int, counts: Counts, timeSize: Int) {
        let indices = start + counts.time * timeSize
        let types = indices + counts.time
        guard counts.type > 0, types + counts.type * 6 <= bytes.count else { return }
        let typeOffsets = (0..<counts.type).map { Int(LeapSeconds.signed(bytes, at: types + 6 * $0, size: 4)) }
        firstOffset = typeOffsets[0]
        for index in 0..<counts.time {
            let type = Int(bytes[indices + index])
            guard type < typeOffsets.count else { return }
            offsetChanges.append(LeapSeconds.signed(bytes, at: start + index * timeSize, size: timeSize))
            offsets.append(typeOffsets[type])
        }
    }

    /// The civil offset at `t` as the C library gives it: the file's offset, less the
    /// leap seconds counted by then.
    func secondsFromGMT(at t: Int64) -> Int {
        let index = LeapSeconds.lastIndex(in: offsetChanges, atOrBefore: t)
        return (index.map { offsets[$0] } ?? firstOffset) - correction(at: t)
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

    private init?(_ bytes: [UInt8], start: Int, count: Int, timeSize: Int) {
        let size = timeSize + 4
        guard start >= 0, count <= (bytes.count - start) / size else { return nil }
        transitions = []
        corrections = []
        for index in 0..<count {
            let at = start + index * size
            let time = LeapSeconds.signed(bytes, at: at, size: timeSize)
            let correction = Int(LeapSeconds.signed(bytes, at: at + timeSize, size: 4))
            guard transitions.last.map({ $0 < time }) ?? true else { return nil }
            transitions.append(time)
            corrections.append(correction)
        }
    }

    /// The correction at `t`: that of the last record at or before it (0 before the first).
    func correction(at t: Int64) -> Int {
        LeapSeconds.lastIndex(in: transitions, atOrBefore: t).map { corrections[$0] } ?? 0
    }

    /// The six counts of a TZif header at `offset`.
    private struct Counts {
        var isUT, isStandard, leap, time, type, characters: Int

        /// Where the leap records start, after the header.
        func leapOffset(timeSize: Int) -> Int { time * timeSize + time + type * 6 + characters }

        /// The length of a version 1 data block.
        var v1Length: Int { leapOffset(timeSize: 4) + leap * 8 + isStandard + isUT }
    }

    private static func counts(_ bytes: [UInt8], at offset: Int) -> Counts? {
        guard offset + 44 <= bytes.count, bytes[offset..<(offset + 4)].elementsEqual(Array("TZif".utf8)) else {
            return nil
        }
        let values = (0..<6).map { Int(signed(bytes, at: offset + 20 + 4 * $0, size: 4)) }
        guard values.allSatisfy({ $0 >= 0 && $0 < 1 << 20 }) else { return nil }
        return Counts(
            isUT: values[0], isStandard: values[1], leap: values[2], time: values[3], type: values[4],
            characters: values[5])
    }

    /// The big-endian two's-complement number of `size` bytes at `offset`.
    private static func signed(_ bytes: [UInt8], at offset: Int, size: Int) -> Int64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        let shift = UInt64(64 - 8 * size)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }
}
