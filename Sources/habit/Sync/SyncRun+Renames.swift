import Foundation
import HabitCore

/// Entries follow the renames of the merged `habits` (docs/sync.md, "Renames follow").
///
/// git runs the driver on every file before it writes any merged file, so the driver's
/// merge of `log` reads the `was=` lists of this device's `habits` only: a check the
/// other device wrote under an id this device renamed follows (that list names it), but
/// one written here under an id the other device renamed, or under the id of two renames
/// the merge of `habits` did not keep, does not. `habit sync` has the merged `habits`
/// once git is done, and merges `log` again with it — the same merge, given the list.
extension SyncRun {
    /// Merges `log` again from its three versions with the merged `habits` when the
    /// merged `log` holds an entry under an id on one of its `was=` lists; call it while
    /// git's merge is not yet committed (`MERGE_HEAD` is the other side).
    func followMergedRenames() throws(SyncError) {
        let files = workingFiles()
        guard let habits = files["habits"], let log = files["log"],
            DataMerge.holdsFormerIDs(log: log, habits: habits)
        else { return }
        // Several merge bases: git merged them into one it does not keep, so the three
        // versions are not at hand; the reader maps the ids on `was=` lists instead.
        let bases = (try git.value(["merge-base", "--all", "HEAD", "MERGE_HEAD"]) ?? "").split(separator: "\n")
        guard bases.count <= 1 else { return }
        var versions: [[UInt8]] = []
        for revision in [bases.first.map(String.init), "HEAD", "MERGE_HEAD"] {
            versions.append(try committedFiles(revision)["log"] ?? [])
        }
        let merged = DataMerge.merge(.log, base: versions[0], ours: versions[1], theirs: versions[2], habits: habits)
        guard merged.bytes != log else { return }
        let path = git.path("log")
        // A rewrite keeps the file's mode (docs/data-format.md).
        let mode = (try? SystemFileSystem().status(path, followingLinks: true))??.permissions
        do {
            try AtomicFile().write(merged.bytes, to: path, through: git.path(".log.tmp"), mode: mode ?? 0o600)
        } catch {
            throw .unreadable(path)
        }
    }
}
