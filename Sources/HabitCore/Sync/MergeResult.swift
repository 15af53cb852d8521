/// What a merge of one data file gives (docs/sync.md): the merged bytes, and the fields
/// changed to two values, which the bytes hold as conflict lines for a person to settle.
package struct MergeResult: Sendable, Hashable {
    /// The merged file, every line ending in a newline.
    package var bytes: [UInt8]
    /// The fields left for a person, in file order.
    package var conflicts: [ConflictLine]

    package init(bytes: [UInt8], conflicts: [ConflictLine] = []) {
        self.bytes = bytes
        self.conflicts = conflicts
    }
}

/// Merges the three versions of a data file by meaning, not by line position
/// (docs/sync.md, "What merges"): `log` keeps every entry written on either side,
/// `habits` and `config` merge field by field. The result never depends on which side is
/// "ours": `merge(file, base: b, ours: x, theirs: y)` and `merge(file, base: b, ours: y,
/// theirs: x)` give the same bytes, so two devices that exchange merges end identical.
package enum DataMerge {
    /// The three-way merge of `file`. For `log`, `habits` is the `habits` file the merged
    /// log goes with, when known: entries added under an id on one of its `was=` lists
    /// land under the habit that lists it (docs/sync.md, "Renames").
    package static func merge(
        _ file: DataFile, base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: [UInt8]? = nil
    ) -> MergeResult {
        switch file {
        case .log:
            MergeResult(
                bytes: LogMerge.merge(
                    base: base, ours: ours, theirs: theirs,
                    formerIDs: habits.map { HabitsFile.parse($0).file.formerIDs } ?? [:]))
        case .habits: HabitsMerge.merge(base: base, ours: ours, theirs: theirs)
        case .config: ConfigMerge.merge(base: base, ours: ours, theirs: theirs)
        }
    }

    /// The two-way merge of `file` with a copy of it that has no common ancestor (a
    /// file-sync tool's conflict copy): nothing in either is lost. Lines both hold count
    /// as their common base, so an entry in both is kept once and one only the copy holds
    /// is added.
    package static func fold(_ file: DataFile, ours: [UInt8], copy: [UInt8]) -> MergeResult {
        merge(file, base: MergeLines.common(ours, copy), ours: ours, theirs: copy)
    }

    /// Whether `log` holds an entry under an id on a `was=` list of `habits` (one no
    /// current habit has): merged again with `habits`, that entry moves to the habit's
    /// id (docs/sync.md, "Renames follow").
    package static func holdsFormerIDs(log: [UInt8], habits: [UInt8]) -> Bool {
        let former = HabitsFile.parse(habits).file.formerIDs
        return !former.isEmpty && LogFile.parse(log).entries.contains { former[$0.habit] != nil }
    }
}
