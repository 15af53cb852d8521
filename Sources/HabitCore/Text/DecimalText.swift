/// How `habit` writes a decimal number — an amount, a ratio in JSON, a coordinate in a
/// picture: the shortest form, with no trailing zero after the point and no point when
/// there is no fraction (`2.5`, `8`, `0.125`, `-2.5`), so the same value always gives the
/// same bytes (docs/data-format.md, "Common rules").
package enum DecimalText {
    /// `scaled` units of 10⁻`decimals` in the shortest form: `(2500, 3)` is `2.5`,
    /// `(-1, 3)` is `-0.001`, `(7000, 3)` is `7`. A minus sign only when the value is below
    /// zero; `decimals` from 0 to 18.
    package static func format(_ scaled: Int64, decimals: Int) -> String {
        let divisor = power(of: decimals)
        // The magnitude, unsigned, so that `Int64.min` has one too.
        let magnitude = scaled.magnitude
        let whole = (scaled < 0 ? "-" : "") + String(magnitude / divisor)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return whole }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionDigits = String(fraction)
        return whole + "." + String(repeating: "0", count: digits - fractionDigits.count) + fractionDigits
    }

    /// `value` rounded half away from zero to `decimals` places, in the shortest form:
    /// `(0.375, 3)` is `0.375`, `(0.66666, 4)` is `0.6667`, `(-0.0001, 3)` is `0`. A value
    /// beyond what 64 bits of units hold (never a ratio or a coordinate) is written as
    /// the nearest end of that range.
    package static func format(rounding value: Double, decimals: Int) -> String {
        let rounded = (value * Double(power(of: decimals))).rounded()
        let scaled = Int64(exactly: rounded) ?? (rounded < 0 ? .min : .max)
        return format(scaled, decimals: decimals)
    }

    /// 10 to the power `decimals`.
    private static func power(of decimals: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<decimals { result *= 10 }
        return result
    }
}
