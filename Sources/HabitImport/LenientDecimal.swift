import HabitCore

/// Decimal numbers as other trackers write them (`15`, `2.5`, `15.000000`, `.5`), read
/// into an `Amount` rounded half-up to thousandths. No sign, exponent or grouping.
enum LenientDecimal {
    static func amount(_ text: String) -> Amount? {
        let trimmed = text.trimmingSpaces()
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var digits = 0
        var roundUp = false
        var seenPoint = false
        for byte in trimmed.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            let digit = Int64(byte) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            digits += 1
            if seenPoint {
                fractionDigits += 1
                if fractionDigits <= 3 {
                    fraction = fraction * 10 + digit
                } else if fractionDigits == 4 {
                    roundUp = digit >= 5
                }
            } else {
                guard whole <= Amount.maximum.thousandths / 1000 else { return nil }
                whole = whole * 10 + digit
            }
        }
        guard digits > 0 else { return nil }
        while fractionDigits < 3 {
            fraction *= 10
            fractionDigits += 1
        }
        let value = Amount(thousandths: whole * 1000 + fraction + (roundUp ? 1 : 0))
        return value <= .maximum ? value : nil
    }
}
