/// The user's settings from the `config` file.
public struct Config: Sendable, Hashable {
    /// A zone identifier (`Europe/Berlin`), or `nil` to use `TZ` or the system zone.
    var timezone: String?
    /// When a new day begins; midnight by default.
    var dayStart: DayStart
    /// The first day of calendar weeks for `N/week` habits; Monday by default.
    public var weekStart: Weekday
    /// Whether the Today view and `list` group habits under tag headings when any habit
    /// has a tag (`group = on`, the default; `group = off` lists them flat).
    public var groupsByTag: Bool

    /// The settings of an empty or missing `config` file.
    public static let standard = Config(timezone: nil, dayStart: .midnight, weekStart: .monday)

    /// Settings with the given values.
    package init(
        timezone: String? = nil, dayStart: DayStart = .midnight, weekStart: Weekday = .monday,
        groupsByTag: Bool = true
    ) {
        self.timezone = timezone
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.groupsByTag = groupsByTag
    }
}

/// A key of the `config` file.
public enum ConfigKey: String, Sendable, Hashable, CaseIterable {
    /// A zone identifier such as `Europe/Berlin`.
    case timezone
    /// `HH:MM`.
    case dayStart = "day-start"
    /// `monday` or `sunday`.
    case weekStart = "week-start"
    /// `on` or `off`: tag headings in the Today view and `list`.
    case group

    /// The key's place in `allCases`.
    var index: Int {
        switch self {
        case .timezone: 0
        case .dayStart: 1
        case .weekStart: 2
        case .group: 3
        }
    }

    /// What a value of this key looks like, for error messages.
    var expected: String {
        switch self {
        case .timezone: "a zone name like Europe/Berlin"
        case .dayStart: "HH:MM"
        case .weekStart: "monday or sunday"
        case .group: "on or off"
        }
    }

    /// Checks `value` for this key and stores it in `config`.
    /// - Parameters:
    ///   - value: the value as typed: a zone name for `timezone`, `HH:MM` for `day-start`,
    ///     `monday` or `sunday` (or `mon`, `sun`, any case) for `week-start`, `on` or `off`
    ///     for `group`.
    ///   - config: the settings that get it; unchanged when the value is refused.
    /// - Throws: `ValueError.invalidSetting` with the key and value when the value does not fit.
    public func apply(_ value: String, to config: inout Config) throws(ValueError) {
        switch self {
        case .timezone:
            guard TimeZoneNames.isKnown(value) else { throw .invalidSetting(rawValue, value) }
            config.timezone = value
        case .dayStart:
            guard let start = DayStart(value) else { throw .invalidSetting(rawValue, value) }
            config.dayStart = start
        case .weekStart:
            switch value.lowercased() {
            case "monday", "mon": config.weekStart = .monday
            case "sunday", "sun": config.weekStart = .sunday
            default: throw .invalidSetting(rawValue, value)
            }
        case .group:
            switch value.lowercased() {
            case "on": config.groupsByTag = true
            case "off": config.groupsByTag = false
            default: throw .invalidSetting(rawValue, value)
            }
        }
    }

    /// The canonical text of this key's value in `config`, or `nil` when unset.
    /// - Parameter config: the settings read.
    /// - Returns: the value as `apply(_:to:)` takes it back; `nil` only for a `timezone` not set
    ///   (`TZ` or the system zone applies).
    public func value(in config: Config) -> String? {
        switch self {
        case .timezone: config.timezone
        case .dayStart: config.dayStart.description
        case .weekStart: config.weekStart.fullName
        case .group: config.groupsByTag ? "on" : "off"
        }
    }
}
