import HabitCore

extension Recorder.Recorded {
    /// What a one-day `check` or `uncheck` prints: JSON, or a line per habit with its
    /// streak after `action`.
    func report(_ action: Action, in context: Context) {
        if context.json {
            context.write(RecordJSON.recorded(self).text())
            return
        }
        let day = entries.first?.day ?? days.lowerBound
        for habit in habits {
            let summary = HabitSummary(habit: habit, session: session)
            // `check water=2 meditate`: each habit's line says what its own entry recorded.
            let own = entries.first { $0.habit == habit.id }?.action ?? action
            if let was = held[habit.id], case .set(let now) = own {
                context.write(
                    RecordLine.takenBack(now: now, was: was, summary: summary, day: day, style: context.style))
                continue
            }
            context.write(
                RecordLine.render(own, summary: summary, day: day, style: context.style, was: replaced[habit.id]))
        }
        context.write(noteLines())
        if habits.isEmpty, !leftOut.isEmpty {
            context.write("Nothing to record: every habit of the tag was left out.\n")
        }
        for left in leftOut { context.write(left.line(day: day, today: session.today)) }
    }

    /// With several habits recorded, which note went with which (`Note 'long ride' kept
    /// with meditate, water and bike.`), one line per note in the order first written;
    /// nothing for one habit, whose note was typed beside it (docs/cli.md, "Tags").
    func noteLines() -> String {
        guard habits.count > 1 else { return "" }
        var order: [String] = []
        var ids: [String: [String]] = [:]
        for entry in entries {
            guard let note = entry.note else { continue }
            if ids[note] == nil { order.append(note) }
            if ids[note]?.contains(entry.habit.rawValue) != true { ids[note, default: []].append(entry.habit.rawValue) }
        }
        return order.map { note in
            "Note '\(Echo.token(note))' kept with \(Describe.and(ids[note] ?? [])).\n"
        }.joinedText()
    }
}
