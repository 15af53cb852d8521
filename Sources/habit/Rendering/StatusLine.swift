import StreakEngine

/// `habit status --line`: one short line for a shell prompt or a status bar
/// (docs/integrations.md): what is done of what is due today, the best current streak and
/// the habits at risk, `3/5 done · ★ 12d meditate · at risk: water, read`. No colour: a
/// prompt or a bar colours it its own way, by `state`.
struct StatusLine {
    /// The habits `status` shows (active, or those `--tag` or ids select), in the user's order.
    let summaries: [HabitSummary]

    /// The habits of the Today view: due today, or with something in their period.
    var due: [HabitSummary] { summaries.filter(\.showsToday) }
    /// How many of those are done today.
    var done: Int { due.filter(\.isDoneToday).count }
    /// The habit with the longest current streak (the first in order of equals), if any runs.
    var best: HabitSummary? {
        summaries.filter { $0.streak.unit != nil && $0.streak.current > 0 }.max { a, b in
            a.streak.current < b.streak.current
        }
    }
    /// The habits whose streak today decides and that are not done yet.
    var atRisk: [HabitSummary] { summaries.filter { $0.streak.status == .atRisk } }

    /// What a bar colours by: waybar's `class`.
    enum State: String {
        /// Nothing is due today (or there are no habits).
        case idle
        /// Everything due today is done.
        case done
        /// Something is left today, no streak at stake.
        case due
        /// A streak is at risk today.
        case atRisk = "at-risk"
    }

    var state: State {
        if !atRisk.isEmpty { return .atRisk }
        if due.isEmpty { return .idle }
        return done == due.count ? .done : .due
    }

    /// Done of due as a whole percentage (100 when nothing is due).
    var percentage: Int { due.isEmpty ? 100 : done * 100 / due.count }

    /// The line: at most three ids at risk, then how many more.
    func text(style: Style) -> String {
        guard !summaries.isEmpty else { return "no habits" }
        let plain = Style(color: false, unicode: style.unicode, width: style.width)
        var parts = [due.isEmpty ? "nothing due" : "\(done)/\(due.count) done"]
        if let best {
            let badge = BadgeView.render(best.streak.current, unit: best.streak.unit, style: plain, compact: true)
            parts.append("\(badge) \(best.habit.id)")
        }
        if !atRisk.isEmpty {
            let ids = atRisk.prefix(3).map(\.habit.id.rawValue).joinedText(separator: ", ")
            parts.append("at risk: \(ids)" + (atRisk.count > 3 ? " +\(atRisk.count - 3)" : ""))
        }
        return parts.joinedText(separator: " \(Glyphs.for(plain).bullet) ")
    }
}
