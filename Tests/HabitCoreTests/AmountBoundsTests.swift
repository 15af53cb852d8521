import Testing

@testable import HabitCore

// Amounts are bounded where they are parsed, and sums are exact (docs/data-format.md).

@Test func theMaximumIsOneBillion() {
    #expect(Amount("1000000000") == Amount.maximum)
    #expect(Amount("1000000000.001") == nil)
    #expect(Amount("1000000001") == nil)
    #expect(Amount("99999999999") == nil)
}

@Test func sumsOfAMaximumDayForEveryValidDayAreExact() {
    let days = Day.maximum - Day.minimum + 1
    var total = Amount.zero
    for _ in 0..<days { total = total + .maximum }
    #expect(total.thousandths == Int64(days) * Amount.maximum.thousandths)
}

@Test func aSumPastTheCeilingNeverFallsBack() {
    let near = Amount(thousandths: Int64.max - 5)
    let sum = near + Amount(1)
    #expect(sum.thousandths == Int64.max)
    #expect(sum >= near)
    #expect((sum + .maximum).thousandths == Int64.max)
}

@Test func aDayHoldsAtMostTheMaximum() {
    #expect(Amount(600_000_000).adding(Amount(400_000_000)) == Amount.maximum)
    #expect(Amount(600_000_000).adding(Amount(400_000_001)) == nil)
}

@Test(arguments: [1e16, -3, .infinity, .nan, 1_000_000_000.0005, Double(Int64.max), -0.0001])
func jsonNumbersOutOfRangeAreNotAmounts(_ value: Double) {
    #expect(Amount(rounding: value) == nil)
}

@Test func jsonNumbersInRangeRoundToThousandths() {
    #expect(Amount(rounding: 2.5) == Amount(thousandths: 2500))
    #expect(Amount(rounding: 0.1) == Amount(thousandths: 100))
    #expect(Amount(rounding: 1e9) == Amount.maximum)
    #expect(Amount(rounding: 0) == Amount.zero)
}

/// Thousandths from zero to three digits after the point (one multiplication each).
@Test func amountScalesEachFractionLengthToThousandths() {
    #expect(Amount("7")?.thousandths == 7000)
    #expect(Amount("7.5")?.thousandths == 7500)
    #expect(Amount("7.25")?.thousandths == 7250)
    #expect(Amount("7.125")?.thousandths == 7125)
    #expect(Amount("0.001")?.thousandths == 1)
    #expect(Amount("1000000000.000") == Amount.maximum)
}
