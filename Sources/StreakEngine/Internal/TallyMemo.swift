import HabitCore

/// Tallies of the engine's period scans (`StreakTally`) kept from one run to the next,
/// each under a key that its caller makes of every input of the scan — the habit as
/// defined, its history, today and the week's first day (docs/performance.md, "Kept
/// engine tallies"). The scan is a pure function of those inputs, so a tally found is the
/// tally the scan would make again; the standing, the statistics and the strength score
/// are made from it by the same code as from a scan (`Engine.standing(_:history:today:tally:)`).
/// Nothing of a rule is kept here: only the scan's result.
package struct TallyMemo: Sendable {
    /// One tally, with its key and the today it was made for.
    private struct Kept: Sendable {
        var key: UInt64
        var today: Day
        let tally: StreakTally
    }

    /// The words of one entry: its key, its today, then its tally's words.
    static let entryWidth = 2 + StreakTally.wordCount
    /// The tallies read from the words a run kept, by key ascending (a run keeps a
    /// hundred or so: a binary search, no hash table to build).
    private var kept: [Kept] = []
    /// Whether this run looked up `kept[i]`.
    private var keptUsed: [Bool] = []
    /// The tallies this run made by a scan (not found), in the order made.
    private var made: [Kept] = []
    /// How many tallies this run made by a scan (not found).
    package var scanned: Int { made.count }

    /// No tallies yet.
    package init() {}

    /// The tallies `words` hold (`words(today:)`); `nil` when they are not whole.
    package init?(words: [Int64]) {
        guard words.count % Self.entryWidth == 0 else { return nil }
        var start = 0
        kept.reserveCapacity(words.count / Self.entryWidth)
        while start < words.count {
            guard let tally = StreakTally(words: words[(start + 2)..<(start + Self.entryWidth)]) else { return nil }
            let today = Day(number: Int(clamping: words[start + 1]))
            kept.append(Kept(key: UInt64(bitPattern: words[start]), today: today, tally: tally))
            start += Self.entryWidth
        }
        // Written in order of key; any other order is put in it (a key twice: the first).
        if !kept.indices.dropFirst().allSatisfy({ kept[$0 - 1].key < kept[$0].key }) {
            kept.sort { $0.key < $1.key }
            var unique: [Kept] = []
            for entry in kept where unique.last?.key != entry.key { unique.append(entry) }
            kept = unique
        }
        keptUsed = [Bool](repeating: false, count: kept.count)
    }

    /// The words to keep after a run for `today`: every tally this run looked up or made,
    /// and the others kept for the same today (a view of some of the habits, or a history
    /// since grown); those of any other day are dropped.
    package func words(today: Day) -> [Int64] {
        var all = made
        for (index, entry) in kept.enumerated() where keptUsed[index] || entry.today == today { all.append(entry) }
        all.sort { $0.key < $1.key }
        var words: [Int64] = []
        words.reserveCapacity(all.count * Self.entryWidth)
        for entry in all {
            words.append(Int64(bitPattern: entry.key))
            words.append(Int64(entry.today.number))
            words += entry.tally.words
        }
        return words
    }

    /// The tally kept under `key`, if any.
    mutating func tally(for key: UInt64) -> StreakTally? {
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if kept[middle].key < key { low = middle + 1 } else { high = middle }
        }
        if low < kept.count, kept[low].key == key {
            keptUsed[low] = true
            return kept[low].tally
        }
        return made.first(where: { $0.key == key })?.tally
    }

    /// Keeps `tally`, which a scan made, under `key` from now on; returns it.
    mutating func keep(_ tally: StreakTally, for key: UInt64, today: Day) -> StreakTally {
        made.append(Kept(key: key, today: today, tally: tally))
        return tally
    }
}

extension Engine {
    /// `standing(_:history:today:weekStart:)` with the scan's tally kept in `memo` under
    /// `key`, which must stand for every input: `habit` as defined, `history`, `today` and
    /// `weekStart` (docs/performance.md, "Kept engine tallies").
    package static func standing(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, key: UInt64, memo: inout TallyMemo
    ) -> Standing {
        let tally = tally(habit, history: history, today: today, weekStart: weekStart, key: key, memo: &memo)
        return standing(habit, history: history, today: today, tally: tally)
    }

    /// `analyze(_:history:today:weekStart:)` with the scan's tally kept in `memo` under
    /// `key`, as `standing(_:history:today:weekStart:key:memo:)` keeps it.
    package static func analyze(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, key: UInt64, memo: inout TallyMemo
    ) -> Analysis {
        let tally = tally(habit, history: history, today: today, weekStart: weekStart, key: key, memo: &memo)
        return analysis(habit, history: history, today: today, tally: tally)
    }

    /// The tally kept under `key` in `memo`, else a scan's, kept from now on: looked up
    /// first and scanned apart, with no closure (which would copy `habit`).
    private static func tally(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, key: UInt64, memo: inout TallyMemo
    ) -> StreakTally {
        if let kept = memo.tally(for: key) { return kept }
        return memo.keep(scanTally(habit, history: history, today: today, weekStart: weekStart), for: key, today: today)
    }
}
