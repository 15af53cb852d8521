/// A non-negative decimal quantity with up to three fractional digits (`2.5` km,
/// `8` glasses), stored exactly as an integer count of thousandths.
///
/// Fixed point keeps sums exact: ten entries of `0.1` reach a target of `1` exactly.
public struct Amount: Sendable, Hashable, Comparable, Codable {
    /// The value in thousandths: `2.5` is 2500.
    public var thousandths: Int64

    /// The largest amount accepted from input: one trillion.
    public static let maximum = Amount(thousandths: 1_000_000_000_000_000)
    /// Zero.
    public static let zero = Amount(thousandths: 0)

    /// The amount of `thousandths` thousandths (`2500` is `2.5`).
    public init(thousandths: Int64) {
        self.thousandths = thousandths
    }

    /// A whole amount.
    public init(_ whole: Int) {
        self.thousandths = Int64(whole) * 1000
    }

    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.thousandths < rhs.thousandths }

    /// The sum, saturating at `Amount.maximum` rather than overflowing.
    public static func + (lhs: Amount, rhs: Amount) -> Amount {
        let (sum, overflow) = lhs.thousandths.addingReportingOverflow(rhs.thousandths)
        return overflow ? .maximum : Amount(thousandths: sum)
    }

    /// The value as a `Double`, for ratios and scores only.
    public var doubleValue: Double { Double(thousandths) / 1000 }

    /// Whether the amount is greater than zero.
    public var isPositive: Bool { thousandths > 0 }
}

extension Amount: CustomStringConvertible, LosslessStringConvertible {
    /// Parses a plain decimal: digits, optionally a point and one to three more digits
    /// (`8`, `2.5`, `0.125`). No sign, exponent or grouping; at most `Amount.maximum`.
    public init?(_ text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Amount.parse($0) }) else { return nil }
        self = parsed
    }

    /// Parses a whole buffer as a plain decimal (see `init?(_:)`).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Amount? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var wholeDigits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, wholeDigits > 0 else { return nil }
                seenPoint = true
                continue
            }
            let digit = Int64(byte) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            if seenPoint {
                fractionDigits += 1
                guard fractionDigits <= 3 else { return nil }
                fraction = fraction * 10 + digit
            } else {
                wholeDigits += 1
                guard wholeDigits <= 13 else { return nil }
                whole = whole * 10 + digit
            }
        }
        guard wholeDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        while fractionDigits < 3 {
            fraction *= 10
            fractionDigits += 1
        }
        let value = Amount(thousandths: whole * 1000 + fraction)
        guard value <= .maximum else { return nil }
        return value
    }

    /// The shortest decimal form: `2.5`, `8`, `0.125`.
    public var description: String {
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var fractionText = String(fraction)
        while fractionText.count < digits { fractionText = "0" + fractionText }
        return "\(whole).\(fractionText)"
    }
}
