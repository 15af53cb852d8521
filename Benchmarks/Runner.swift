import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Generates the data sets and measures every command on each, interleaved: round r runs
/// every command of every data set once, starting at a different command each round, so
/// slow phases of a noisy machine fall on all commands alike, and one set's commands are
/// timed beside another's (the 1,000-habit set's, in the first rounds only).
struct Runner {
    var options: Options
    /// Progress lines go to standard error so `--json` output stays clean.
    var progress: (String) -> Void = { StandardError.write($0 + "\n") }

    func run() throws(BenchError) -> Results {
        guard options.inProcessOnly || access(options.habitPath, X_OK) == 0 else {
            throw .missingBinary(options.habitPath)
        }
        guard let today = Day(options.today) else { throw .usage("invalid --today '\(options.today)'") }
        let root = try FileWriter.temporaryDirectory(prefix: "habit-bench")
        defer {
            if options.keep { progress("data kept in \(root)") } else { FileWriter.removeTree(root) }
        }
        var results = Results(
            today: options.today, habitPath: options.habitPath, cpus: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
            peakMethod: access(ProcessRunner.timeTool, X_OK) == 0
                ? "ru_maxrss of the command alone (through GNU time), max of 3 runs"
                : "ru_maxrss from wait4 (an upper bound: includes this benchmark's own peak)",
            dataSets: [])
        if let harsh = options.harshPath, !options.inProcessOnly {
            results.harsh = try Runner.harshRun(harsh, scratch: root)
            if let run = results.harsh, run.machineDate != options.today {
                progress(
                    "warning: harsh takes today from the clock (\(run.machineDate)); the data sets end at "
                        + "--today \(options.today)")
            }
        }
        var prepared: [Prepared] = []
        for size in options.sizes {
            let directory = root + "/" + size.label
            let checkDirectory = directory + "-check"
            guard mkdir(directory, 0o700) == 0, mkdir(checkDirectory, 0o700) == 0,
                mkdir(checkDirectory + "-scratch", 0o700) == 0
            else {
                throw .io(directory, errno: errno)
            }
            let started = Clock.now()
            let dataSet = try DataSetGenerator(size: size, today: today).write(into: directory)
            try FileWriter.copyFiles(["habits", "log", "config"], from: directory, to: checkDirectory)
            progress(
                "\(size.label): \(dataSet.logLines) log lines, \(dataSet.logBytes / 1024) KiB, generated in "
                    + "\((Clock.now() - started) / 1_000_000) ms")
            var harshData: HarshDataSet?
            if results.harsh != nil, size.habits <= Runner.harshMaximumHabits {
                let harshDirectory = directory + "-harsh"
                guard mkdir(harshDirectory, 0o700) == 0 else { throw .io(harshDirectory, errno: errno) }
                harshData = try HarshDataSet.write(from: dataSet, today: today, into: harshDirectory)
                progress("\(size.label): \(harshData?.logLines ?? 0) log lines in harsh's format")
            }
            var commands =
                options.inProcessOnly
                ? []
                : BenchCommand.all(
                    habit: options.habitPath, dataSet: dataSet, checkDirectory: checkDirectory, today: options.today)
            if let harsh = options.harshPath, let harshData, !options.inProcessOnly {
                commands += BenchCommand.harsh(harsh, harshData: harshData)
            }
            prepared.append(
                Prepared(
                    dataSet: dataSet, checkDirectory: checkDirectory, rounds: options.rounds(for: size),
                    harshData: harshData, commands: commands, samples: []))
        }
        results.dataSets = try measure(prepared)
        return results
    }

    /// A generated data set with its commands and their samples so far.
    private struct Prepared {
        let dataSet: DataSet
        let checkDirectory: String
        /// The rounds its commands run in: the first `rounds` of the run.
        let rounds: Int
        let harshData: HarshDataSet?
        let commands: [BenchCommand]
        var samples: [Samples]

        func environment(_ command: BenchCommand) -> [String] {
            command.environment ?? Runner.environment(dataDirectory: dataSet.directory)
        }
    }

    private func measure(_ sets: [Prepared]) throws(BenchError) -> [Results.DataSetResult] {
        var sets = sets
        for s in sets.indices { sets[s].samples = try warmUp(sets[s]) }
        // Every set's commands in one rotation; a set takes part in its first `rounds` rounds.
        let all = sets.indices.flatMap { s in sets[s].commands.indices.map { (set: s, command: $0) } }
        for round in 0..<(all.isEmpty ? 0 : sets.map(\.rounds).max() ?? 0) {
            for step in 0..<all.count {
                let (s, index) = all[(round + step) % all.count]
                guard round < sets[s].rounds, sets[s].samples[index].failure == nil else { continue }
                let command = sets[s].commands[index]
                let (path, arguments) = command.start(round + 1)
                let sample = try ProcessRunner.run(path, arguments, environment: sets[s].environment(command))
                if command.okStatuses.contains(sample.status) {
                    sets[s].samples[index].add(sample)
                } else {
                    sets[s].samples[index].failure = sample.status
                }
            }
        }
        var results: [Results.DataSetResult] = []
        for set in sets {
            var samples = set.samples
            // Peak memory in separate runs, so GNU time's own start-up stays out of the timings.
            for (index, command) in set.commands.enumerated() where samples[index].failure == nil {
                var peaks: [Int] = []
                for round in 0..<3 {
                    let (path, arguments) = command.start(set.rounds + 1 + round)
                    guard
                        let peak = try ProcessRunner.peakMemory(
                            path, arguments, environment: set.environment(command),
                            scratch: set.checkDirectory + "-scratch")
                    else { break }
                    peaks.append(peak)
                }
                if !peaks.isEmpty { samples[index].peakBytes = peaks }
            }
            progress(
                "  \(set.dataSet.label): \(set.rounds) interleaved rounds of \(set.commands.count) commands done")
            results.append(
                Results.DataSetResult(
                    dataSet: set.dataSet, rounds: set.rounds, commands: Array(zip(set.commands, samples)),
                    fsync: try Runner.timeFsync(in: set.checkDirectory, runs: max(set.rounds, 15)),
                    inProcess: try InProcessBenchmarks(
                        dataSet: set.dataSet, today: today(), runs: options.inProcessRuns(for: set.rounds)
                    ).run(),
                    harshData: set.harshData))
        }
        return results
    }

    /// One warm-up run of each of `set`'s commands, which fills the page cache and checks
    /// that every command works; another program's output is also checked (it must have
    /// read the data). Returns the samples to fill, with the failed commands marked.
    private func warmUp(_ set: Prepared) throws(BenchError) -> [Samples] {
        var samples = [Samples](repeating: Samples(), count: set.commands.count)
        let output = set.checkDirectory + "-scratch/output"
        defer { unlink(output) }
        for (index, command) in set.commands.enumerated() {
            let (path, arguments) = command.start(0)
            let checked = command.comparedWith != nil
            let sample = try ProcessRunner.run(
                path, arguments, environment: set.environment(command), stdoutPath: checked ? output : "/dev/null")
            if !command.okStatuses.contains(sample.status) {
                samples[index].failure = sample.status
                progress("  \(command.label): exit status \(sample.status); left out")
            } else if checked, let problem = Runner.harshOutputProblem(try FileWriter.read(output)) {
                samples[index].failure = sample.status
                samples[index].failureReason = problem
                progress("  \(command.label): \(problem); left out")
            }
        }
        return samples
    }

    private func today() -> Day { Day(options.today) ?? Day(number: 0) }

    /// A fixed environment: UTC, no colour, 100 columns, the data directory as `HABIT_HOME`.
    static func environment(dataDirectory: String) -> [String] {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return [
            "PATH=\(path)", "HABIT_HOME=\(dataDirectory)", "TZ=UTC", "NO_COLOR=1", "COLUMNS=100",
            "LANG=C.UTF-8",
        ]
    }

    /// harsh is timed on data sets of up to this many habits (on 1,000 habits × 10 years
    /// one run of it takes too long for repeated rounds).
    static let harshMaximumHabits = 100

    /// harsh's environment: the data directory as `HARSHPATH` (and `HOME`, so a harsh that
    /// ignored `HARSHPATH` would not touch the user's own files), UTC, no colour.
    static func harshEnvironment(directory: String) -> [String] {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return [
            "PATH=\(path)", "HARSHPATH=\(directory)", "HOME=\(directory)", "TZ=UTC", "NO_COLOR=1",
            "COLUMNS=100", "LANG=C.UTF-8",
        ]
    }

    /// Why harsh's output shows it did not read the data set, or `nil` when it looks
    /// right: harsh reports problems in its files on standard output and exits 0, and
    /// writes a welcome text and example files when it finds no `habits` file.
    static func harshOutputProblem(_ output: [UInt8]) -> String? {
        let text = String(decoding: output, as: UTF8.self)
        if text.isEmpty { return "no output" }
        if text.contains("Welcome to harsh") { return "found no habits file" }
        for line in text.split(separator: "\n") where line.hasPrefix("Error") || line.hasPrefix("Warning") {
            return "reported '\(line.prefix(80))'"
        }
        return nil
    }

    /// Checks that `path` runs and asks it for its version, in a directory of its own
    /// with a one-habit data set (some harsh versions read their files before anything
    /// else and write example files when there are none).
    static func harshRun(_ path: String, scratch: String) throws(BenchError) -> Results.HarshRun {
        guard access(path, X_OK) == 0 else { throw .missingHarsh(path) }
        let directory = scratch + "/harsh-version"
        guard mkdir(directory, 0o700) == 0 else { throw .io(directory, errno: errno) }
        defer { FileWriter.removeTree(directory) }
        try FileWriter.write(Array("Check: 1\n".utf8), to: directory + "/habits")
        try FileWriter.write([], to: directory + "/log")
        let output = directory + "/output"
        let sample = try ProcessRunner.run(
            path, ["--version"], environment: harshEnvironment(directory: directory), stdoutPath: output)
        guard sample.status == 0 else { throw .commandFailed(path + " --version", status: sample.status) }
        let lines = String(decoding: try FileWriter.read(output), as: UTF8.self).split(separator: "\n")
        let version = (lines.first { $0.contains("version") } ?? lines.first).map(String.init) ?? ""
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        let date = Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        return Results.HarshRun(path: path, version: version, machineDate: date?.description ?? "")
    }

    /// The cost of one durable append on the data set's file system: open with
    /// `O_APPEND`, write one line, `fsync`, close.
    static func timeFsync(in directory: String, runs: Int) throws(BenchError) -> Samples {
        let path = directory + "/fsync-probe"
        defer { unlink(path) }
        var samples = Samples()
        let line = Array("2026-11-21 probe\n".utf8)
        for _ in 0..<runs {
            let start = Clock.now()
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            guard fd >= 0 else { throw .io(path, errno: errno) }
            _ = line.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            fsync(fd)
            close(fd)
            samples.nanoseconds.append(Clock.now() - start)
        }
        return samples
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
