import HabitCore

/// The document of `upcoming --json` (docs/json.md).
enum UpcomingJSON {
    static func document(today: Day, days: Int, _ groups: [UpcomingPlan.Group]) -> JSONValue {
        .object([("today", .day(today)), ("days", .int(days)), ("groups", .array(groups.map(group)))])
    }

    private static func group(_ group: UpcomingPlan.Group) -> JSONValue {
        .object([
            ("title", .string(group.title)),
            ("date", group.date.map(JSONValue.day) ?? .null),
            ("period", .optional(group.period?.rawValue)),
            (
                "habits",
                .array(
                    group.items.map { item in
                        .object([
                            ("id", .string(item.id)), ("name", .string(item.name)), ("detail", .optional(item.detail)),
                        ])
                    })
            ),
        ])
    }
}
