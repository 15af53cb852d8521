/// The badge shown beside a streak: `zero` (0), `active` (1–6), `milestone` (≥ 7).
public enum Badge: String, Sendable, Hashable, Codable {
    /// A streak of 0.
    case zero
    /// A streak of 1–6.
    case active
    /// A streak of 7 or more.
    case milestone

    /// The badge for a streak of `count`.
    /// - Parameter count: the streak's length in its unit (days, weeks or months), 0 or more.
    public init(streak count: Int) {
        self = count == 0 ? .zero : count < 7 ? .active : .milestone
    }
}
