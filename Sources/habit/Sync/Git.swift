import HabitCore

/// Runs `git` in the data directory (docs/sync.md): as a process with an argument list,
/// never a shell string, with prompts off so a remote that wants a password fails
/// instead of waiting, and with `habit@HOST` as the author when git has no identity.
struct Git {
    /// The repository: the data directory.
    let directory: String
    /// The environment `git` runs with.
    let environment: [String: String]
    /// `-c` settings added to every call (the identity, the merge driver).
    var settings: [String] = []

    /// What one call gave.
    struct Output {
        var status: Int32
        var stdout: String
        /// Standard output as bytes, exactly.
        var stdoutBytes: [UInt8]
        var stderr: String
        var ok: Bool { status == 0 }
    }

    init(directory: String, environment: [String: String]) {
        self.directory = directory
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        environment["LC_ALL"] = "C"
        self.environment = environment
    }

    /// The path of `name` in the repository.
    func path(_ name: String) -> String { DataDirectory.join(directory, name) }

    /// Runs `git ARGUMENTS` in the repository (`git -C`), found on the environment's
    /// `PATH` through `/usr/bin/env`.
    @discardableResult
    func run(_ arguments: [String]) throws(SyncError) -> Output {
        let child = ChildProcess(
            executable: "/usr/bin/env",
            arguments: ["git", "-C", directory] + settings.flatMap { ["-c", $0] } + arguments,
            environment: environment)
        guard let output = child.run(capturing: true), output.status != 127 else { throw .gitMissing }
        return Output(
            status: output.status, stdout: String(decoding: output.stdout, as: UTF8.self), stdoutBytes: output.stdout,
            stderr: String(decoding: output.stderr, as: UTF8.self))
    }

    /// Runs `git ARGUMENTS`; throws `SyncError.git` naming the call when it fails.
    @discardableResult
    func must(_ arguments: [String]) throws(SyncError) -> Output {
        let output = try run(arguments)
        guard output.ok else { throw .git(arguments.prefix(2).joined(separator: " "), output.stderr) }
        return output
    }

    /// One record of `git ls-tree`: a file's mode, object and path.
    struct TreeEntry {
        var mode: String
        var object: String
        var path: String
    }

    /// The records `git ls-tree -z ARGUMENTS` prints (`-r` among them for every file under
    /// a tree); throws `SyncError.git` when it fails.
    func tree(_ arguments: [String]) throws(SyncError) -> [TreeEntry] {
        try must(["ls-tree", "-z"] + arguments).stdout.split(separator: "\0").compactMap { record in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            return TreeEntry(
                mode: fields.first.map(String.init) ?? "", object: fields.count == 3 ? String(fields[2]) : "",
                path: String(record[record.index(after: tab)...]))
        }
    }

    /// The trimmed output of `git ARGUMENTS`, or `nil` when it fails.
    func value(_ arguments: [String]) throws(SyncError) -> String? {
        let output = try run(arguments)
        guard output.ok else { return nil }
        return output.stdout.trimmedOfWhitespace
    }
}

extension String {
    /// The text without white space (spaces, tabs, line ends) at either end: what a line
    /// of `git` output means.
    var trimmedOfWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
