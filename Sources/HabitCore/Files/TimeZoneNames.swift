import Foundation

/// Whether the system knows a zone name. Kept apart so the parsers need no `TimeZone`
/// calls of their own.
enum TimeZoneNames {
    /// Whether `name` is a zone identifier the system knows.
    static func isKnown(_ name: String) -> Bool {
        !name.isEmpty && TimeZone(identifier: name) != nil
    }
}
