extension HabitLineParser {
    /// The keys a habit line may have.
    enum Key: Int, CaseIterable {
        case every, target, max, unit, since, archived, name, was, remind, anyOf, tags, goals, away

        var text: String {
            switch self {
            case .every: "every"
            case .target: "target"
            case .max: "max"
            case .unit: "unit"
            case .since: "since"
            case .archived: "archived"
            case .name: "name"
            case .was: "was"
            case .remind: "remind"
            case .anyOf: "any-of"
            case .tags: "tags"
            case .goals: "goals"
            case .away: "away"
            }
        }

        /// The key spelled by `bytes`, or `nil`: the bytes, packed into one word, looked up
        /// among the keys' (none is longer than a word).
        init?(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= 8, let index = Key.words.firstIndex(of: Key.word(bytes)),
                Key.lengths[index] == bytes.count
            else { return nil }
            self.init(rawValue: index)
        }

        /// Each key's text packed into one word, in `rawValue` order.
        private static let words = allCases.map { word($0.text.utf8) }
        /// Each key's length in bytes, in `rawValue` order.
        private static let lengths = allCases.map { $0.text.utf8.count }

        private static func word(_ bytes: some Sequence<UInt8>) -> UInt64 {
            bytes.reduce(0) { word, byte in word << 8 | UInt64(byte) }
        }
    }
}
