/// Reading and writing days as `YYYY-MM-DD`.
///
/// The parser is hand-written over UTF-8 bytes: it is used on every line of the log,
/// where a `DateFormatter` would cost fifty times as much.
extension Day: CustomStringConvertible, LosslessStringConvertible {
    /// Parses exactly `YYYY-MM-DD` (four-digit year, two-digit month and day), rejecting
    /// dates that do not exist.
    /// - Parameter text: a date such as `2026-03-01`; anything more or less (`2026-3-1`, a
    ///   space, a time) gives `nil`.
    public init?(_ text: String) {
        var text = text
        let parsed: Day? = text.withUTF8 { Day.parse($0) }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Parses a whole buffer holding exactly `YYYY-MM-DD`.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard bytes.count == 10 else { return nil }
        return parse(bytes, at: 0)
    }

    /// Parses the ten bytes starting at `start` as `YYYY-MM-DD`; `nil` when they are not
    /// that shape or name no real date. The caller checks what follows.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Day? {
        guard start >= 0, start + 10 <= bytes.count,
            bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-")
        else { return nil }
        // The eight digits, each as its value: a byte that is not a digit gives a value
        // above 9 (below `0` it wraps round), so one comparison of their maximum checks all.
        let digits = (
            bytes[start] &- 48, bytes[start + 1] &- 48, bytes[start + 2] &- 48, bytes[start + 3] &- 48,
            bytes[start + 5] &- 48, bytes[start + 6] &- 48, bytes[start + 8] &- 48, bytes[start + 9] &- 48
        )
        let largest = max(
            max(max(digits.0, digits.1), max(digits.2, digits.3)),
            max(max(digits.4, digits.5), max(digits.6, digits.7)))
        guard largest <= 9 else { return nil }
        let year = Int(digits.0) * 1000 + Int(digits.1) * 100 + Int(digits.2) * 10 + Int(digits.3)
        return Day(
            year: year, month: Int(digits.4) * 10 + Int(digits.5), day: Int(digits.6) * 10 + Int(digits.7))
    }

    /// `YYYY-MM-DD`. A day outside 0001…9999 (only arithmetic makes one) shows its
    /// real year — `0000-12-31`, `10000-01-01`, `-0001-12-31` — which no reader accepts,
    /// so it can never pass for another day.
    public var description: String {
        let (y, m, d) = components
        guard (0...9999).contains(y) else {
            let month = m < 10 ? "0\(m)" : "\(m)"
            let day = d < 10 ? "0\(d)" : "\(d)"
            let year = String(abs(y))
            return (y < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - year.count)) + year
                + "-" + month + "-" + day
        }
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: 10)
        bytes[4] = UInt8(ascii: "-")
        bytes[7] = UInt8(ascii: "-")
        Day.writeDigits(y, width: 4, into: &bytes, at: 0)
        Day.writeDigits(m, width: 2, into: &bytes, at: 5)
        Day.writeDigits(d, width: 2, into: &bytes, at: 8)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func writeDigits(_ value: Int, width: Int, into bytes: inout [UInt8], at start: Int) {
        var value = value
        for i in stride(from: start + width - 1, through: start, by: -1) {
            bytes[i] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }
}

extension Day: Codable {
    /// Decodes from a `YYYY-MM-DD` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "invalid date '\(text)': expected YYYY-MM-DD")
        }
        self = day
    }

    /// Encodes as a `YYYY-MM-DD` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
