import HabitCore

/// `habit config [KEY [VALUE]]`: shows or changes the settings.
struct ConfigCommand: Command {
    static let info = CommandInfo(
        name: "config", summary: "show or change settings: timezone, day-start, week-start, group",
        arguments: [
            ArgumentSpec(name: "KEY", completion: .choices(ConfigKey.allCases.map { $0.rawValue }), optional: true),
            ArgumentSpec(name: "VALUE", completion: .none, optional: true),
        ],
        discussion: """
            timezone     the zone 'today' is computed in (default: TZ, then the system zone)
            day-start    HH:MM at which a new day begins (default 00:00; 04:00 for night owls)
            week-start   monday or sunday: first day of weekly quotas and the heat map
            group        on or off: tag headings in the Today view and list (default on)
            Examples:
              habit config day-start 04:00
              habit config timezone Europe/Berlin
            """,
        readsJSON: true)

    let key: ConfigKey?
    let value: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        let name = try arguments.next()
        value = try arguments.next()
        guard let name else {
            key = nil
            return
        }
        guard let key = ConfigKey(rawValue: name) else {
            let keys = ConfigKey.allCases.map { $0.rawValue }
            throw UsageError.unknownConfigKey(name, suggestion: Suggestion.closest(to: name, in: keys))
        }
        self.key = key
    }

    func run(in context: Context) throws -> ExitCode {
        let store = try context.store()
        guard let key else {
            let config = try store.load().config
            if context.json {
                context.write(ConfigJSON.settings(config, today: try context.today(config: config)).text())
                return .ok
            }
            for key in ConfigKey.allCases { context.write("\(key.rawValue) = \(Self.shown(key, config, context))\n") }
            return .ok
        }
        guard let value else {
            let config = try store.load().config
            if context.json {
                context.write(ConfigJSON.setting(key, config, today: try context.today(config: config)).text())
                return .ok
            }
            context.write(Self.shown(key, config, context) + "\n")
            return .ok
        }
        var scratch = Config.standard
        do { try key.apply(value, to: &scratch) } catch { throw UsageError.invalidValue(error) }
        let config = try store.transaction { transaction in
            // Refused while a data file has errors, even when the value is already set.
            transaction.markAsRewrite()
            try transaction.configure(key, to: value)
            return transaction.configFile.config
        }
        if context.json {
            context.write(ConfigJSON.setting(key, config, today: try context.today(config: config)).text())
            return .ok
        }
        context.write("\(key.rawValue) = \(value)\n")
        return .ok
    }

    private static func shown(_ key: ConfigKey, _ config: Config, _ context: Context) -> String {
        if let value = key.value(in: config) { return value }
        return "(not set: " + (context.environment["TZ"].map { "TZ is '\(Echo.token($0))'" } ?? "the system zone") + ")"
    }
}
