/// A habit's place in the views' order, as text that sorts (docs/sync.md, "The fold"):
/// `habit move` gives a habit a rank between its new neighbours' without touching theirs,
/// so two devices that move different habits never undo each other's move.
package enum Rank {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// Whether `text` is a rank: 1–64 characters of `0-9a-z`, not ending in `0`.
    package static func isValid(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        return !bytes.isEmpty && bytes.count <= 64 && bytes.last != UInt8(ascii: "0")
            && bytes.allSatisfy { digits.contains($0) }
    }

    /// A rank that sorts after `lower` and before `upper` (`nil`: no bound on that side);
    /// the shortest such rank. `lower` must sort before `upper`.
    package static func between(_ lower: String?, _ upper: String?) -> String {
        let low = lower.map { Array($0.utf8).map(value) } ?? []
        let high = upper.map { Array($0.utf8).map(value) }
        var out: [Int] = []
        var index = 0
        var bounded = high != nil
        while true {
            let a = index < low.count ? low[index] : 0
            let b = bounded ? (high.map { index < $0.count ? $0[index] : 0 } ?? 36) : 36
            if b - a > 1 {
                out.append((a + b + 1) / 2)
                break
            }
            out.append(a)
            // Past the first place where the upper bound is greater, it no longer binds.
            if b > a { bounded = false }
            index += 1
        }
        return String(decoding: out.map { digits[$0] }, as: UTF8.self)
    }

    private static func value(_ byte: UInt8) -> Int {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte - UInt8(ascii: "0")) : Int(byte - UInt8(ascii: "a")) + 10
    }
}
