/// A non-negative decimal quantity with up to three fractional digits (`2.5` km,
/// `8` glasses), stored exactly as an integer count of thousandths.
///
/// Fixed point keeps sums exact: ten entries of `0.1` reach a target of `1` exactly.
public struct Amount: Sendable, Hashable, Comparable, Codable {
    /// The value in thousandths: `2.5` is 2500. How the amount is kept, so the package's
    /// own: an app reads `description` or `doubleValue`. `@usableFromInline` for
    /// `init(thousandths:)`, which the engine's loops make once a day.
    @usableFromInline package private(set) var thousandths: Int64

    /// The largest amount accepted from input, and the most one day of one habit may
    /// hold: one billion (docs/data-format.md).
    ///
    /// Chosen so that every sum habit makes is exact: 9999 years of days at the maximum
    /// come to 3.7 × 10¹⁸ thousandths, below `Int64.max` (9.2 × 10¹⁸), and every amount
    /// is a whole number of thousandths below 2⁵³, which a JSON number (a `Double`)
    /// carries exactly.
    public static let maximum = Amount(thousandths: 1_000_000_000_000)
    /// Zero.
    public static let zero = Amount(thousandths: 0)

    /// The amount of `thousandths` thousandths (`2500` is `2.5`). The package's own: it
    /// checks nothing, and an app makes amounts with `init(_:)` from a whole number or
    /// `init?(_:)` from text, which check.
    /// - Parameter thousandths: the value × 1000; not checked against 0…`maximum` (the readers
    ///   of text check).
    @inlinable package init(thousandths: Int64) {
        self.thousandths = thousandths
    }

    /// A whole amount.
    /// - Parameter whole: the value in units; a value beyond ±9.2 × 10¹⁵ traps (the product
    ///   overflows `Int64`).
    public init(_ whole: Int) {
        self.thousandths = Int64(whole) * 1000
    }

    /// Whether `lhs` is the smaller amount.
    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.thousandths < rhs.thousandths }

    /// The exact sum.
    ///
    /// Exact for every sum of amounts that habit writes (see `maximum`). Only a log made
    /// by hand with millions of entries at the maximum on one day could pass `Int64.max`
    /// thousandths: such a sum stops at that ceiling and stays there — it never wraps
    /// round or falls back to a smaller number.
    /// - Parameters:
    ///   - lhs: an amount.
    ///   - rhs: the amount added.
    /// - Returns: the sum, held at `Int64.max` (or `.min`) thousandths past it.
    public static func + (lhs: Amount, rhs: Amount) -> Amount {
        let (sum, overflow) = lhs.thousandths.addingReportingOverflow(rhs.thousandths)
        guard overflow else { return Amount(thousandths: sum) }
        return Amount(thousandths: rhs.thousandths < 0 ? .min : .max)
    }

    /// The sum when it is at most `maximum` (what one day may hold), else `nil`.
    /// - Parameter other: the amount added, such as one entry's `+N`.
    /// - Returns: the sum; `nil` when it is above `maximum` or below zero.
    public func adding(_ other: Amount) -> Amount? {
        let sum = self + other
        return sum <= .maximum && sum.thousandths >= 0 ? sum : nil
    }

    /// The amount nearest to `value` (rounded half away from zero to thousandths), or
    /// `nil` when `value` is not a finite number from 0 to `maximum`. For numbers read
    /// from JSON; never traps.
    package init?(rounding value: Double) {
        guard value.isFinite, value >= 0, value <= Amount.maximumDouble else { return nil }
        self.init(thousandths: Int64((value * 1000).rounded()))
    }

    private static let maximumDouble = Double(Amount.maximum.thousandths / 1000)

    /// The value as a `Double`, for ratios and scores only.
    public var doubleValue: Double { Double(thousandths) / 1000 }

    /// Whether the amount is greater than zero.
    public var isPositive: Bool { thousandths > 0 }
}

extension Amount: CustomStringConvertible, LosslessStringConvertible {
    /// Parses a plain decimal: digits, optionally a point and one to three more digits
    /// (`8`, `2.5`, `0.125`). No sign, exponent or grouping; at most `Amount.maximum`.
    /// - Parameter text: the decimal, nothing around it (no spaces, unit or sign); more than
    ///   three fractional digits or more than `maximum` gives `nil`.
    public init?(_ text: String) {
        var text = text
        guard let parsed = text.withUTF8({ Amount.parse($0) }) else { return nil }
        self = parsed
    }

    /// Parses a whole buffer as a decimal: the one reader of amounts, for the log, the
    /// command line and, `lenient`, the files of other trackers.
    ///
    /// Plain (`init?(_:)`): digits (at most ten), optionally a point and one to three more
    /// digits. Lenient, as other trackers write numbers (`15`, `2.5`, `15.000000`, `.5`,
    /// `15.`): digits on either side of the point may be missing (not both), and digits
    /// past the third after the point round half-up to thousandths. Never a sign, an
    /// exponent or grouping; at most `Amount.maximum`.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lenient: Bool = false) -> Amount? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var wholeDigits = 0
        var seenPoint = false
        var roundUp = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, wholeDigits > 0 || lenient else { return nil }
                seenPoint = true
                continue
            }
            let digit = Int64(byte) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            if seenPoint {
                fractionDigits &+= 1
                if fractionDigits <= 3 {
                    fraction = fraction &* 10 &+ digit
                } else {
                    guard lenient else { return nil }
                    if fractionDigits == 4 { roundUp = digit >= 5 }
                }
            } else {
                wholeDigits &+= 1
                // Past ten digits (plain), or past the maximum (lenient, which allows
                // leading zeros), the amount is too large: stop before the product
                // overflows, so the arithmetic below cannot.
                guard lenient ? whole <= Amount.maximum.thousandths / 1000 : wholeDigits <= 10 else { return nil }
                whole = whole &* 10 &+ digit
            }
        }
        let digits = lenient ? wholeDigits + fractionDigits : wholeDigits
        guard digits > 0, lenient || !seenPoint || fractionDigits > 0 else { return nil }
        // To thousandths in one multiplication: every `+N` line of a log comes here.
        switch fractionDigits {
        case 0: fraction *= 1000
        case 1: fraction *= 100
        case 2: fraction *= 10
        default: break
        }
        let value = Amount(thousandths: whole &* 1000 &+ fraction &+ (roundUp ? 1 : 0))
        guard value <= .maximum else { return nil }
        return value
    }

    /// The shortest decimal form: `2.5`, `8`, `0.125` (and `-2.5` for a negative amount an
    /// app made), as `DecimalText` writes every decimal.
    public var description: String { DecimalText.format(thousandths, decimals: 3) }
}
