import HabitCore

/// The one-line receipt of `check` and `uncheck`: what was recorded, for which day,
/// today's progress, and the streak as it is now.
///
///     ✓ water +3 glasses today (8/8 glasses) · streak ★ 10 days
///     Cleared meditate for today (was done) · streak ★ 22 days
enum RecordLine {
    /// `was`: what the day held before, in words (`AnsweredDay`), which a `clear` names.
    static func render(
        _ action: Action, summary: HabitSummary, day: Day, style: Style, was: String? = nil
    ) -> String {
        let habit = summary.habit
        let glyphs = Glyphs.for(style)
        let when = Recorder.dayWords(day, today: summary.today)
        var line: String
        // An at-most habit is a limit, never "done": no check mark (docs/cli.md).
        let done = habit.goal.isLimit ? glyphs.bullet : style.paint(glyphs.done, .green)
        switch action {
        // What the clear took away, so the receipt says what changed (docs/cli.md).
        case .clear: line = "Cleared \(habit.id) for \(when) (\(was.map { "was \($0)" } ?? "nothing was recorded"))"
        case .no: line = "\(style.paint(glyphs.answeredNo, .red)) \(habit.id) not done \(when)"
        // An amount of 0 (`+0`, `=0`) gets nothing done: no check mark either.
        case .add(let amount):
            let mark = amount.isPositive ? done : glyphs.bullet
            line = "\(mark) \(habit.id) +\(Describe.quantity(amount, habit.goal.unit)) \(when)"
        case .set(let amount):
            let mark = amount.isPositive ? done : glyphs.bullet
            line = "\(mark) \(habit.id) set to \(Describe.quantity(amount, habit.goal.unit)) \(when)"
        case .done, .skip:
            line =
                habit.goal.isLimit ? "\(done) \(habit.id) kept the limit \(when)" : "\(done) \(habit.id) done \(when)"
        }
        if action != .clear, action != .no, day == summary.today, let progress = summary.progress {
            line += " (\(progress)" + (summary.isOverLimit ? " \(glyphs.dash) over" : "") + ")"
        }
        return line + streak(summary, style: style) + "\n"
    }

    /// The receipt of `uncheck --value`: what was taken back, the day's amount now and
    /// what it was (`· water -2 glasses today (3/8 glasses, was 5)`), then the streak. No
    /// check mark: taking back gets nothing done.
    static func takenBack(now: Amount, was: Amount, summary: HabitSummary, day: Day, style: Style) -> String {
        let habit = summary.habit
        let unit = habit.goal.unit
        let taken = Amount(thousandths: was.thousandths - now.thousandths)
        let glyphs = Glyphs.for(style)
        let amount =
            day == summary.today ? summary.progress ?? Describe.quantity(now, unit) : Describe.quantity(now, unit)
        return
            "\(glyphs.bullet) \(habit.id) -\(Describe.quantity(taken, unit)) \(Recorder.dayWords(day, today: summary.today)) "
            + "(\(amount), was \(was))" + streak(summary, style: style) + "\n"
    }

    /// ` · streak ★ 10 days`, or nothing for a habit without streaks.
    private static func streak(_ summary: HabitSummary, style: Style) -> String {
        guard summary.streak.unit != nil else { return "" }
        return " \(Glyphs.for(style).bullet) streak "
            + BadgeView.render(summary.streak.current, unit: summary.streak.unit, style: style)
    }
}
