/// What `habit sync` takes from a remote (docs/sync.md, "A remote is not trusted"): a
/// commit whose tree holds only device files, the base, the data files from before
/// device files and the two files `sync init` wrote — each a plain file (never a
/// symbolic link, which could point anywhere), text that is UTF-8 without NUL bytes —
/// and those two files as a version of `sync init` writes them, not removed.
struct RemoteTrust {
    let git: Git

    /// Throws `SyncError.untrustedRemote` when `revision`'s tree is not one to merge.
    func check(_ revision: String) throws(SyncError) {
        for entry in try git.tree(["-r", revision]) {
            let (path, mode) = (entry.path, entry.mode)
            guard SyncFiles.allowed(path) else {
                throw .untrustedRemote("it adds '\(path)', which is not a data file")
            }
            guard mode == "100644" || mode == "100755" else {
                throw .untrustedRemote("'\(path)' is not a plain file there (mode \(mode))")
            }
            if !entry.object.isEmpty, try git.value(["rev-parse", "-q", "--verify", "HEAD:\(path)"]) != entry.object {
                let bytes = Array(try git.must(["cat-file", "blob", entry.object]).stdoutBytes)
                if bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil {
                    throw .untrustedRemote("'\(path)' is not UTF-8 text there")
                }
            }
        }
        // Removed counts as changed when the common history had it: the merge would take
        // it away (a history that never had it, pushed by plain git, adds nothing).
        let base = try git.value(["merge-base", "HEAD", revision])
        if let base { try checkAppendOnly(revision, since: base) }
        for (name, text, former) in [
            (".gitignore", SyncFiles.gitignore, SyncFiles.formerGitignores),
            (".gitattributes", SyncFiles.gitattributes, SyncFiles.formerGitattributes),
        ] {
            let output = try git.run(["show", "\(revision):\(name)"])
            if output.ok, output.stdout != text, !former.contains(output.stdout) {
                throw .untrustedRemote("it changes '\(name)', which 'habit sync init' wrote")
            }
            if !output.ok, let base, try git.run(["cat-file", "-e", "\(base):\(name)"]).ok {
                throw .untrustedRemote("it removes '\(name)', which 'habit sync init' wrote")
            }
        }
    }

    /// Refuses a remote that takes lines away: a device file of the common history must
    /// still hold every line it had there (devices only append; two versions of one file,
    /// from a copied data directory, merge as the lines of both, in either order), and a
    /// file of the base must be as it was.
    private func checkAppendOnly(_ revision: String, since base: String) throws(SyncError) {
        let paths = try git.must(["ls-tree", "-r", "-z", "--name-only", base]).stdout.split(separator: "\0")
        for path in paths.map(String.init) where path.hasPrefix("devices/") || path.hasPrefix("base/") {
            guard let theirs = try git.value(["rev-parse", "-q", "--verify", "\(revision):\(path)"]) else {
                throw .untrustedRemote("it removes '\(path)', which holds history")
            }
            let shared = try git.value(["rev-parse", "-q", "--verify", "\(base):\(path)"])
            guard theirs != shared else { continue }
            let before = try git.must(["cat-file", "blob", shared ?? ""]).stdoutBytes
            let after = try git.must(["cat-file", "blob", theirs]).stdoutBytes
            guard path.hasPrefix("devices/"), RemoteTrust.keepsEveryLine(of: before, in: after) else {
                throw .untrustedRemote("it rewrites '\(path)', which is only ever appended to")
            }
        }
    }

    /// Whether `after` holds every line of `before`, each as often.
    static func keepsEveryLine(of before: [UInt8], in after: [UInt8]) -> Bool {
        if after.starts(with: before) { return true }
        var counts: [ArraySlice<UInt8>: Int] = [:]
        for line in after.split(separator: 10) { counts[line, default: 0] += 1 }
        for line in before.split(separator: 10) {
            guard let count = counts[line], count > 0 else { return false }
            counts[line] = count - 1
        }
        return true
    }
}
