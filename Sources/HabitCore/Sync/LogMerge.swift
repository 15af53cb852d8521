/// The three-way merge of `log` (docs/sync.md, "The log").
///
/// Each distinct line is counted in the base (b), ours (o) and theirs (t); the merge holds
/// it `max(0, o + t - b)` times: a line written again on either side is kept once per
/// writing (two `+1` on one day from two devices are two entries), and a line a rewrite
/// took away on one side (rename, remove) stays away. The order does not depend on which
/// side is ours: the base's lines that stay, in the base's order, then the added lines in
/// groups of one day and habit, by day and id; in a group each side's lines keep that
/// side's order (the order a day's entries fold in), the side whose lines sort first
/// coming first. A line that is not an entry joins the group of the entry before it.
enum LogMerge {
    /// `formerIDs` maps the ids on `was=` lists to the habits that list them (the merged
    /// `habits`, when known): all three versions are read with those entries under the
    /// current id, so a rename on either side or both, with entries or without, is
    /// followed; renames the log alone shows are followed besides.
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], formerIDs: [HabitID: HabitID] = [:]) -> [UInt8] {
        let current = { (bytes: [UInt8]) in following(formerIDs, MergeLines.split(bytes), base: [:]) }
        let baseLines = current(base)
        let b = MergeLines.counts(baseLines)
        let ourSplit = current(ours)
        let theirSplit = current(theirs)
        let ourLines = following(renames(base: baseLines, side: theirSplit), ourSplit, base: b)
        let theirLines = following(renames(base: baseLines, side: ourSplit), theirSplit, base: b)
        let o = MergeLines.counts(ourLines)
        let t = MergeLines.counts(theirLines)
        var kept: [[UInt8]: Int] = [:]
        var out: [[UInt8]] = []
        // The base's lines that stay: as many of each as the merge holds, at most the base's.
        var total: [[UInt8]: Int] = [:]
        for line in Set(b.keys).union(o.keys).union(t.keys) {
            total[line] = max(0, (o[line] ?? 0) + (t[line] ?? 0) - (b[line] ?? 0))
        }
        for line in baseLines where kept[line, default: 0] < min(total[line] ?? 0, b[line] ?? 0) {
            kept[line, default: 0] += 1
            out.append(line)
        }
        // The lines each side added: those past the base's count, minus what the other
        // side's removals take away (only one side can have both added and lost a line).
        let ourAdded = added(ourLines, base: b, total: total, other: t)
        let theirAdded = added(theirLines, base: b, total: total, other: o)
        out += ordered(ourAdded, theirAdded)
        return MergeLines.join(out)
    }

    /// The lines of `lines` past the base's count of each, keeping at most as many as the
    /// merge adds when the other side did not add that line too.
    private static func added(
        _ lines: [[UInt8]], base: [[UInt8]: Int], total: [[UInt8]: Int], other: [[UInt8]: Int]
    ) -> [[UInt8]] {
        var seen: [[UInt8]: Int] = [:]
        var out: [[UInt8]] = []
        for line in lines {
            seen[line, default: 0] += 1
            let b = base[line] ?? 0
            guard seen[line, default: 0] > b else { continue }
            // When both sides added the line, both sides' additions are kept (o + t - b
            // covers them all); else only as many as the merge holds past the base.
            let otherAdded = (other[line] ?? 0) > b
            if !otherAdded, seen[line, default: 0] - b > (total[line] ?? 0) - b { continue }
            out.append(line)
        }
        return out
    }

    /// A group of added lines: one day and habit, from one side.
    private struct Group {
        var key: [UInt8]
        var lines: [[UInt8]]
        var bytes: [UInt8] { MergeLines.join(lines) }
    }

    /// The added lines of both sides in an order that does not depend on which is which.
    private static func ordered(_ ours: [[UInt8]], _ theirs: [[UInt8]]) -> [[UInt8]] {
        let all = (groups(ours) + groups(theirs)).enumerated().sorted { x, y in
            if x.element.key != y.element.key { return MergeLines.precedes(x.element.key, y.element.key) }
            let (a, b) = (x.element.bytes, y.element.bytes)
            if a != b { return MergeLines.precedes(a, b) }
            return x.offset < y.offset
        }
        return all.flatMap { $0.element.lines }
    }

    /// `lines` cut into groups of one day and habit (consecutive lines of one key, in
    /// order), each group's key the day and id of its entry.
    private static func groups(_ lines: [[UInt8]]) -> [Group] {
        var byKey: [[UInt8]: Int] = [:]
        var groups: [Group] = []
        var key: [UInt8] = []
        for line in lines {
            if let entryKey = entryKey(line) { key = entryKey }
            if let index = byKey[key] {
                groups[index].lines.append(line)
            } else {
                byKey[key] = groups.count
                groups.append(Group(key: key, lines: [line]))
            }
        }
        return groups
    }

    /// `DAY ID` of an entry line (its first two fields), or `nil` for a line that is not
    /// an entry.
    private static func entryKey(_ line: [UInt8]) -> [UInt8]? {
        entry(line).map { Array(($0.day.description + " " + $0.habit.rawValue).utf8) }
    }
}
