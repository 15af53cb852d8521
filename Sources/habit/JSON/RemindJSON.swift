import HabitCore

/// `habit remind --json` (docs/json.md): the reminders said by this run.
enum RemindJSON {
    static func document(_ reminders: [DueReminder], today: Day) -> JSONValue {
        .object([
            ("today", .day(today)),
            (
                "due",
                .array(
                    reminders.map { reminder in
                        .object([
                            ("id", .string(reminder.habit.id.rawValue)),
                            ("name", .string(reminder.habit.name)),
                            ("time", .string(reminder.time.description)),
                            ("left", .string(reminder.left)),
                            ("streak_at_risk", .int(reminder.summary.streak.current)),
                            ("streak_unit", .optional(reminder.summary.streak.unit?.rawValue)),
                        ])
                    })
            ),
        ])
    }
}
