extension History {
    /// A hash of what the history holds, as it keeps it (`ContentHash`, the same in every
    /// process): the hash of the bytes a fold checkpoint keeps it in
    /// (`CheckpointWriter.history`: its first entry's day, its days, their states' words
    /// and large amounts, its `no` days), so that a history read from a checkpoint has its
    /// hash from the pass that checks the checkpoint's bytes (`FoldCheckpoint.decode`).
    /// What a kept engine tally is keyed by (docs/performance.md, "Kept engine tallies").
    /// Equal hashes stand for equal histories; two equal histories kept apart (an amount
    /// replaced leaves its old large word behind) may hash apart, which costs a scan,
    /// never an answer.
    package var contentHash: UInt64 {
        var out = CheckpointWriter()
        out.history(self)
        return ContentHash.of(out.bytes)
    }
}
