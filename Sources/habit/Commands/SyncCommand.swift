import Foundation
import HabitCore

/// `habit sync` and `habit sync init [REMOTE]`: two devices, one history, over git
/// (docs/sync.md).
struct SyncCommand: Command {
    static let info = CommandInfo(
        name: "sync", summary: "keep one history on two devices over git",
        arguments: [
            ArgumentSpec(name: "init", completion: .choices(["init"]), optional: true),
            ArgumentSpec(name: "REMOTE", completion: .none, optional: true),
        ],
        discussion: """
            'habit sync init' makes the data directory a git repository whose 'log', 'habits'
            and 'config' merge by meaning; with REMOTE (a git URL or path) it syncs with it.
            'habit sync' commits what changed, fetches, merges and pushes. Exit 1 when a field
            was changed to two values ('habit verify' names it), 74 when git or the network fails.
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
        let folded =
            initialize || FileManager.default.fileExists(atPath: store.path(named: ".git"))
            ? try CopyFold.run(store) : []
        for name in folded { context.write("Folded '\(Echo.token(name))' in; the copy is now in .backup/.\n") }
        let report = try store.exclusively { () throws -> SyncRun.Report in
            var git = Git(directory: store.directory, environment: context.environment)
            let gitDirectory = git.path(".git")
            if initialize {
                try SyncSetup(git: git, binary: Self.binary()).run(remote: remote)
            } else if !FileManager.default.fileExists(atPath: gitDirectory) {
                throw SyncError.notSetUp(store.directory)
            }
            git.settings = ["merge.habit.driver=" + SyncFiles.driver(binary: Self.binary())]
            if try git.value(["config", "user.email"]) == nil {
                git.settings += ["user.name=habit", "user.email=habit@\(host)"]
            }
            return try SyncRun(git: git, host: host).run()
        }
        if initialize { context.write("Set up \(Echo.line(store.directory)) for sync.\n") }
        context.write(
            (report.sent.isEmpty ? "Nothing new on \(host)." : "Sent \(report.sent.text) from \(host).")
                + (!report.hasRemote
                    ? " No remote yet: 'habit sync init REMOTE' adds one."
                    : report.received.isEmpty
                        ? " Up to date with origin." : " Received \(report.received.text) from origin.")
                + "\n")
        // Entries for a habit the other side removed are kept, and said (docs/sync.md).
        let issues = try store.load().issues
        for issue in issues {
            if case .unknownHabit = issue.problem { context.warn(issue.description) }
        }
        guard report.conflicted else { return .ok }
        for issue in issues where issue.problem.isConflict {
            context.stderr.write("habit: \(Echo.line(issue.description))\n")
        }
        return .failure
    }

    /// This machine's name, for commit messages and the fallback author `habit@HOST`.
    static func host(_ context: Context) -> String {
        let name = context.environment["HABIT_HOST"] ?? ProcessInfo.processInfo.hostName
        let short = name.split(separator: ".").first.map(String.init) ?? ""
        return short.isEmpty ? "localhost" : short
    }

    /// The absolute path of the running binary: git calls it as the merge driver.
    static func binary() -> String {
        #if os(Linux)
            // The kernel's link to the running binary, every link already followed.
            (try? SystemFileSystem().readLink("/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
            Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        #endif
    }
}
