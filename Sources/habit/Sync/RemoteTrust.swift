/// What `habit sync` takes from a remote (docs/sync.md, "A remote is not trusted"): a
/// commit whose tree holds only the data files and the two files `sync init` wrote, each
/// a plain file (never a symbolic link, which could point anywhere), and those two
/// files exactly as `sync init` writes them, not removed.
struct RemoteTrust {
    let git: Git

    /// Throws `SyncError.untrustedRemote` when `revision`'s tree is not one to merge.
    func check(_ revision: String) throws(SyncError) {
        let tree = try git.must(["ls-tree", "-r", "-z", revision]).stdout
        for record in tree.split(separator: "\0") {
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let path = String(record[record.index(after: tab)...])
            let mode = record.split(separator: " ").first.map(String.init) ?? ""
            guard SyncFiles.allowed.contains(path) else {
                throw .untrustedRemote("it adds '\(path)', which is not a data file")
            }
            guard mode == "100644" || mode == "100755" else {
                throw .untrustedRemote("'\(path)' is not a plain file there (mode \(mode))")
            }
        }
        // Removed counts as changed when the common history had it: the merge would take
        // it away (a history that never had it, pushed by plain git, adds nothing).
        let base = try git.value(["merge-base", "HEAD", revision])
        for (name, text) in [(".gitignore", SyncFiles.gitignore), (".gitattributes", SyncFiles.gitattributes)] {
            let output = try git.run(["show", "\(revision):\(name)"])
            let former = name == ".gitignore" ? SyncFiles.formerGitignores : []
            if output.ok, output.stdout != text, !former.contains(output.stdout) {
                throw .untrustedRemote("it changes '\(name)', which 'habit sync init' wrote")
            }
            if !output.ok, let base, try git.run(["cat-file", "-e", "\(base):\(name)"]).ok {
                throw .untrustedRemote("it removes '\(name)', which 'habit sync init' wrote")
            }
        }
    }
}
