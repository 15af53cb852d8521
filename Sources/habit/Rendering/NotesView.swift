import HabitCore

/// The notes under `show`'s chart: each note recorded for the habit in the chart's span,
/// oldest first, with its day (docs/cli.md, "show"). Nothing at all when the span has no
/// note.
enum NotesView {
    /// The most lines listed; earlier ones are counted, with the command that lists them.
    static let limit = 10

    /// The notes of `entries` (one habit's, in file order) recorded on `from`…`today`.
    /// Every line fits `style.width`: a note is escaped like any text habit did not write
    /// (`Echo`) and cut with `…`. A run of consecutive days with one note (a vacation) is
    /// one line: `Thu, Nov 19 – Sun, Nov 22  vacation`.
    static func render(_ entries: [Entry], from: Day, today: Day, habit: HabitID, style: Style) -> String {
        let notes = entries.enumerated().compactMap { offset, entry -> (Day, Int, String)? in
            guard let note = entry.note, !note.isEmpty, entry.day >= from, entry.day <= today else { return nil }
            return (entry.day, offset, note)
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        guard !notes.isEmpty else { return "" }
        var runs: [(first: Day, last: Day, note: String)] = []
        for (day, _, note) in notes {
            if let run = runs.last, run.note == note, day.number - run.last.number <= 1 {
                runs[runs.count - 1].last = day
            } else {
                runs.append((day, day, note))
            }
        }
        let shown = runs.suffix(limit)
        let dash = style.unicode ? "–" : "-"
        let dates = shown.map { run in
            run.first == run.last
                ? Describe.shortDate(run.first, today: today)
                : "\(Describe.shortDate(run.first, today: today)) \(dash) \(Describe.shortDate(run.last, today: today))"
        }
        let dateWidth = dates.map(TextWidth.of).max() ?? 0
        var lines = ["  Notes"]
        if runs.count > shown.count {
            // Wrapped, not cut: the command is meant to be typed.
            let earlier = Describe.count(runs.count - shown.count, "earlier note", "earlier notes")
            let words = "\(earlier): 'habit log \(habit) --since \(from)'".split(separator: " ").map(String.init)
            lines += TextWidth.flow(words, separator: " ", width: style.width, indent: "  ").split(separator: "\n").map(
                String.init)
        }
        for (date, note) in zip(dates, shown.map(\.note)) {
            lines.append("  " + TextWidth.padRight(date, dateWidth) + "  " + Echo.line(note))
        }
        return "\n" + lines.map { TextWidth.truncate($0, to: style.width, unicode: style.unicode) + "\n" }.joinedText()
    }
}
