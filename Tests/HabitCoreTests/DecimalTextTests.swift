import Testing

@testable import HabitCore

/// Every decimal habit writes — amounts, JSON ratios, picture lengths — takes one form
/// (docs/data-format.md, "Common rules").
@Suite struct DecimalTextTests {
    @Test(arguments: [
        (Int64(2500), "2.5"), (8000, "8"), (125, "0.125"), (0, "0"), (1, "0.001"), (10, "0.01"),
        (1_000_100, "1000.1"), (-2500, "-2.5"), (-1, "-0.001"), (-8000, "-8"), (-10, "-0.01"),
        (1_000_000_000_000, "1000000000"), (999_999_999_999, "999999999.999"),
        (Int64.max, "9223372036854775.807"), (Int64.min, "-9223372036854775.808"),
    ])
    func amountsTakeTheShortestForm(thousandths: Int64, text: String) {
        #expect(Amount(thousandths: thousandths).description == text)
        #expect(DecimalText.format(thousandths, decimals: 3) == text)
    }

    /// What a data file can hold reads back from what is written.
    @Test(arguments: [Int64(0), 1, 10, 120, 2500, 1_000_100, 999_999_999_999, 1_000_000_000_000])
    func aWrittenAmountReadsBack(thousandths: Int64) {
        let amount = Amount(thousandths: thousandths)
        #expect(Amount(amount.description) == amount)
    }

    @Test func otherScalesKeepTheirDigits() {
        #expect(DecimalText.format(2500, decimals: 4) == "0.25")
        #expect(DecimalText.format(-2500, decimals: 4) == "-0.25")
        #expect(DecimalText.format(10_000, decimals: 4) == "1")
        #expect(DecimalText.format(5, decimals: 4) == "0.0005")
        #expect(DecimalText.format(-42, decimals: 0) == "-42")
    }

    /// Rounding is half away from zero; a value that rounds to zero has no sign.
    @Test func roundedValuesTakeTheSameForm() {
        #expect(DecimalText.format(rounding: 0.375, decimals: 3) == "0.375")
        #expect(DecimalText.format(rounding: 2.0 / 3, decimals: 4) == "0.6667")
        #expect(DecimalText.format(rounding: 0.00005, decimals: 4) == "0.0001")
        #expect(DecimalText.format(rounding: 12, decimals: 3) == "12")
        #expect(DecimalText.format(rounding: -2.5, decimals: 3) == "-2.5")
        #expect(DecimalText.format(rounding: -0.25, decimals: 4) == "-0.25")
        #expect(DecimalText.format(rounding: -0.0004, decimals: 3) == "0")
        #expect(DecimalText.format(rounding: -0.0, decimals: 3) == "0")
        #expect(DecimalText.format(rounding: 1e30, decimals: 3) == "9223372036854775.807")
        #expect(DecimalText.format(rounding: -1e30, decimals: 3) == "-9223372036854775.808")
    }
}
