extension FoldPoint {
    /// The fold of `entries`, in their order, on from this point, as the builder that
    /// made it would have folded them after its lines (`HistoryBuilder(resuming:rules:)`).
    /// - Parameters:
    ///   - entries: one habit's entries, in the fold's order.
    ///   - rules: the habit's goals (`FoldRules(habit)`).
    /// - Returns: the fold point after them.
    func folding(_ entries: some Sequence<Entry>, rules: FoldRules) -> FoldPoint {
        var builder = HistoryBuilder(resuming: self, rules: rules)
        for entry in entries { builder.apply(entry.action, on: entry.day) }
        let last = builder.lastDay
        return FoldPoint(history: builder.finish(), lastDay: last)
    }
}
