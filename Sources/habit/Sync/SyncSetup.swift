import Foundation
import HabitCore

/// `habit sync init`: the data directory made a git repository set up for `habit`
/// (docs/sync.md, "Commands"). Idempotent; a directory that is already a repository is
/// set up in place, and one set up by an earlier `habit` loses its merge driver: device
/// files need none.
struct SyncSetup {
    let git: Git

    func run(remote: String?) throws(SyncError) {
        if !FileManager.default.fileExists(atPath: git.path(".git")) {
            try git.must(["init", "-q"])
            try git.must(["symbolic-ref", "HEAD", "refs/heads/main"])
        }
        for (name, text) in SyncFiles.setup { try Self.write(text, to: git.path(name)) }
        try git.run(["config", "--remove-section", "merge.habit"])
        guard let remote else { return }
        if let url = try git.value(["remote", "get-url", "origin"]) {
            if url != remote { try git.must(["remote", "set-url", "origin", remote]) }
        } else {
            try git.must(["remote", "add", "origin", remote])
        }
    }

    /// Writes `text`, a file `sync init` sets up, at `path` unless it already holds it.
    static func write(_ text: String, to path: String) throws(SyncError) {
        guard FileManager.default.contents(atPath: path) != Data(text.utf8) else { return }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw .unreadable(path)
        }
    }

    /// The folder a file-sync tool manages that holds `directory`, if any: one with
    /// Syncthing's `.stfolder` marker, the directory itself or above it.
    static func fileSyncFolder(holding directory: String) -> String? {
        var path = directory
        while true {
            if FileManager.default.fileExists(atPath: DataDirectory.join(path, ".stfolder")) { return path }
            let parent = AtomicFile.parent(of: path)
            if parent == path || parent.isEmpty { return nil }
            path = parent
        }
    }
}
