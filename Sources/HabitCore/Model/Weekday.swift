/// A day of the week, numbered as in ISO 8601: Monday is 1, Sunday is 7.
public enum Weekday: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Monday, day 1; the days after it follow in order.
    case monday = 1
    /// Tuesday (2) to Sunday (7).
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// Whether `lhs` is earlier in the week, Monday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The three-letter lower-case name used in schedules and date arguments: `mon`…`sun`.
    package var shortName: String {
        switch self {
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        case .sunday: "sun"
        }
    }

    /// The full lower-case English name (`monday`), as used by the `week-start` setting.
    package var fullName: String {
        switch self {
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        case .sunday: "sunday"
        }
    }

    /// Reads a short (`mon`) or full (`monday`) name, case-insensitively.
    init?(name: String) {
        let lower = name.lowercased()
        guard let match = Weekday.allCases.first(where: { $0.shortName == lower || $0.fullName == lower })
        else { return nil }
        self = match
    }
}
