import Foundation
import HabitCore

/// A merge git left unfinished: a plain `git pull` before `habit sync init` set up the
/// driver, which leaves merge markers in the data files (docs/sync.md, "Merge markers").
extension SyncRun {
    /// Merges each conflicted data file again by meaning, from the three versions git
    /// keeps, keeping any line written into the file since (a `check` appended to it), and
    /// concludes the merge; `false` when there was no merge to finish.
    func finishUnfinishedMerge() throws(SyncError) -> Bool {
        guard FileManager.default.fileExists(atPath: git.path(".git/MERGE_HEAD")) else { return false }
        let unmerged = (try git.value(["diff", "--name-only", "--diff-filter=U"]) ?? "")
            .split(separator: "\n").map(String.init)
        for name in unmerged {
            guard let file = DataFile(rawValue: name) else { throw .unmerged([name]) }
            var stages: [[UInt8]] = []
            for stage in 1...3 {
                let output = try git.run(["show", ":\(stage):\(name)"])
                stages.append(output.ok ? Array(output.stdout.utf8) : [])
            }
            // `habits` comes first in the list, so a `log` follows the renames it lists.
            let habits = file == .log ? workingFiles()[DataFile.habits.rawValue] : nil
            let merged = DataMerge.merge(file, base: stages[0], ours: stages[1], theirs: stages[2], habits: habits)
                .bytes
            let written = String(decoding: workingFiles()[name] ?? [], as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !MergeMarker.starts($0.utf8) }.joined(separator: "\n")
            let result = DataMerge.fold(file, ours: merged, copy: Array(written.utf8)).bytes
            guard FileManager.default.createFile(atPath: git.path(name), contents: Data(result)) else {
                throw .unreadable(git.path(name))
            }
            try git.must(["add", "--", name])
        }
        try git.must(["commit", "-q", "--no-edit", "--no-verify"])
        return true
    }
}
