/// The stamp on a line of a device file (docs/sync.md, "Device files"): a hybrid logical
/// clock reading, the UTC wall time in milliseconds and a counter that orders lines
/// written within one millisecond, or after a line whose stamp was ahead of the clock.
///
/// Written `2026-11-28T15:40:00.123Z`, then `+N` when the counter is not zero. Stamps order
/// by time, then counter; the fold breaks ties between devices by device name, then by
/// line (`DeviceFold`).
package struct Stamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00Z, leap seconds not counted.
    package var milliseconds: Int64
    /// Orders stamps of one millisecond.
    package var counter: Int

    /// The stamp before every other: what a line without a stamp of its own folds at.
    package static let zero = Stamp(milliseconds: 0, counter: 0)

    /// The milliseconds of 9999-12-31T23:59:59.999Z, the last instant a stamp can name.
    static let maximumMilliseconds = Int64(Day.maximum.adding(1).secondsSince1970) * 1000 - 1

    /// A stamp; `milliseconds` is clamped to 1970 … 9999.
    package init(milliseconds: Int64, counter: Int = 0) {
        self.milliseconds = min(max(milliseconds, 0), Stamp.maximumMilliseconds)
        self.counter = max(counter, 0)
    }

    package static func < (lhs: Stamp, rhs: Stamp) -> Bool {
        (lhs.milliseconds, lhs.counter) < (rhs.milliseconds, rhs.counter)
    }

    /// `2026-11-28T15:40:00.123Z`, with `+N` after it when the counter is N > 0.
    package var description: String {
        let seconds = Int(milliseconds / 1000)
        let day = Day(secondsSince1970: seconds)
        let secondOfDay = seconds - day.secondsSince1970
        var text = day.description + "T"
        text += Stamp.digits(secondOfDay / 3600, 2) + ":" + Stamp.digits(secondOfDay / 60 % 60, 2) + ":"
        text += Stamp.digits(secondOfDay % 60, 2) + "." + Stamp.digits(Int(milliseconds % 1000), 3) + "Z"
        return counter == 0 ? text : text + "+" + String(counter)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Reads a stamp written as `description` writes it; `nil` for anything else (a time
    /// that does not exist, a counter with a sign or a leading zero, text after it).
    package init?(_ text: Substring) {
        var text = text
        let read = text.withUTF8 { bytes in Stamp.read(bytes, at: 0) }
        guard let read, read.end == text.utf8.count else { return nil }
        self = read.stamp
    }

    /// The stamp at `start` of `bytes` and where it ends (the next byte is a blank, or
    /// the end); `nil` when no stamp stands there.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (stamp: Stamp, end: Int)? {
        guard start + 24 <= bytes.count, bytes[start + 10] == UInt8(ascii: "T"), bytes[start + 13] == UInt8(ascii: ":"),
            bytes[start + 16] == UInt8(ascii: ":"), bytes[start + 19] == UInt8(ascii: "."),
            bytes[start + 23] == UInt8(ascii: "Z"),
            let day = Day.parse(bytes, at: start), day.number >= 0,
            let hour = number(bytes, start + 11, 2), hour < 24,
            let minute = number(bytes, start + 14, 2), minute < 60,
            let second = number(bytes, start + 17, 2), second < 60,
            let milli = number(bytes, start + 20, 3)
        else { return nil }
        var end = start + 24
        var counter = 0
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") {
            var digits = end + 1
            while digits < bytes.count, bytes[digits] &- UInt8(ascii: "0") < 10 { digits += 1 }
            let count = digits - end - 1
            guard count >= 1, count <= 9, bytes[end + 1] != UInt8(ascii: "0"),
                let value = number(bytes, end + 1, count)
            else { return nil }
            counter = value
            end = digits
        }
        guard end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") else {
            return nil
        }
        let seconds = day.secondsSince1970 + hour * 3600 + minute * 60 + second
        return (Stamp(milliseconds: Int64(seconds) * 1000 + Int64(milli), counter: counter), end)
    }

    /// The decimal number of the `count` bytes at `start`, digits only; `nil` otherwise.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
