import Foundation
import HabitCore

/// One `habit sync` (docs/sync.md): under the store's lock, commit what changed, fetch,
/// merge through the driver, push. The merge either completes or is undone: the data
/// directory is never left half-merged.
struct SyncRun {
    let git: Git
    let host: String
    let remote = "origin"

    /// What a sync did.
    struct Report {
        var sent = SyncCounts(before: [:], after: [:])
        var received = SyncCounts(before: [:], after: [:])
        var hasRemote = false
        /// The merge left fields with two values for a person.
        var conflicted = false
    }

    /// The data files as the working tree holds them.
    func workingFiles() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in SyncFiles.data {
            let path = git.path(name)
            files[name] = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        }
        return files
    }

    /// The data files as commit `revision` holds them.
    func committedFiles(_ revision: String?) throws(SyncError) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let revision else { return files }
        for name in SyncFiles.data {
            let output = try git.run(["show", "\(revision):\(name)"])
            if output.ok { files[name] = Array(output.stdout.utf8) }
        }
        return files
    }

    func run() throws(SyncError) -> Report {
        var report = Report()
        _ = try finishUnfinishedMerge()
        let start = try git.value(["rev-parse", "-q", "--verify", "HEAD"])
        let branch = try git.value(["symbolic-ref", "--short", "HEAD"]) ?? "main"
        // 1. Commit what changed here.
        let present = (SyncFiles.data + [".gitignore", ".gitattributes"]).filter {
            FileManager.default.fileExists(atPath: git.path($0))
        }
        if !present.isEmpty { try git.must(["add", "--"] + present) }
        if try !git.run(["diff", "--cached", "--quiet"]).ok {
            report.sent = SyncCounts(before: try committedFiles(start), after: workingFiles())
            let what = report.sent.isEmpty ? "set up sync" : report.sent.text
            try git.must(["commit", "-q", "--no-verify", "-m", "habit: \(what) on \(host)"])
        }
        guard try git.value(["remote", "get-url", remote]) != nil else { return report }
        report.hasRemote = true
        // 2. Fetch, check, merge; 3. push. A push that lost a race merges again.
        for attempt in 1...3 {
            try git.must(["fetch", "-q", remote])
            let theirs = "refs/remotes/\(remote)/\(branch)"
            if try git.value(["rev-parse", "-q", "--verify", theirs]) != nil {
                try RemoteTrust(git: git).check(theirs)
                let before = workingFiles()
                report.conflicted =
                    try merge(theirs, undoTo: try git.value(["rev-parse", "-q", "--verify", "HEAD"]))
                    || report.conflicted
                let got = SyncCounts(before: before, after: workingFiles())
                report.received.entries += got.entries
                report.received.edits += got.edits
            }
            let pushed = try git.run(["push", "-q", "--no-verify", remote, "HEAD:refs/heads/\(branch)"])
            if pushed.ok { break }
            if attempt == 3 { throw .git("push \(remote)", pushed.stderr) }
        }
        return report
    }

    /// Merges `theirs` into HEAD; `true` when fields were left with two values. On any
    /// other failure the merge is undone (back to `undo`) and the error thrown. git stops
    /// before its commit so that `log` follows the merged `habits`' renames first.
    private func merge(_ theirs: String, undoTo undo: String?) throws(SyncError) -> Bool {
        let merged = try git.run(["merge", "-q", "--no-commit", "--allow-unrelated-histories", theirs])
        // A fast-forward (or nothing to merge) leaves no merge to conclude.
        if merged.ok, !FileManager.default.fileExists(atPath: git.path(".git/MERGE_HEAD")) { return false }
        let unmerged = (try git.value(["diff", "--name-only", "--diff-filter=U"]) ?? "")
            .split(separator: "\n").map(String.init)
        // The driver leaves a field with two values as conflict lines and exits 1; git then
        // counts the file unmerged, but the merge is whole. Git's own markers are not.
        let files = workingFiles()
        let whole =
            (merged.ok || !unmerged.isEmpty)
            && unmerged.allSatisfy { name in
                SyncFiles.data.contains(name)
                    && !String(decoding: files[name] ?? [], as: UTF8.self).split(separator: "\n")
                        .contains { MergeMarker.starts($0.utf8) }
            }
        do throws(SyncError) {
            guard whole else { throw .unmerged(unmerged.isEmpty ? [git.directory] : unmerged) }
            try followMergedRenames()
            let present = SyncFiles.data.filter { FileManager.default.fileExists(atPath: git.path($0)) }
            try git.must(["add", "--"] + Set(unmerged + present).sorted())
            try git.must(["commit", "-q", "--no-verify", "-m", "habit: merge from \(remote) on \(host)"])
            return !unmerged.isEmpty
        } catch {
            try git.run(["merge", "--abort"])
            if let undo { try git.run(["reset", "-q", "--hard", undo]) }
            throw error
        }
    }
}
