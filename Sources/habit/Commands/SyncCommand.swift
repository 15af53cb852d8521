import Foundation
import HabitCore

/// `habit sync` and `habit sync init [REMOTE]`: one history on several devices, over git
/// or a file-sync tool (docs/sync.md).
struct SyncCommand: Command {
    static let info = CommandInfo(
        name: "sync", summary: "keep one history on several devices, over git or a synced folder",
        arguments: [
            ArgumentSpec(name: "init", completion: .choices(["init"]), optional: true),
            ArgumentSpec(name: "REMOTE", completion: .none, optional: true),
        ],
        discussion: """
            Each device appends only to its own file in 'devices/'; 'habits' and 'config' are
            made from those files, so merging is only ever a union and nothing counts twice.
            'habit sync init' makes the data directory a git repository; with REMOTE (a git
            URL or path) it syncs with it. 'habit sync' commits this device's lines, fetches,
            merges and pushes. In a folder a file-sync tool shares (Syncthing, Dropbox) use
            'habit sync' without git: it tidies the tool's conflict copies. Changes made on
            two devices without seeing each other are settled and named, with the command
            that takes the other. Exit 74 when git or the network fails; 75 when other
            devices pushed first every time (what was merged stays; sync again).
            Examples:
              habit sync init git@example.com:me/habits.git
              habit sync
            """)

    let initialize: Bool
    let remote: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        let word = try arguments.next()
        if let word, word != "init" { throw UsageError.unknownSyncAction(word) }
        initialize = word != nil
        remote = initialize ? try arguments.next() : nil
    }

    func run(in context: Context) throws -> ExitCode {
        let store = try context.store()
        let host = Self.host(context)
        let hasGit = FileManager.default.fileExists(atPath: store.path(named: ".git"))
        if initialize, let folder = SyncSetup.fileSyncFolder(holding: store.directory) {
            throw SyncError.fileSyncFolder(folder)
        }
        guard initialize || hasGit else { return try fileSync(store, context) }
        var git = Git(directory: store.directory, environment: context.environment)
        if FileManager.default.fileExists(atPath: store.directory), try git.value(["config", "user.email"]) == nil {
            git.settings = ["user.name=habit", "user.email=habit@\(host)"]
        }
        if initialize {
            try store.ensureDataDirectory()
            try SyncSetup(git: git).run(remote: remote)
            if try git.value(["config", "user.email"]) == nil {
                git.settings = ["user.name=habit", "user.email=habit@\(host)"]
            }
        }
        let branch = try git.value(["symbolic-ref", "--short", "HEAD"]) ?? "main"
        if try !store.usesDeviceLayout() {
            let (base, shared, related) = try SyncUpgrade(git: git).choose(branch: branch)
            try store.useDeviceLayout(base: base, shared: shared, related: related)
            // A repository an earlier habit set up: its files and driver as `sync init` now has them.
            if !initialize { try SyncSetup(git: git).run(remote: nil) }
            context.write("Moved \(Echo.line(store.directory)) to device files (docs/sync.md, \"Upgrade\").\n")
        }
        // A person's edit of a snapshot goes into this device's file before git moves files.
        if try store.awaitsIntake() { try store.settleDeviceLayout() }
        let report: SyncRun.Report
        do {
            report = try store.exclusively { () throws -> SyncRun.Report in
                try SyncRun(git: git, host: host, branch: branch).run()
            }
        } catch let error as SyncError where error.mergedHere {
            // What the merge brought is here: the files' modes and snapshots as after a sync.
            try store.restoreDeviceModes()
            try store.settleDeviceLayout()
            throw error
        }
        try store.restoreDeviceModes()
        let reports = try store.settleDeviceLayout()
        for lock in report.clearedLocks { context.warn("cleared '\(lock)', left by a git command that was killed") }
        if initialize { context.write("Set up \(Echo.line(store.directory)) for sync.\n") }
        context.write(
            (report.sent == 0 ? "Nothing new on \(host)." : "Sent \(Self.lines(report.sent)) from \(host).")
                + (!report.hasRemote
                    ? " No remote yet: 'habit sync init REMOTE' adds one."
                    : report.received == 0
                        ? " Up to date with origin." : " Received \(Self.lines(report.received)) from origin.")
                + "\n")
        try reportFold(reports, store, context)
        return .ok
    }

    /// `habit sync` in a folder a file-sync tool shares: the directory moves to device
    /// files, and the tool's conflict copies are settled.
    private func fileSync(_ store: Store, _ context: Context) throws -> ExitCode {
        guard FileManager.default.fileExists(atPath: store.directory) else {
            throw SyncError.notSetUp(store.directory)
        }
        if try !store.usesDeviceLayout() {
            try store.useDeviceLayout()
            context.write("Moved \(Echo.line(store.directory)) to device files (docs/sync.md, \"Upgrade\").\n")
        }
        let settled = try store.settleConflictCopies()
        let reports = try store.settleDeviceLayout()
        for name in settled { context.write("Settled '\(Echo.token(name))'; the copy is now in .backup/.\n") }
        context.write("Up to date: no git here; the folder's sync tool carries the device files.\n")
        try reportFold(reports, store, context)
        return .ok
    }

    /// What the fold settled on its own, each with the command that takes the other
    /// choice: said, never blocking. `reports` are those of the settling write, when it
    /// had them; else the store is read for them.
    private func reportFold(_ reports: [String]?, _ store: Store, _ context: Context) throws {
        for report in try reports ?? store.load().deviceReports ?? [] { context.write("Note: \(Echo.line(report))\n") }
    }

    static func lines(_ count: Int) -> String { Describe.count(count, "change") }

    /// This machine's name, for commit messages and the fallback author `habit@HOST`.
    static func host(_ context: Context) -> String {
        let name = context.environment["HABIT_HOST"] ?? DeviceSettings.systemHostName() ?? ""
        let short = name.split(separator: ".").first.map(String.init) ?? ""
        return short.isEmpty ? "localhost" : short
    }
}
