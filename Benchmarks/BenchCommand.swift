/// One program run the benchmark times against a data set.
struct BenchCommand: Sendable {
    /// The row label: `wc -l log`, `habit list`.
    var label: String
    /// Stable key for JSON: `wc`, `list`.
    var key: String
    /// Whether this is a floor (a standard tool reading the same file).
    var isFloor: Bool
    /// Exit statuses that count as success.
    var okStatuses: Set<Int32> = [0]
    /// The environment to run in, when not the data set's default (`Runner.environment`).
    var environment: [String]? = nil
    /// For another program's command: the key of the `habit` command it is compared with.
    var comparedWith: String? = nil
    /// Done before each run, untimed: the first-read row removes its cache directory.
    var prepare: (@Sendable () -> Void)? = nil
    /// The program and its arguments for run number `round`.
    var invocation: @Sendable (_ round: Int) -> (path: String, arguments: [String])

    /// `prepare`, then the program and its arguments for run number `round`.
    func start(_ round: Int) -> (path: String, arguments: [String]) {
        prepare?()
        return invocation(round)
    }

    /// The floors and `habit` commands measured on `dataSet`, in table order.
    /// `check` runs on `checkDirectory`, a copy, so the measured data set never grows.
    /// The rows marked `checkpoint` run with a cache directory beside the data set, so
    /// they read the fold checkpoint the warm-up round wrote (docs/performance.md, "The
    /// fold checkpoint"); the row marked `first read` with a cache directory emptied before
    /// each run, so it folds the whole log and writes the checkpoint; the others run
    /// without one, and fold the whole log.
    static func all(habit: String, dataSet: DataSet, checkDirectory: String, today: String) -> [BenchCommand] {
        let log = dataSet.logPath
        let common = ["--data-dir", dataSet.directory, "--today", today]
        let ids = dataSet.checkIDs.isEmpty ? [dataSet.showID] : dataSet.checkIDs
        return [
            BenchCommand(label: "cat log > /dev/null", key: "cat", isFloor: true) { _ in ("/bin/cat", [log]) },
            BenchCommand(label: "wc -l log", key: "wc", isFloor: true) { _ in ("/usr/bin/wc", ["-l", log]) },
            BenchCommand(label: "habit list", key: "list", isFloor: false) { _ in (habit, common + ["list"]) },
            BenchCommand(label: "habit show ID --month", key: "show", isFloor: false) { _ in
                (habit, common + ["show", dataSet.showID, "--month"])
            },
            BenchCommand(label: "habit status", key: "status", isFloor: false) { _ in (habit, common + ["status"]) },
            BenchCommand(label: "habit report --json", key: "report", isFloor: false) { _ in
                (habit, common + ["report", "--json"])
            },
            BenchCommand(label: "habit check ID", key: "check", isFloor: false) { round in
                (habit, ["--data-dir", checkDirectory, "--today", today, "check", ids[round % ids.count]])
            },
        ]
            + [
                BenchCommand(
                    label: "habit list, first read", key: "list-first", isFloor: false,
                    environment: Runner.environment(dataDirectory: dataSet.directory) + [
                        "XDG_CACHE_HOME=\(dataSet.directory).first"
                    ],
                    prepare: { FileWriter.removeTree(dataSet.directory + ".first/habit") },
                    invocation: { _ in (habit, common + ["list"]) })
            ]
            + ["list", "status"].map { name in
                BenchCommand(
                    label: "habit \(name), checkpoint", key: name + "-checkpoint", isFloor: false,
                    environment: Runner.environment(dataDirectory: dataSet.directory) + [
                        "XDG_CACHE_HOME=\(dataSet.directory).cache"
                    ]
                ) { _ in (habit, common + [name]) }
            }
    }

    /// harsh's reading commands on `harshData`, each with the `habit` command that shows
    /// the same kind of view: the consistency graph (`harsh log`, like `habit list`), the
    /// habits still open (`harsh todo`, like `habit status`), per-habit statistics over
    /// the whole log (`harsh log stats`, like `habit report --json`).
    static func harsh(_ harsh: String, harshData: HarshDataSet) -> [BenchCommand] {
        let environment = Runner.harshEnvironment(directory: harshData.directory)
        let pairs: [(arguments: [String], key: String, habitKey: String)] = [
            (["log"], "harsh-log", "list"),
            (["todo"], "harsh-todo", "status"),
            (["log", "stats"], "harsh-stats", "report"),
        ]
        return pairs.map { pair in
            BenchCommand(
                label: (["harsh"] + pair.arguments).joined(separator: " "), key: pair.key, isFloor: false,
                environment: environment, comparedWith: pair.habitKey
            ) { _ in (harsh, pair.arguments) }
        }
    }
}
