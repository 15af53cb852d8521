import Foundation

/// A reading of "now": either an instant, or a civil date and time of day already in the
/// user's zone (a `HABIT_NOW` without an offset).
package enum WallTime: Sendable, Hashable {
    /// An absolute instant; its civil date depends on the zone.
    case instant(Date)
    /// A civil date and the seconds since its midnight (0…86 399), in the user's zone.
    case local(Day, secondOfDay: Int)

    /// Parses ISO 8601 as used in `HABIT_NOW`:
    /// `YYYY-MM-DD[(T|t| )HH:MM[:SS[.fraction]]][Z|z|±HH|±HHMM|±HH:MM]`.
    ///
    /// With an offset (or `Z`) the result is an instant; without one it is a local time,
    /// read in the user's zone. A bare date means its midnight.
    package init?(iso8601 text: String) {
        var text = text
        guard let parsed = text.withUTF8({ WallTime.parse($0) }) else { return nil }
        self = parsed
    }

    private static func parse(_ b: UnsafeBufferPointer<UInt8>) -> WallTime? {
        guard let day = Day.parse(b, at: 0) else { return nil }
        if b.count == 10 { return .local(day, secondOfDay: 0) }
        let separator = b[10]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " "),
            let hours = number(b, 11, 2), hours < 24, b.count >= 16, b[13] == UInt8(ascii: ":"),
            let minutes = number(b, 14, 2), minutes < 60
        else { return nil }
        var seconds = 0
        var i = 16
        if i < b.count, b[i] == UInt8(ascii: ":") {
            guard let s = number(b, i + 1, 2), s < 60 else { return nil }
            seconds = s
            i += 3
            if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
                i += 1
                let start = i
                while i < b.count, b[i] >= 48, b[i] <= 57 { i += 1 }
                guard i > start else { return nil }  // fractions of a second never change the day
            }
        }
        let secondOfDay = hours * 3600 + minutes * 60 + seconds
        if i == b.count { return .local(day, secondOfDay: secondOfDay) }
        var offset = 0
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            guard i + 1 == b.count else { return nil }
        } else {
            guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), let oh = number(b, i + 1, 2), oh <= 18
            else { return nil }
            var om = 0
            let rest = b.count - (i + 3)
            if rest == 3, b[i + 3] == UInt8(ascii: ":"), let m = number(b, i + 4, 2) {
                om = m
            } else if rest == 2, let m = number(b, i + 3, 2) {
                om = m
            } else if rest != 0 {
                return nil
            }
            guard om < 60 else { return nil }
            offset = (oh * 3600 + om * 60) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
        }
        let utcSeconds = day.secondsSince1970 + secondOfDay - offset
        return .instant(Date(timeIntervalSince1970: TimeInterval(utcSeconds)))
    }

    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ width: Int) -> Int? {
        guard start + width <= b.count else { return nil }
        var value = 0
        for i in start..<(start + width) {
            let digit = Int(b[i]) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
