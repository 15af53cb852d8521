import HabitCore

extension Recorder {
    /// The days of a one-day record: `--date` as typed, else today.
    static func oneDay(_ date: String?) -> Days {
        { today in
            let day =
                try date.map { text throws(ClockError) in try Clock.day(fromArgument: text, today: today) } ?? today
            return day...day
        }
    }
}

extension Recorder.Recorded {
    /// What a one-day `check` or `uncheck` prints: JSON, or a line per habit with its
    /// streak after `action`.
    func report(_ action: Action, in context: Context) {
        if context.json {
            context.write(RecordJSON.recorded(self).text())
            return
        }
        let day = entries[0].day
        for habit in habits {
            let summary = HabitSummary(habit: habit, session: session)
            context.write(RecordLine.render(action, summary: summary, day: day, style: context.style))
        }
    }
}
