/// Where this machine keeps fold checkpoints, and what tells one binary's from another's
/// (docs/performance.md, "The fold checkpoint"). Private to the machine: never inside the
/// data directory, which git or a file-sync tool may share.
package struct CheckpointSettings: Sendable {
    /// The cache directory (`$XDG_CACHE_HOME/habit`, else `$HOME/.cache/habit`); `nil`:
    /// no checkpoint is read or written.
    package var directory: String?
    /// What the checkpoint of another build of `habit` differs in: its version and the
    /// identity of its executable, where the system tells it.
    package var build: String
    /// How long before the checkpoint was written a file must have last changed for its
    /// times and size alone to vouch for its bytes, in nanoseconds; a file changed later
    /// has its bytes checked against the checkpoint's hash (a change within the same tick
    /// of the file system's clock leaves the times as they were).
    package var settle: Int64 = 2_000_000_000
    /// How many bytes of lines folded on from a checkpoint make a fresh one worth writing
    /// when the log changed within `settle` (a fresh one then still leaves the next read
    /// to hash the log: it saves only the fold of those lines).
    package var foldedOnWorthWriting = 64 << 10
    /// The largest checkpoint written, in bytes.
    package var sizeLimit = 64 << 20
    /// How many checkpoints (one per data directory) the cache directory keeps.
    package var kept = 16

    /// Settings with the given cache directory and build.
    package init(directory: String?, build: String) {
        self.directory = directory
        self.build = build
    }

    /// The settings `environment` gives: the cache under `XDG_CACHE_HOME` (when absolute)
    /// else `HOME/.cache`; `build` is `version` with the identity of the running
    /// executable (`/proc/self/exe`, where there is one), so that a binary rebuilt at the
    /// same version does not take another's checkpoint.
    package static func from(environment: [String: String], version: String, fileSystem: any FileSystem)
        -> CheckpointSettings
    {
        var cache: String?
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cache = DataDirectory.join(home, ".cache")
        }
        var build = version
        if let status = try? fileSystem.status("/proc/self/exe", followingLinks: true) {
            build += " \(status.device):\(status.inode):\(status.size):\(status.modified):\(status.changed)"
        }
        return CheckpointSettings(directory: cache.map { DataDirectory.join($0, "habit") }, build: build)
    }

    /// What the file of the kept engine tallies of a data directory adds to its
    /// checkpoint's name (docs/performance.md, "Kept engine tallies").
    static let talliesSuffix = ".tallies"

    /// The checkpoint of data directory `path`: named by a hash of the path.
    func file(for path: String) -> String? {
        guard let directory else { return nil }
        let name = String(ContentHash.of(Array(path.utf8)), radix: 16)
        return DataDirectory.join(directory, "fold-" + String(repeating: "0", count: 16 - name.count) + name)
    }
}
