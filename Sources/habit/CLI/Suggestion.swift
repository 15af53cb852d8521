/// "Did you mean" for misspelt commands, options and habit ids.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a
    /// plausible typo: at most 1 edit for short words, 2 for words of 5+ characters, 3 for
    /// 9+. Ties go to the candidate whose length is closest to the word's (a swap keeps
    /// the length), then to the earlier one. A candidate that starts with `word` (an
    /// abbreviation) also counts.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let length = word.count
        let limit = length >= 9 ? 3 : length >= 5 ? 2 : 1
        var best: (String, Int, Int)?
        for candidate in candidates {
            // The distance is at least the length gap: a huge token costs nothing to rule out.
            let lengthGap = abs(candidate.count - length)
            guard lengthGap <= limit else { continue }
            let distance = editDistance(word, candidate)
            guard distance <= limit else { continue }
            if let current = best, (current.1, current.2) <= (distance, lengthGap) { continue }
            best = (candidate, distance, lengthGap)
        }
        if let best { return best.0 }
        if word.count >= 2 { return candidates.first { $0.hasPrefix(word) } }
        return nil
    }

    /// The Damerau–Levenshtein distance (optimal string alignment): insertions,
    /// deletions, substitutions and swaps of neighbours each cost 1.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
