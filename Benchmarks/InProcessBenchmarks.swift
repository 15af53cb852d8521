import HabitCore
import StreakEngine

/// Timings inside this process, without process start-up, on the data set's files read
/// into memory once: parse the log into entries (as `verify`, `log` and the writing
/// commands do), build the snapshot and group its entries by habit, fold each habit's
/// entries into a history; parse and fold in one pass (as the reading commands do); and
/// run the engine over every habit (archived ones included).
struct InProcessBenchmarks {
    var dataSet: DataSet
    var today: Day
    var runs: Int

    func run() throws(BenchError) -> [InProcessResult] {
        let logBytes = try FileWriter.read(dataSet.logPath)
        let habitsFile = HabitsFile.parse(try FileWriter.read(dataSet.directory + "/habits")).file
        let habits = habitsFile.habits

        var log = LogFile.parse(logBytes)
        let parse = time { log = LogFile.parse(logBytes) }

        var positions: [HabitID: [Int]] = [:]
        let group = time {
            let snapshot = Snapshot(
                directory: dataSet.directory, habitsFile: habitsFile, log: log, configFile: ConfigFile(), issues: [])
            positions = snapshot.entryIndicesByHabit()
        }

        var histories: [History] = []
        let entries = Array(log.entries)
        let fold = time {
            histories = habits.map { habit in
                History(folding: entries, at: positions[habit.id] ?? [], for: habit)
            }
        }

        // What the reading commands do instead of the three steps above: one pass that
        // parses the log and folds every habit's history.
        var goals: [HabitID: Goal] = [:]
        for habit in habits { goals[habit.id] = habit.goal }
        var foldedCount = 0
        let parseAndFold = time {
            let (_, folded) = LogFile.read(.histories({ goals[$0] ?? .check }), from: .whole(logBytes))
            foldedCount = folded.count
        }
        BlackHole.consume(foldedCount)

        var sink = 0
        let engine = time {
            for (habit, history) in zip(habits, histories) {
                let analysis = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
                sink &+= analysis.streak.current &+ analysis.statistics.met
            }
        }
        BlackHole.consume(sink)
        // The same entries as one device file (docs/sync.md, "Device files"), folded with
        // the habits as the base: what a read through the device-file fold costs.
        let device = DeviceFile(device: "bench", bytes: Self.deviceBytes(entries))
        let base = LegacyBase(habitsFile: habitsFile, entries: [])
        var deviceEntries = 0
        let deviceFold = time {
            deviceEntries = DeviceFold.fold([device], base: base).entries.count
        }
        BlackHole.consume(deviceEntries)

        let entryDays = habits.reduce(0) { $0 + max(0, today - $1.since + 1) }
        return [
            InProcessResult(
                label: "parse log (in process)", key: "parse", samples: parse, work: dataSet.logLines,
                unit: "lines"),
            InProcessResult(
                label: "snapshot + group", key: "group", samples: group, work: log.entries.count,
                unit: "entries"),
            InProcessResult(
                label: "fold histories", key: "fold", samples: fold, work: log.entries.count, unit: "entries"),
            InProcessResult(
                label: "parse + fold, one pass", key: "parseFold", samples: parseAndFold,
                work: dataSet.logLines, unit: "lines"),
            InProcessResult(
                label: "engine, all habits", key: "engine", samples: engine, work: entryDays,
                unit: "habit-days"),
            InProcessResult(
                label: "device-file fold", key: "deviceFold", samples: deviceFold, work: entries.count,
                unit: "entries"),
        ]
    }

    /// `entries` as one device's lines: a stamp a millisecond apart, the legacy key of the id.
    private static func deviceBytes(_ entries: [Entry]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            let line = DeviceLine(
                stamp: Stamp(milliseconds: 1_795_000_000_000 + Int64(index)),
                body: .entry(key: HabitKey(legacy: entry.habit), entry: entry, onlyIfUnanswered: false))
            bytes += Array((line.description + "\n").utf8)
        }
        return bytes
    }

    /// Runs `body` `runs` times after one warm-up run.
    private func time(_ body: () -> Void) -> Samples {
        body()
        var samples = Samples()
        for _ in 0..<runs {
            let start = Clock.now()
            body()
            samples.nanoseconds.append(Clock.now() - start)
        }
        return samples
    }
}

/// Keeps the optimiser from discarding work whose result is otherwise unused.
enum BlackHole {
    @inline(never)
    static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}
