import HabitCore

/// The documents of `config --json` (docs/json.md): every setting, or one; after
/// `config KEY VALUE`, the setting as written.
enum ConfigJSON {
    /// `{"today", "settings": [{"key", "value"}]}`, in `config`'s order.
    static func settings(_ config: Config, today: Day) -> JSONValue {
        .object([("today", .day(today)), ("settings", .array(ConfigKey.allCases.map { pair($0, config) }))])
    }

    /// `{"today", "key", "value"}`.
    static func setting(_ key: ConfigKey, _ config: Config, today: Day) -> JSONValue {
        .object([("today", .day(today))] + members(key, config))
    }

    /// `value` is the setting in effect, `null` for a zone left to `TZ` or the system.
    private static func members(_ key: ConfigKey, _ config: Config) -> [(String, JSONValue)] {
        [("key", .string(key.rawValue)), ("value", .optional(key.value(in: config)))]
    }

    private static func pair(_ key: ConfigKey, _ config: Config) -> JSONValue { .object(members(key, config)) }
}
