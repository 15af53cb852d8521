import Foundation
import HabitCore

/// `habit sync init`: the data directory made a git repository set up for `habit`
/// (docs/sync.md, "Setting up"). Idempotent; a directory that is already a repository is
/// set up in place.
struct SyncSetup {
    let git: Git
    let binary: String

    func run(remote: String?) throws(SyncError) {
        if !FileManager.default.fileExists(atPath: git.path(".git")) {
            try git.must(["init", "-q"])
            try git.must(["symbolic-ref", "HEAD", "refs/heads/main"])
        }
        for (name, text) in [(".gitignore", SyncFiles.gitignore), (".gitattributes", SyncFiles.gitattributes)] {
            let path = git.path(name)
            if FileManager.default.contents(atPath: path) != Data(text.utf8) {
                guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                    throw .unreadable(path)
                }
            }
        }
        try git.must(["config", "merge.habit.name", "habit's merge of its data files"])
        try git.must(["config", "merge.habit.driver", SyncFiles.driver(binary: binary)])
        guard let remote else { return }
        if let url = try git.value(["remote", "get-url", "origin"]) {
            if url != remote { try git.must(["remote", "set-url", "origin", remote]) }
        } else {
            try git.must(["remote", "add", "origin", remote])
        }
    }
}
