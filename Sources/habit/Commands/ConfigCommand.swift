/// `habit config [KEY [VALUE]]`: shows or changes the settings.
struct ConfigCommand: Command {
    static let info = CommandInfo(
        name: "config", summary: "show or change settings: timezone, day-start, week-start",
        arguments: [
            ArgumentSpec(name: "KEY", completion: .choices(Settings.keys), optional: true),
            ArgumentSpec(name: "VALUE", completion: .none, optional: true),
        ],
        discussion: """
            timezone     the zone 'today' is computed in (default: TZ, then the system zone)
            day-start    HH:MM at which a new day begins (default 00:00; 04:00 for night owls)
            week-start   monday or sunday: first day of weekly quotas and the heat map
            Examples:
              habit config day-start 04:00
              habit config timezone Europe/Berlin
            """)

    let key: String?
    let value: String?

    init(parsing arguments: inout Arguments) throws {
        key = try arguments.next()
        value = try arguments.next()
        if let key, !Settings.keys.contains(key) {
            throw UsageError.unknownConfigKey(key, suggestion: Suggestion.closest(to: key, in: Settings.keys))
        }
    }

    func run(in context: Context) throws -> ExitCode {
        let snapshot = try context.workspace.load()
        var settings = snapshot.settings
        guard let key else {
            for key in Settings.keys {
                context.write("\(key) = \(settings.value(of: key) ?? "(not set: \(Self.defaultZone(context)))")\n")
            }
            return .ok
        }
        guard let value else {
            context.write((settings.value(of: key) ?? "(not set: \(Self.defaultZone(context)))") + "\n")
            return .ok
        }
        if let expected = settings.set(key, to: value) {
            throw UsageError.invalidConfigValue(key: key, value: value, expected: expected)
        }
        try context.workspace.write(settings: settings)
        context.write("\(key) = \(settings.value(of: key) ?? value)\n")
        return .ok
    }

    private static func defaultZone(_ context: Context) -> String {
        context.environment["TZ"].map { "TZ is \($0)" } ?? "system zone"
    }
}
