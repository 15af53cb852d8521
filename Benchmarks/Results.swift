/// Everything one benchmark run measured.
struct Results: Sendable {
    /// What was measured on one data set.
    struct DataSetResult: Sendable {
        var dataSet: DataSet
        var rounds: Int
        /// Per command key, in `BenchCommand.all` order.
        var commands: [(command: BenchCommand, samples: Samples)]
        /// `open(O_APPEND)`, one line, `fsync`, `close` on the same file system, in process.
        var fsync: Samples
        var inProcess: [InProcessResult]

        func samples(_ key: String) -> Samples? {
            commands.first { $0.command.key == key }?.samples
        }
    }

    var today: String
    var habitPath: String
    var cpus: Int
    /// How peak memory was measured.
    var peakMethod: String
    var dataSets: [DataSetResult]

    /// The result for `size`, if it was run.
    func result(_ size: DataSetSize) -> DataSetResult? {
        dataSets.first { $0.dataSet.label == size.label }
    }
}

/// An in-process timing: what ran, over how much work, how long it took.
struct InProcessResult: Sendable {
    var label: String
    var key: String
    var samples: Samples
    /// Units of work per run and their name (`lines`, `habit-days`).
    var work: Int
    var unit: String

    /// Work units per second at the median time.
    var perSecond: Double {
        let ms = samples.medianMilliseconds
        return ms > 0 ? Double(work) / (ms / 1000) : 0
    }
}
