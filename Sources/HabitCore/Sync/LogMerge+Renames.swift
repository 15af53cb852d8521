/// Entries follow a rename made on the other side (docs/sync.md, "Renames").
///
/// `habit rename X Y` rewrites every `X` line of the log to `Y`: on that side, the
/// base's `X` lines are gone and the same entries stand under `Y`. The merge reads that
/// from the log itself (so a plain `git pull` follows renames too), and writes the
/// entries the other side added under `X` under `Y`.
extension LogMerge {
    /// The renames `side` made: each id all of whose base lines it took away and wrote
    /// again, same day, action and note, under one other id.
    static func renames(base: [[UInt8]], side: [[UInt8]]) -> [HabitID: HabitID] {
        var left = MergeLines.counts(side)
        var removed: [HabitID: [Entry]] = [:]
        for line in base {
            if left[line, default: 0] > 0 {
                left[line, default: 0] -= 1
            } else if let entry = entry(line) {
                removed[entry.habit, default: []].append(entry)
            }
        }
        var added: [String: [HabitID]] = [:]
        var baseLeft = MergeLines.counts(base)
        for line in side {
            if baseLeft[line, default: 0] > 0 {
                baseLeft[line, default: 0] -= 1
            } else if let entry = entry(line) {
                added[key(entry), default: []].append(entry.habit)
            }
        }
        var renames: [HabitID: HabitID] = [:]
        for (old, entries) in removed {
            guard let first = entries.first else { continue }
            // Several habits renamed at once can share a day's entry: try each id that
            // holds the first entry again, in order, for one that holds them all.
            let candidates = Set(added[key(first)] ?? []).subtracting([old]).sorted { $0.rawValue < $1.rawValue }
            for new in candidates {
                var pool = added
                let all = entries.allSatisfy { entry in
                    guard let index = pool[key(entry)]?.firstIndex(of: new) else { return false }
                    pool[key(entry)]?.remove(at: index)
                    return true
                }
                if all {
                    renames[old] = new
                    break
                }
            }
        }
        return renames
    }

    /// `lines` with the entries past the base's count that name a renamed id written
    /// under its new id.
    static func following(_ renames: [HabitID: HabitID], _ lines: [[UInt8]], base: [[UInt8]: Int]) -> [[UInt8]] {
        guard !renames.isEmpty else { return lines }
        var seen: [[UInt8]: Int] = [:]
        return lines.map { line in
            seen[line, default: 0] += 1
            guard seen[line, default: 0] > base[line] ?? 0, var entry = entry(line), let new = renames[entry.habit]
            else { return line }
            entry.habit = new
            return Array(LogFile.line(for: entry).utf8)
        }
    }

    /// The entry on `line`, or `nil` for a line that is not one.
    static func entry(_ line: [UInt8]) -> Entry? {
        guard case .success(let entry)? = LogFile.parseLine(String(decoding: line, as: UTF8.self)) else { return nil }
        return entry
    }

    /// What stays of an entry when its habit is renamed: the day, action and note.
    private static func key(_ entry: Entry) -> String {
        "\(entry.day) \(entry.action) \(entry.note ?? "")" + (entry.note == nil ? "" : "#")
    }
}
