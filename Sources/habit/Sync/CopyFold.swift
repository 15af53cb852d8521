import Foundation
import HabitCore

/// `habit sync` folds the conflict copies of file-sync tools into the data files
/// (docs/sync.md, "File-sync tools"): a two-way merge, so nothing in either is lost. The
/// copy's entries that `log` lacks are appended once; its habit and config changes are
/// merged field by field; then the copy moves into `.backup/`.
enum CopyFold {
    /// Folds every conflict copy in `store`'s directory; returns their names.
    static func run(_ store: Store) throws -> [String] {
        let copies = store.conflictCopies()
        guard !copies.isEmpty else { return [] }
        try store.transaction { transaction in
            for copy in copies {
                let path = store.path(named: copy.name)
                guard let data = FileManager.default.contents(atPath: path) else { throw SyncError.unreadable(path) }
                let bytes = [UInt8](data)
                switch copy.file {
                case .log:
                    var have: [String: Int] = [:]
                    for entry in transaction.snapshot.entries { have[LogFile.line(for: entry), default: 0] += 1 }
                    for entry in LogFile.parse(bytes).entries {
                        let line = LogFile.line(for: entry)
                        if have[line, default: 0] > 0 { have[line, default: 0] -= 1 } else { transaction.append(entry) }
                    }
                case .habits:
                    let merged = DataMerge.fold(.habits, ours: transaction.habitsFile.encoded(), copy: bytes)
                    transaction.habitsFile = HabitsFile.parse(merged.bytes).file
                case .config:
                    let merged = DataMerge.fold(.config, ours: transaction.configFile.encoded(), copy: bytes)
                    transaction.configFile = ConfigFile.parse(merged.bytes).file
                }
            }
        }
        let backup = store.path(named: ".backup")
        try? FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: true)
        for copy in copies {
            try? FileManager.default.moveItem(
                atPath: store.path(named: copy.name), toPath: backup + "/" + copy.name)
        }
        return copies.map(\.name)
    }
}
