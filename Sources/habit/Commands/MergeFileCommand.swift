import Foundation
import HabitCore

/// `habit merge-file BASE OURS THEIRS [NAME]`: git's merge driver for the data files
/// (docs/sync.md, "The merge driver"), called as `merge-file %O %A %B %P`. Writes the
/// merge into OURS; exits 0 for a clean merge, 1 when a field was left with two values.
struct MergeFileCommand: Command {
    static let info = CommandInfo(
        name: "merge-file", summary: "git's merge driver for the data files (set up by 'habit sync init')",
        arguments: [
            ArgumentSpec(name: "BASE", completion: .none), ArgumentSpec(name: "OURS", completion: .none),
            ArgumentSpec(name: "THEIRS", completion: .none),
            ArgumentSpec(name: "NAME", completion: .none, optional: true),
        ],
        discussion: """
            Merges three versions of 'log', 'habits' or 'config' (NAME, or the name of OURS) by
            meaning and writes the result into OURS. git calls it as 'habit merge-file %O %A %B %P'.
            """,
        hidden: true)

    let base: String
    let ours: String
    let theirs: String
    let name: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        base = try arguments.required("BASE")
        ours = try arguments.required("OURS")
        theirs = try arguments.required("THEIRS")
        name = try arguments.next()
    }

    func run(in context: Context) throws -> ExitCode {
        let fileName = (name ?? ours).split(separator: "/").last.map(String.init) ?? ""
        guard let file = DataFile(rawValue: fileName) else { throw UsageError.notADataFile(fileName) }
        let paths = try DriverPaths()
        try paths.check(base: base, ours: ours, theirs: theirs, name: name)
        let read = { (path: String) throws -> [UInt8] in
            guard let data = FileManager.default.contents(atPath: path) else { throw SyncError.unreadable(path) }
            return [UInt8](data)
        }
        // The repository's `habits` (ours while git merges): entries follow the renames
        // its `was=` lists name; `habit sync` merges `log` again with the merged `habits`,
        // and the reader maps what a plain `git pull` leaves (docs/sync.md, "Renames").
        let habits = file == .log ? paths.repositoryFile(DataFile.habits.rawValue) : nil
        let result = DataMerge.merge(
            file, base: try read(base), ours: try read(ours), theirs: try read(theirs), habits: habits)
        guard FileManager.default.createFile(atPath: ours, contents: Data(result.bytes)) else {
            throw SyncError.unreadable(ours)
        }
        for conflict in result.conflicts {
            context.warn(
                "\(fileName): \(conflict.habit.map { "'\($0)' " } ?? "")\(conflict.field) was changed to two values; 'habit verify' shows both"
            )
        }
        return result.conflicts.isEmpty ? .ok : .failure
    }
}
