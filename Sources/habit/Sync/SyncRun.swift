import Foundation
import HabitCore

/// One `habit sync` over git (docs/sync.md): under the store's lock, commit this
/// device's lines, fetch, merge, push. Device files merge as the union of their lines;
/// the snapshots are never committed. A merge either completes or is undone.
struct SyncRun {
    let git: Git
    let host: String
    let branch: String
    let remote = "origin"

    /// What a sync did: lines sent and received, and whether there is a remote.
    struct Report {
        var sent = 0
        var received = 0
        var hasRemote = false
        /// The lock files a killed git left, cleared.
        var clearedLocks: [String] = []
    }

    /// How often a push that loses the race to another device's is tried in all.
    static let pushAttempts = 10

    /// Microseconds to wait after losing the race `attempt` times: random, up to 50 ms
    /// doubled each time and at most a second, so devices that raced spread out.
    static func backoff(after attempt: Int) -> UInt32 {
        UInt32.random(in: 0...UInt32(min(1_000_000, 50_000 << min(attempt - 1, 10))))
    }

    func run() throws(SyncError) -> Report {
        var report = Report()
        report.clearedLocks = try clearStaleLocks()
        try finishUnfinishedMerge()
        // 1. Commit this device's lines (and the base and set-up files); never a snapshot.
        let present = ["devices", "base", ".gitignore", ".gitattributes"].filter {
            FileManager.default.fileExists(atPath: git.path($0))
        }
        if !present.isEmpty { try git.must(["add", "-A", "--"] + present) }
        try git.must(["rm", "-q", "--cached", "--ignore-unmatch", "--"] + SyncFiles.plain)
        if try !git.run(["diff", "--cached", "--quiet"]).ok {
            try git.must(["commit", "-q", "--no-verify", "-m", "habit: changes on \(host)"])
        }
        guard try git.value(["remote", "get-url", remote]) != nil else { return report }
        report.hasRemote = true
        // 2. Fetch, check, merge; 3. push. A push that lost a race to another device's
        // merges what it pushed and tries again, after a short random wait.
        let theirs = "refs/remotes/\(remote)/\(branch)"
        var attempt = 0
        while true {
            attempt += 1
            do throws(SyncError) {
                try git.must(["fetch", "-q", remote])
                let tip = try git.value(["rev-parse", "-q", "--verify", theirs])
                if tip != nil {
                    try RemoteTrust(git: git).check(theirs)
                    // Only the files HEAD and the remote's branch hold differently are read:
                    // the merge changes no other.
                    let differing = differingFiles(theirs)
                    let before = lineCounts(of: differing)
                    report.sent = sentLines(theirs, before)
                    try merge(theirs, undoTo: try git.value(["rev-parse", "-q", "--verify", "HEAD"]))
                    let after = lineCounts(of: differing)
                    report.received += after.reduce(0) { $0 + max(0, $1.value - (before[$1.key] ?? 0)) }
                } else {
                    report.sent = lineCounts().values.reduce(0, +)
                }
                let pushed = try git.run(["push", "-q", "--no-verify", remote, "HEAD:refs/heads/\(branch)"])
                if pushed.ok { break }
                // Lost a race only when the remote's branch moved meanwhile; else the push failed.
                try git.must(["fetch", "-q", remote])
                guard try git.value(["rev-parse", "-q", "--verify", theirs]) != tip else {
                    throw .notSent("push \(remote)", pushed.stderr)
                }
            } catch {
                // After a lost race this device holds a merge the remote lacks: not as it was.
                guard attempt > 1 else { throw error }
                if case .git(let call, let said) = error { throw .notSent(call, said) }
                throw error.mergedHere ? error : .afterMerge(error)
            }
            guard attempt < Self.pushAttempts else { throw .raceLost(attempt) }
            usleep(Self.backoff(after: attempt))
        }
        return report
    }

    /// Merges `theirs` into HEAD. Two bases (a device moved to device files before it had
    /// the other's history) settle on the remote's, which every other device shares; a
    /// data file from before device files that the remote holds or changes stays out of
    /// git here, as step 1 left it: what it holds is in the base. `.gitignore` and
    /// `.gitattributes` that differ (a remote an earlier `habit` set up, met without a
    /// common history) settle on what `sync init` writes now. Anything else unmerged
    /// undoes the merge (docs/sync.md, "Upgrade").
    private func merge(_ theirs: String, undoTo undo: String?) throws(SyncError) {
        let merged = try git.run(["merge", "-q", "--no-commit", "--allow-unrelated-histories", theirs])
        if merged.ok, !FileManager.default.fileExists(atPath: git.path(".git/MERGE_HEAD")) {
            return removePlainFiles()  // up to date, or a fast-forward
        }
        let unmerged = (try git.value(["diff", "--name-only", "--diff-filter=U"]) ?? "")
            .split(separator: "\n").map(String.init)
        do throws(SyncError) {
            guard FileManager.default.fileExists(atPath: git.path(".git/MERGE_HEAD")), merged.ok || !unmerged.isEmpty
            else {
                throw .git("merge \(theirs)", merged.stderr)
            }
            for path in unmerged where !SyncFiles.plain.contains(path) {
                if path.hasPrefix("base/") {
                    try git.must(["checkout", "-q", "--theirs", "--", path])
                    try git.must(["add", "--", path])
                } else if let text = SyncFiles.setup.first(where: { $0.0 == path })?.1 {
                    try SyncSetup.write(text, to: git.path(path))
                    try git.must(["add", "--", path])
                } else {
                    throw .unmerged([path])
                }
            }
            try git.must(["rm", "-q", "--cached", "--ignore-unmatch", "--"] + SyncFiles.plain)
            try git.must(["commit", "-q", "--no-verify", "-m", "habit: merge from \(remote) on \(host)"])
            removePlainFiles()
        } catch {
            try git.run(["merge", "--abort"])
            if let undo { try git.run(["reset", "-q", "--hard", undo]) }
            throw error
        }
    }

    /// Deletes the data files from before device files that a merge wrote into the
    /// working tree: their history is in the base, and the snapshots are made anew.
    private func removePlainFiles() {
        for name in SyncFiles.plain where (try? git.run(["ls-files", "--error-unmatch", name]).ok) != true {
            if (try? git.run(["cat-file", "-e", "HEAD:\(name)"]).ok) == true { continue }
            if name == "log" { continue }
            try? FileManager.default.removeItem(atPath: git.path(name))
        }
    }

    /// Each device file's number of lines in the working tree (only those `names` holds, when given).
    private func lineCounts(of names: Set<String>? = nil) -> [String: Int] {
        var counts: [String: Int] = [:]
        let folder = git.path("devices")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasSuffix(".log") && names?.contains(name) ?? true {
            let bytes = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
            counts[name] = Self.newlines(in: bytes)
        }
        return counts
    }

    /// The device files HEAD (this device's, committed in step 1) and `theirs` hold
    /// differently, or only one of them holds. A file both hold alike is neither sent nor
    /// received, and a merge leaves it as it is.
    private func differingFiles(_ theirs: String) -> Set<String> {
        let (ours, there) = (blobs("HEAD"), blobs(theirs))
        return Set(ours.keys).union(there.keys).filter { ours[$0] != there[$0] }
    }

    /// How many lines the device files here (`differingFiles`) hold that `theirs` does not.
    private func sentLines(_ theirs: String, _ here: [String: Int]) -> Int {
        here.reduce(0) { total, file in
            let output = try? git.run(["show", "\(theirs):devices/\(file.key)"])
            let there = output.map { $0.ok ? Self.newlines(in: $0.stdoutBytes) : 0 } ?? 0
            return total + max(0, file.value - there)
        }
    }

    /// Each device file's blob in `revision`, by name.
    private func blobs(_ revision: String) -> [String: String] {
        let entries = (try? git.tree(["\(revision):devices"])) ?? []
        return Dictionary(entries.map { ($0.path, $0.object) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of lines of `bytes`, counted a vector at a time: a device file can hold
    /// millions.
    private static func newlines(in bytes: some ContiguousBytes) -> Int {
        bytes.withUnsafeBytes { LogBytes.newlineCount($0.bindMemory(to: UInt8.self)) }
    }

    /// A merge a killed `sync` or a plain `git pull` left: committed when nothing is
    /// unmerged, else undone.
    private func finishUnfinishedMerge() throws(SyncError) {
        guard FileManager.default.fileExists(atPath: git.path(".git/MERGE_HEAD")) else { return }
        let unmerged = try git.value(["diff", "--name-only", "--diff-filter=U"]) ?? ""
        if unmerged.isEmpty {
            try git.must(["commit", "-q", "--no-verify", "--no-edit"])
        } else {
            try git.must(["merge", "--abort"])
        }
    }

    /// Clears the lock files a git command killed part-way left: `index.lock`, `HEAD.lock`,
    /// a branch's (`refs/heads/main.lock`), any `*.lock` under `.git` outside its objects,
    /// and `objects/maintenance.lock`, which the automatic maintenance after a commit, a
    /// fetch or a merge takes (left behind, no maintenance would run again). No `habit sync`
    /// runs beside this one (it holds the store's lock), so one older than a minute is
    /// stale. A younger one is named: another git command may be running.
    private func clearStaleLocks() throws(SyncError) -> [String] {
        var stale: [String] = []
        for path in lockFiles(in: git.path(".git")) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let age = -((attributes[.modificationDate] as? Date) ?? Date()).timeIntervalSinceNow
            guard age > 60 else { throw .gitLocked(path) }
            stale.append(path)
        }
        for path in stale {
            do { try FileManager.default.removeItem(atPath: path) } catch { throw .gitLocked(path) }
        }
        return stale
    }

    /// The `*.lock` files in `folder` and the folders under it; of `objects`, only its
    /// `maintenance.lock`.
    private func lockFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.hasSuffix(".lock") { return [path] }
            guard name == "objects" else { return lockFiles(in: path) }
            let maintenance = path + "/maintenance.lock"
            return FileManager.default.fileExists(atPath: maintenance) ? [maintenance] : []
        }
    }
}
