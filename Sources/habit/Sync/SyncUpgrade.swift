import HabitCore

/// Which history a data directory of one `log` keeps as its base when `habit sync` moves
/// it to device files over git (docs/sync.md, "Upgrade"): the remote's — its `base/` once
/// a device moved it, else its data files — and which version this device last shared
/// with it: the merge base. What this device holds beyond that version moves to its own
/// device file, so identical unsynced entries on two devices both count.
struct SyncUpgrade {
    let git: Git
    let remote = "origin"

    /// The base and the shared version; `nil` for both when there is no remote history:
    /// the directory's own files are the base, and nothing moves. `related` is false when
    /// the two histories have no commit in common.
    func choose(branch: String) throws(SyncError) -> (
        base: Store.PlainFiles?, shared: Store.PlainFiles?, related: Bool
    ) {
        guard try git.value(["remote", "get-url", remote]) != nil else { return (nil, nil, true) }
        try git.must(["fetch", "-q", remote])
        let theirs = "refs/remotes/\(remote)/\(branch)"
        guard try git.value(["rev-parse", "-q", "--verify", theirs]) != nil else { return (nil, nil, true) }
        try RemoteTrust(git: git).check(theirs)
        let moved = try git.run(["cat-file", "-e", "\(theirs):base"]).ok
        let base = try files(at: theirs, in: moved ? "base/" : "")
        guard let shared = try git.value(["merge-base", "HEAD", theirs]) else {
            // No history in common (a copied directory, a new remote): what the base holds
            // is shared, each line as often as there.
            return (base, base, false)
        }
        return (base, try files(at: shared, in: ""), true)
    }

    /// `habits`, `log` and `config` of commit `revision`, under `folder`.
    private func files(at revision: String, in folder: String) throws(SyncError) -> Store.PlainFiles {
        func file(_ name: String) throws(SyncError) -> [UInt8]? {
            let output = try git.run(["show", "\(revision):\(folder)\(name)"])
            return output.ok ? output.stdoutBytes : nil
        }
        return Store.PlainFiles(habits: try file("habits"), log: try file("log"), config: try file("config"))
    }
}
