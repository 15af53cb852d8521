import HabitCore

/// Decimal numbers as other trackers write them (`15`, `2.5`, `15.000000`, `.5`), read
/// into an `Amount` rounded half-up to thousandths by the one reader of amounts
/// (`Amount.parse(_:lenient:)`), after trimming spaces.
enum LenientDecimal {
    static func amount(_ text: String) -> Amount? {
        var trimmed = text.trimmingSpaces()
        return trimmed.withUTF8 { Amount.parse($0, lenient: true) }
    }
}
