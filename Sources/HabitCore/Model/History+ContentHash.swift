extension History {
    /// A hash of what the history holds, as it keeps it (`ContentHash`, the same in every
    /// process): its days, their states' words and large amounts, its first entry's day
    /// and its `no` days. What a kept engine tally is keyed by (docs/performance.md, "Kept
    /// engine tallies"). Equal hashes stand for equal histories; two equal histories kept
    /// apart (an amount replaced leaves its old large word behind) may hash apart, which
    /// costs a scan, never an answer.
    package var contentHash: UInt64 {
        var hash = ContentHash()
        let (words, large) = dayStates.storage
        hash.add(UInt64(days.count))
        days.withUnsafeBytes { hash.add($0) }
        hash.add(UInt64(words.count))
        words.withUnsafeBytes { hash.add($0) }
        hash.add(UInt64(large.count))
        large.withUnsafeBytes { hash.add($0) }
        hash.add(firstEntryDay == nil ? 0 : 1)
        hash.add(UInt64(bitPattern: Int64(firstEntryDay?.number ?? 0)))
        hash.add(UInt64(noDays.count))
        noDays.withUnsafeBytes { hash.add($0) }
        return hash.value
    }
}
