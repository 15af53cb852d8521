import StreakEngine

/// A streak with its badge: `★ 12 days` in gold (milestone, ≥ 7), `● 3 days` in orange
/// (active, 1–6), `○ 0 days` in grey (zero).
enum BadgeView {
    /// `compact` writes `12d`, `3w`, `2mo`, `5x` for narrow layouts.
    static func render(_ count: Int, unit: StreakUnit?, style: Style, compact: Bool = false) -> String {
        let glyphs = Glyphs.for(style)
        let text = compact ? Describe.shortStreak(count, unit: unit) : Describe.streak(count, unit: unit)
        switch Badge(streak: count) {
        case .zero: return style.paint("\(glyphs.badgeZero) \(text)", .grey)
        case .active: return style.paint("\(glyphs.badgeActive) \(text)", .orange)
        case .milestone: return style.paint("\(glyphs.badgeMilestone) \(text)", .gold)
        }
    }
}
