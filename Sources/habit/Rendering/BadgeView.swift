import StreakEngine

/// A streak with its badge: `★ 12 days` in gold (milestone, ≥ 7), `● 3 days` in orange
/// (active, 1–6), `○ 0 days` in grey (zero).
enum BadgeView {
    /// `compact` writes `12d`, `3w`, `2mo`, `5✓` for narrow layouts: check-ins count done
    /// marks (`x` in ASCII), as `5x` would read as a number of times (docs/cli.md, "Output").
    static func render(_ count: Int, unit: StreakUnit?, style: Style, compact: Bool = false) -> String {
        let glyphs = Glyphs.for(style)
        var text = compact ? Describe.shortStreak(count, unit: unit) : Describe.streak(count, unit: unit)
        if compact, unit == .checkins { text = "\(count)\(glyphs.done)" }
        switch Badge(streak: count) {
        case .zero: return style.paint("\(glyphs.badgeZero) \(text)", .grey)
        case .active: return style.paint("\(glyphs.badgeActive) \(text)", .orange)
        case .milestone: return style.paint("\(glyphs.badgeMilestone) \(text)", .gold)
        }
    }
}
