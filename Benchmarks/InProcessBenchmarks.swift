import HabitCore

/// Timings inside this process, without process start-up: the log parser over the whole
/// file in memory, and the engine over every habit.
struct InProcessBenchmarks {
    var dataSet: DataSet
    var today: Day
    var runs: Int

    func run() throws(BenchError) -> [InProcessResult] {
        []
    }
}
