/// The three-way merge of a file's line order (docs/sync.md, "Habits and settings"):
/// which items (a habit, a setting, a comment's text) it holds, in which order.
///
/// When only one side changed the order, that side's order is taken. Otherwise the
/// base's items that both sides kept stay in the base's order, and each side's new items
/// follow as one block per side, the block whose items sort first coming first, so the
/// result is the same whichever side is ours.
enum StructureMerge {
    /// An item of a file: a keyed line (a habit id, a config key) or a text line.
    enum Item: Hashable {
        case keyed(String)
        case text([UInt8])

        var sortBytes: [UInt8] {
            switch self {
            case .keyed(let key): [1] + Array(key.utf8)
            case .text(let bytes): [0] + bytes
            }
        }
    }

    /// The merged order. `keeps` says whether a keyed item is in the merge (the field
    /// merge decides that); text items are kept when both sides kept them.
    static func merge(base: [Item], ours: [Item], theirs: [Item], keeps: (String) -> Bool) -> [Item] {
        let ordered: [Item]
        if ours == base || ours == theirs {
            ordered = theirs
        } else if theirs == base {
            ordered = ours
        } else {
            let inOurs = Set(ours)
            let inTheirs = Set(theirs)
            let inBase = Set(base)
            var out = base.filter { item in
                if case .keyed = item { return true }
                return inOurs.contains(item) && inTheirs.contains(item)
            }
            let ourNew = ours.filter { !inBase.contains($0) }
            let theirNew = theirs.filter { !inBase.contains($0) }
            let ourBytes = ourNew.flatMap(\.sortBytes)
            let theirBytes = theirNew.flatMap(\.sortBytes)
            out += ourBytes.lexicographicallyPrecedes(theirBytes) ? ourNew + theirNew : theirNew + ourNew
            ordered = out
        }
        var seen: Set<Item> = []
        return ordered.filter { item in
            if case .keyed(let key) = item, !keeps(key) { return false }
            if case .keyed = item { return seen.insert(item).inserted }
            return true
        }
    }
}
