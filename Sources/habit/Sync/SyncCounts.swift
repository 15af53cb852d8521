import HabitCore

/// What a change to the data files holds, in words: `3 entries, 1 edit` (docs/sync.md).
struct SyncCounts: Equatable {
    /// Log lines added.
    var entries = 0
    /// `habits` and `config` lines added or changed.
    var edits = 0

    /// The counts between two versions of each data file (`before` and `after` by file
    /// name; a missing file is empty).
    init(before: [String: [UInt8]], after: [String: [UInt8]]) {
        for name in SyncFiles.data {
            let added = Self.addedLines(before[name] ?? [], after[name] ?? [])
            // A changed line is one edit; a line only taken away (a conflict settled) too.
            let edited = max(added, Self.addedLines(after[name] ?? [], before[name] ?? []))
            if name == "log" { entries += added } else { edits += edited }
        }
    }

    /// How many lines `after` holds more often than `before`.
    private static func addedLines(_ before: [UInt8], _ after: [UInt8]) -> Int {
        var counts: [Substring: Int] = [:]
        let old = String(decoding: before, as: UTF8.self)
        for line in old.split(separator: "\n") { counts[line, default: 0] += 1 }
        var added = 0
        let new = String(decoding: after, as: UTF8.self)
        for line in new.split(separator: "\n") {
            if counts[line, default: 0] > 0 { counts[line, default: 0] -= 1 } else { added += 1 }
        }
        return added
    }

    var isEmpty: Bool { entries == 0 && edits == 0 }

    /// `3 entries, 1 edit`, leaving out a count of none.
    var text: String {
        let parts =
            (entries > 0 ? [Describe.count(entries, "entry", "entries")] : [])
            + (edits > 0 ? [Describe.count(edits, "edit")] : [])
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
