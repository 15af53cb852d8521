import HabitCore
import StreakEngine

/// Timings inside this process, without process start-up, on the data set's files read
/// into memory once: the log parser over the whole log, grouping and folding the entries
/// into per-habit histories, and the engine over every habit (archived ones included).
struct InProcessBenchmarks {
    var dataSet: DataSet
    var today: Day
    var runs: Int

    func run() throws(BenchError) -> [InProcessResult] {
        let logBytes = try FileWriter.read(dataSet.logPath)
        let habits = HabitsFile.parse(try FileWriter.read(dataSet.directory + "/habits")).file.habits

        var log = LogFile.parse(logBytes)
        let parse = time { log = LogFile.parse(logBytes) }

        var histories: [History] = []
        let fold = time { histories = InProcessBenchmarks.fold(log.entries, habits: habits) }

        var sink = 0
        let engine = time {
            for (habit, history) in zip(habits, histories) {
                let analysis = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
                sink &+= analysis.streak.current &+ analysis.statistics.met
            }
        }
        BlackHole.consume(sink)
        let entryDays = zip(habits, histories).reduce(0) { $0 + max(0, today - $1.0.since + 1) }
        return [
            InProcessResult(
                label: "parse log (in process)", key: "parse", samples: parse, work: dataSet.logLines,
                unit: "lines"),
            InProcessResult(
                label: "group + fold (in process)", key: "fold", samples: fold, work: log.entries.count,
                unit: "entries"),
            InProcessResult(
                label: "engine, all habits", key: "engine", samples: engine, work: entryDays,
                unit: "habit-days"),
        ]
    }

    /// Each habit's history: entries grouped by habit in one pass, then folded.
    static func fold(_ entries: [Entry], habits: [Habit]) -> [History] {
        var slot: [HabitID: Int] = [:]
        for (index, habit) in habits.enumerated() { slot[habit.id] = index }
        var groups = [[Entry]](repeating: [], count: habits.count)
        for entry in entries {
            if let index = slot[entry.habit] { groups[index].append(entry) }
        }
        return zip(habits, groups).map { History(folding: $1, goal: $0.goal) }
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
